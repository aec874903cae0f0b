import type { ContentRequest } from './content-model';
import { toneKey, type ToneKey } from './content-tone';

/** The rules every provider-written piece follows; the same rules the composer's templates obey. */
export const SYSTEM_PROMPT = [
  'You write investor-communications content (articles and press releases) for a listed company that pays for it.',
  '',
  'Rules you must follow:',
  '- Use only the facts listed in the request. Do not invent numbers, percentages, dates, financial figures, customers, partners, products, awards, events or plans. Every number you write must appear in the supplied facts.',
  '- Never write a quotation attributed to a real person. If a quote is requested, write the exact placeholder given in the request instead.',
  '- Be balanced: include a section headed "Risks and considerations" that names real uncertainties (execution, funding and dilution, competition, regulation, volatility).',
  '- No promissory or guaranteed outcomes (no "guaranteed", "risk-free", "will double"), no price predictions or price targets, no urgency or pressure ("act now", "limited time", "don\'t miss out"), no unattributed superlatives ("best", "only", "revolutionary", "world-leading", "unmatched"), no comparisons with famous companies, no hints of undisclosed news.',
  '- Describe plans with "may", "could", "aims to" or "seeks to", never as certainties.',
  '- Do NOT write disclosures, disclaimers or a forward-looking statements legend: the system appends the mandatory disclosures after your text.',
  '- Output markdown. The first line is the title as "# Title". Use "## " headings for sections. No preamble, no notes to the editor, no closing remarks about the writing.',
].join('\n');

const TONE_GUIDANCE: Record<ToneKey, string> = {
  bullish: 'Bullish: confident and constructive about what the company highlights, without promises, predictions or hype.',
  neutral: 'Neutral: plain, even-handed and informative.',
  factual: 'Factual: restate the supplied facts plainly, with no opinion or characterisation.',
  deepdive:
    'Deep dive: detailed, with sections such as Business overview, What the company reports, Industry context, Considerations, Risks and considerations.',
  analytical:
    "Analytical: treat the company's statements as claims, say where the evidence would be found, and frame the questions an analyst would ask.",
  educational:
    'Educational: explain the concepts an investor meets (ticker, exchange, filings, market capitalisation, forward-looking statements) using this company as the example.',
};

/** The user message: what to write and the facts it may use, nothing else. */
export function buildUserPrompt(req: ContentRequest): string {
  const isRelease = req.kind === 'press-release';
  const lines: string[] = [];
  lines.push(
    isRelease
      ? 'Write a press release of 300 to 700 words. Open with a dateline naming the company and the release date (no city unless one is supplied), then the body, an "About" paragraph built from the facts, and an investor contact placeholder.'
      : 'Write an article of 800 to 1200 words.',
  );
  lines.push(`Tone: ${TONE_GUIDANCE[toneKey(req.tone)]}`);
  if (req.title?.trim()) lines.push(`Title: ${req.title.trim()}`);
  if (isRelease) lines.push(`Release date: ${req.date?.trim() || new Date().toISOString().slice(0, 10)}`);

  lines.push('', 'Facts you may use (and no others):');
  lines.push(`- Company: ${req.companyName}`);
  lines.push(`- Ticker: ${req.ticker}`);
  if (req.exchange) lines.push(`- Exchange: ${req.exchange}`);
  lines.push(`- Sector: ${req.sector}`);
  if (req.industry) lines.push(`- Industry: ${req.industry}`);
  if (req.website) lines.push(`- Website: ${req.website}`);
  if (req.recentNews?.trim()) lines.push(`- Recent press release or news: ${req.recentNews.trim()}`);
  for (const fact of req.facts ?? []) lines.push(`- ${fact.label}: ${fact.value} (source: ${fact.source})`);

  const highlights = nonEmpty(req.highlights);
  if (highlights.length > 0) {
    lines.push('', 'Business highlights supplied by the company:');
    for (const line of highlights) lines.push(`- ${line}`);
  }
  const messages = nonEmpty(req.keyMessages ?? []);
  if (messages.length > 0) {
    lines.push('', 'Key messages to convey:');
    for (const line of messages) lines.push(`- ${line}`);
  }
  if (req.customContext?.trim()) lines.push('', `Additional context from the company: ${req.customContext.trim()}`);

  lines.push('');
  if (req.includeCEOQuote) {
    lines.push(
      `Include this placeholder where a quote would go, exactly as written: [Quote from ${req.contactName?.trim() || 'a company spokesperson'} to be supplied by the issuer]`,
    );
  } else {
    lines.push('Do not include any quotes.');
  }
  if (isRelease) {
    lines.push(
      req.includeFinancials
        ? "Include financial context, using only the figures listed above; if none are listed, refer readers to the company's filings."
        : 'Do not include financial figures.',
    );
    lines.push(
      `End with: **Investor contact:** ${req.contactName?.trim() || 'Investor relations'}, [contact details to be supplied by the issuer]`,
    );
  }
  if (highlights.length === 0 && messages.length === 0) {
    lines.push(
      'No highlights were supplied: do not attribute achievements to the company; write about its context and where investors can find primary information.',
    );
  }
  if (req.variationSeed) lines.push(`Variation ${req.variationSeed}: use a different structure and wording from earlier drafts.`);
  return lines.join('\n');
}

export function buildMessages(req: ContentRequest): { role: 'system' | 'user'; content: string }[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: buildUserPrompt(req) },
  ];
}

function nonEmpty(lines: readonly string[]): string[] {
  return lines
    .flatMap((line) => line.split(/\r?\n/))
    .map((line) => line.replace(/^\s*[-*•]\s+/, '').trim())
    .filter((line) => line.length > 0);
}
