import type { ContentRequest } from './content-model';
import { formatDate } from './composer.text';
import { toneKey, type ToneKey } from './content-tone';
import { datelinePlace } from '../lib/dateline';

/** The rules every provider-written piece follows; the same rules the built-in composer's templates obey. */
export const SYSTEM_PROMPT = [
  'You write investor communications (press releases and feature articles) in the voice of the listed company that issues them: the company presents its own news, in the third person ("the company").',
  '',
  'Rules you must follow:',
  '- Use only the facts listed in the request. Do not invent numbers, percentages, dates, financial figures, customers, partners, products, awards, events, places, people or plans. Every number you write must appear in the supplied facts (the release date excepted).',
  '- Write a quotation only when the request supplies one, word for word, attributed to the speaker it names. Never invent a quote.',
  '- Never write placeholders or notes to the editor: no square brackets, no "to be supplied", no "TBD". If a fact is not supplied, leave it out.',
  '- Never write about what the request lacks, and never address doubt to the reader: no "the question to ask", no advice on how to research the company, no remarks that the company\'s statements are unverified. The tone changes wording and emphasis, never the company\'s stance toward itself.',
  '- Mention the risks plainly, as a company does in its own materials (a sentence for a press release, a short section headed "Risks" for an article).',
  '- No promissory or guaranteed outcomes (no "guaranteed", "risk-free", "will double"), no price predictions or price targets, no urgency or pressure ("act now", "limited time", "don\'t miss out"), no unattributed superlatives ("best", "only", "revolutionary", "world-leading", "unmatched"), no comparisons with famous companies, no hints of undisclosed news.',
  '- Describe plans with "may", "could", "aims to" or "seeks to", never as certainties.',
  '- Do NOT write disclosures, disclaimers or a forward-looking statements legend: the system appends the mandatory disclosures after your text.',
  '- Output markdown. The first line is the title as "# Title". Use "## " headings for sections. No preamble, no closing remarks about the writing.',
].join('\n');

const TONE_GUIDANCE: Record<ToneKey, string> = {
  // Bullish is the spec's tone and the generator's default: confident in what it leads with, strictly factual in how it says it, so
  // the draft passes its own compliance check (no promises, predictions, superlatives or praise of the stock).
  bullish:
    'Bullish: confident and strictly factual. Lead with the strongest facts the company supplied and state them plainly, as facts; no adjectives of praise, superlatives, promises, predictions or hype.',
  neutral: 'Neutral: plain and informative.',
  factual: 'Factual: restate the supplied facts plainly, with no characterisation.',
  deepdive:
    'Deep dive: more detail and context on the industry the company works in, from general knowledge of the sector, never new facts about the company.',
  analytical: 'Analytical: lead with the figures the company supplied and the measures that matter in its sector.',
  educational:
    "Educational: explain the terms a new shareholder meets (ticker, exchange, reports, forward-looking statements) using the company's own listing.",
};

/** The user message: what to write, its structure and the facts it may use, nothing else. */
export function buildUserPrompt(req: ContentRequest): string {
  const isRelease = req.kind === 'press-release';
  const place = datelinePlace(req.headOffice);
  const date = formatDate(req.date);
  const lines: string[] = [];
  if (isRelease) {
    lines.push(
      'Write a press release of at most 700 words, in this order:',
      "- the title: the company's headline if one is given, else the news headline, else the strongest highlight;",
      `- a dateline opening the first paragraph, exactly: **${place ? `${place}, ` : ''}${date}** —`,
      `- the lead: "${req.companyName} (${req.exchange ? `${req.exchange}: ` : ''}${req.ticker}) today announced …" with the strongest highlight;`,
      '- the body from the other highlights, the key messages and the news;',
      req.quote ? '- the quote below, word for word, attributed to its speaker;' : '- no quote;',
      '- one sentence on the risks;',
      `- a section "## About ${req.companyName}"${req.boilerplate?.trim() ? ' with the boilerplate below, as written' : ' built from the listed facts'};`,
      `- the contact, headed **Media and investor contact**${req.mediaContact?.trim() ? ', with the contact below, as written' : ', naming the contact person and website listed, if any'}.`,
    );
  } else {
    lines.push(
      "Write a feature article of 800 to 1200 words for the company's blog, in the company's voice: the title from the news headline or the strongest highlight; an opening paragraph; a section on the company's recent developments from the highlights and the news;",
      req.quote ? 'the quote below, word for word, attributed to its speaker;' : 'no quote;',
      `context on its industry; how the company reports to shareholders; a short "## Risks" section; "## About ${req.companyName}"${req.boilerplate?.trim() ? ' with the boilerplate below, as written' : ''}; and the contact headed **Media and investor contact**.`,
    );
  }
  lines.push(`Tone: ${TONE_GUIDANCE[toneKey(req.tone)]}`);
  if (req.title?.trim()) lines.push(`Title: ${req.title.trim()}`);
  lines.push(`Release date: ${req.date?.trim().slice(0, 10) || new Date().toISOString().slice(0, 10)}`);

  lines.push('', 'Facts you may use (and no others):');
  lines.push(`- Company: ${req.companyName}`);
  lines.push(`- Ticker: ${req.ticker}`);
  if (req.exchange) lines.push(`- Exchange: ${req.exchange}`);
  lines.push(`- Sector: ${req.sector}`);
  if (req.industry) lines.push(`- Industry: ${req.industry}`);
  if (place) lines.push(`- Head office: ${place}`);
  if (req.website) lines.push(`- Website: ${req.website}`);
  if (req.contactName?.trim()) lines.push(`- Contact person: ${req.contactName.trim()}`);
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
  if (req.quote?.text.trim()) {
    const title = req.quote.speakerTitle?.trim();
    lines.push('', `Quote (word for word) from ${req.quote.speakerName.trim()}${title ? `, ${title}` : ''}: ${req.quote.text.trim()}`);
  }
  if (req.boilerplate?.trim()) lines.push('', `About ${req.companyName} (boilerplate, as written): ${req.boilerplate.trim()}`);
  if (req.mediaContact?.trim()) lines.push('', `Media and investor contact (as written):\n${req.mediaContact.trim()}`);

  if (isRelease) {
    lines.push(
      '',
      req.includeFinancials
        ? 'Include financial context, using only the figures listed above; if none are listed, leave financial figures out.'
        : 'Do not include financial figures.',
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
