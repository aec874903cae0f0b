import type { ContentFact, ContentModel, ContentRequest, GeneratedContent, GenerateOptions } from './content-model';
import { ContentModelError } from './content-model.error';
import { countWords } from './content-text.utils';
import {
  CLOSINGS,
  CONCEPTS,
  CUSTOM_CONTEXT_LEADS,
  FACT_LEADS,
  FILINGS,
  HIGHLIGHT_CONNECTIVES,
  HIGHLIGHT_LEADS,
  HIGHLIGHT_PROSE_LEADS,
  HIGHLIGHT_TESTS,
  INTROS,
  MEASURES,
  NEWS_FOLLOW_UP,
  NEWS_HEADLINE,
  NEWS_URL,
  NO_HIGHLIGHTS,
  PR_CONSIDERATIONS,
  PR_FINANCIAL_NO_FACTS,
  PR_FURTHER_INFORMATION,
  PR_SECTOR_LEAD,
  PR_MESSAGE_CONNECTIVES,
  PR_NO_MESSAGES,
  PR_OPENINGS,
  QUESTIONS,
  QUOTE_LEADS,
  RISK_LEADS,
  RISKS,
  SECTOR_LEADS,
  TITLES,
  WEBSITE,
  type PhraseContext,
} from './composer.phrases';
import { toneKey, type ToneKey } from './content-tone';
import { GENERAL_SECTOR_PROFILE, sectorProfile } from './composer.sectors';

export const COMPOSER_MODEL_NAME = 'composer';

const ARTICLE_MIN_WORDS = 800;
const ARTICLE_MAX_WORDS = 1200;
const RELEASE_MIN_WORDS = 300;
const RELEASE_MAX_WORDS = 700;

// Caps on user-supplied text so that long inputs cannot push an article past its word range.
const ARTICLE_CAPS = { highlights: 320, highlightLine: 90, news: 60, custom: 120, facts: 10 };
const RELEASE_CAPS = { messages: 300, messageLine: 90, news: 40, custom: 90, facts: 8 };

const FINANCIAL_LABEL =
  /market\s*cap|revenue|sales|price|earnings|income|profit|loss|cash|ebitda|shares|debt|assets|valuation|volume|dividend|margin/i;

export interface ComposedText {
  title: string;
  body: string;
  /** The body's paragraphs, lists and headings in order: the streaming chunks. */
  blocks: string[];
}

/** The offline content model: deterministic templates over the campaign's own facts. */
export class ComposerContentModel implements ContentModel {
  readonly name = COMPOSER_MODEL_NAME;

  async generate(req: ContentRequest, opts: GenerateOptions = {}): Promise<GeneratedContent> {
    const { signal, onDelta } = opts;
    throwIfAborted(signal);
    const composed = compose(req);
    if (onDelta) {
      // Same streaming path as the provider: title line first, then block by block.
      onDelta(`# ${composed.title}\n\n`);
      composed.blocks.forEach((block, index) => {
        throwIfAborted(signal);
        onDelta(index === 0 ? block : `\n\n${block}`);
      });
    }
    throwIfAborted(signal);
    return { title: composed.title, body: composed.body, model: COMPOSER_MODEL_NAME, wordCount: countWords(composed.body) };
  }
}

/** Builds the title and markdown body for a request; pure and synchronous. */
export function compose(req: ContentRequest): ComposedText {
  const rng = createRng(`${req.variationSeed ?? ''}\u0000${stableStringify(req)}`);
  const input = normalize(req, req.kind === 'article' ? ARTICLE_CAPS : RELEASE_CAPS);
  return req.kind === 'press-release' ? composeRelease(input, rng) : composeArticle(input, rng);
}

// ---------------------------------------------------------------------------------------------
// Input

interface Input {
  req: ContentRequest;
  ctx: PhraseContext;
  tone: ToneKey;
  highlights: string[];
  highlightsOmitted: boolean;
  keyMessages: string[];
  news?: { text: string; isUrl: boolean };
  website?: string;
  customContext?: string;
  facts: ContentFact[];
  spokesperson: string;
}

function normalize(req: ContentRequest, caps: { news: number; custom: number; facts: number }): Input {
  const co = oneLine(req.companyName) || oneLine(req.ticker);
  const ticker = oneLine(req.ticker).toUpperCase();
  const exchange = oneLine(req.exchange ?? '') || undefined;
  const sectorText = oneLine(req.sector).replace(/\s+sector$/i, '');
  const profile = sectorProfile(sectorText, req.industry);
  const ctx: PhraseContext = {
    co,
    ticker,
    tickerLabel: exchange ? `${exchange}: ${ticker}` : ticker,
    exchange,
    sector: sectorText ? `${sectorPhrase(sectorText)}` : 'its industry',
    profile,
  };
  const isArticle = req.kind === 'article';
  const highlightCap = isArticle ? ARTICLE_CAPS.highlights : RELEASE_CAPS.messages;
  const lineCap = isArticle ? ARTICLE_CAPS.highlightLine : RELEASE_CAPS.messageLine;
  const allHighlights = cleanLines(req.highlights ?? []).map((line) => truncateWords(line, lineCap));
  const highlights = takeWithinBudget(allHighlights, highlightCap);
  const keyMessages = takeWithinBudget(
    cleanLines(req.keyMessages ?? []).map((line) => truncateWords(line, lineCap)),
    highlightCap,
  );
  const newsText = oneLine(req.recentNews ?? '');
  const news = newsText
    ? /^https?:\/\/\S+$/i.test(newsText)
      ? { text: newsText, isUrl: true }
      : { text: sentence(truncateWords(stripMarkdown(newsText), caps.news)), isUrl: false }
    : undefined;
  const custom = oneLine(stripMarkdown(req.customContext ?? ''));
  const facts = (req.facts ?? [])
    .map((fact) => ({ label: oneLine(fact.label), value: oneLine(fact.value), source: oneLine(fact.source) }))
    .filter((fact) => fact.label && fact.value)
    .slice(0, caps.facts);
  return {
    req,
    ctx,
    tone: toneKey(req.tone),
    highlights,
    highlightsOmitted: highlights.length < allHighlights.length,
    keyMessages,
    news,
    website: oneLine(req.website ?? '') || undefined,
    customContext: custom ? sentence(truncateWords(custom, caps.custom)) : undefined,
    facts,
    spokesperson: oneLine(req.contactName ?? '') || 'a company spokesperson',
  };
}

// ---------------------------------------------------------------------------------------------
// Article

interface Section {
  heading?: string;
  core: string[];
  extras: string[];
  added: string[];
}

function section(heading: string | undefined, core: string[], extras: string[] = []): Section {
  return { heading, core, extras, added: [] };
}

function composeArticle(input: Input, rng: Rng): ComposedText {
  const { ctx, tone } = input;
  const title = oneLine(input.req.title ?? '') || rng.pick(TITLES[tone])(ctx);
  const sections = articleSections(input, rng);
  fillToTarget(sections, rng.int(ARTICLE_MIN_WORDS + 30, ARTICLE_MIN_WORDS + 260), ARTICLE_MAX_WORDS - 15, rng);
  const blocks = sections.flatMap(sectionBlocks).map((block) => tidy(block, ctx.co));
  return { title, body: blocks.join('\n\n'), blocks };
}

function articleSections(input: Input, rng: Rng): Section[] {
  const { ctx, tone } = input;
  const highlights = highlightsSection(input, rng);
  const news = newsSection(input, rng);
  const facts = factsSection(input, rng);
  const sector = sectorSection(input, rng);
  const review = reviewSection(input, rng);
  const custom = customSection(input, rng);
  const risks = risksSection(input, rng);
  const closing = closingSection(input, rng);
  const intro = section(undefined, [rng.pick(INTROS[tone])(ctx)]);

  switch (tone) {
    case 'bullish': {
      highlights.heading = rng.pick([
        `Why ${ctx.co} is worth a closer look`,
        'The case the company makes',
        'What the company is highlighting',
      ]);
      if (news) news.heading = rng.pick(['Recent developments', 'What the company has announced']);
      sector.heading = rng.pick([`Where ${ctx.co} fits`, 'The sector backdrop', `Why ${ctx.sector} matters here`]);
      review.heading = rng.pick(['What investors can check', 'Doing the homework']);
      closing.heading = rng.pick(['The bottom line', 'Closing thoughts']);
      const middle = rng.shuffle(compact([sector, facts, review]));
      return compact([intro, highlights, news, custom, ...middle, risks, closing]);
    }
    case 'factual': {
      const profile = section('Company profile', [profileList(input)]);
      highlights.heading = rng.pick(['Reported highlights', 'Highlights as provided by the company']);
      if (news) news.heading = 'Recent news';
      sector.heading = rng.pick(['Sector context', 'Industry context']);
      review.heading = rng.pick(['Primary sources', 'Where to find the filings']);
      closing.heading = 'Summary';
      return compact([intro, profile, highlights, news, facts, custom, ...rng.shuffle([sector, review]), risks, closing]);
    }
    case 'deepdive': {
      intro.heading = rng.pick(['Business overview', 'The business at a glance']);
      highlights.heading = rng.pick(['What the company reports', 'The company in its own words']);
      if (news) news.heading = 'Recent developments';
      sector.heading = rng.pick(['Industry context', `The ${ctx.sector} landscape`]);
      review.heading = rng.pick(['How to analyse the business', 'Reading the primary documents']);
      const considerations = questionsSection(input, rng, rng.pick(['Considerations', 'Questions worth asking']));
      closing.heading = rng.pick(['Conclusion', 'Putting it together']);
      return compact([intro, highlights, news, facts, custom, sector, ...rng.shuffle([review, considerations]), risks, closing]);
    }
    case 'analytical': {
      intro.heading = 'Summary';
      highlights.heading = rng.pick(["The company's claims", 'What the company reports']);
      if (news) news.heading = 'Recent disclosures';
      sector.heading = rng.pick(['Industry dynamics', 'Sector drivers']);
      review.heading = rng.pick(['Evidence and sources', 'Where the evidence sits']);
      const questions = questionsSection(input, rng, rng.pick(['Key questions for analysis', 'Considerations']));
      closing.heading = 'Conclusion';
      return compact([intro, highlights, ...rng.shuffle(compact([news, facts])), custom, review, sector, questions, risks, closing]);
    }
    case 'educational': {
      const stepped = rng.chance(0.5);
      intro.heading = rng.pick(['What this article covers', 'About this guide']);
      const concepts = rng.shuffle([CONCEPTS[1], CONCEPTS[3], CONCEPTS[4], CONCEPTS[5]]).map((phrase) => phrase(ctx));
      const basics = section(stepped ? 'Step one: the ticker and the exchange' : 'What a ticker tells you', [CONCEPTS[0](ctx)]);
      highlights.heading = stepped ? 'Step two: what the company says about itself' : "Reading the company's highlights";
      highlights.extras.push(CONCEPTS[2](ctx));
      sector.heading = stepped ? 'Step three: understanding the sector' : `How ${ctx.sector} works`;
      review.heading = stepped ? 'Step four: where the official information lives' : 'Where the official information lives';
      const terms = section(rng.pick(['A few more terms', 'Concepts worth knowing']), [concepts[0]], concepts.slice(1));
      closing.heading = 'Key takeaways';
      return compact([intro, basics, highlights, news, facts, custom, sector, review, terms, risks, closing]);
    }
    default: {
      intro.heading = rng.pick(['Overview', undefined]);
      highlights.heading = rng.pick(['Business highlights', 'What the company highlights']);
      if (news) news.heading = 'Recent news';
      sector.heading = rng.pick(['Sector context', 'The industry backdrop']);
      review.heading = rng.pick(['What to review', 'Where to look for detail']);
      closing.heading = rng.pick(['Summary', 'In brief']);
      return compact([intro, highlights, news, custom, ...rng.shuffle(compact([sector, facts, review])), risks, closing]);
    }
  }
}

function highlightsSection(input: Input, rng: Rng): Section {
  const { ctx, tone, highlights } = input;
  const core: string[] = [];
  if (highlights.length === 0) {
    core.push(rng.pick(NO_HIGHLIGHTS)(ctx));
  } else if (tone === 'deepdive' || tone === 'analytical') {
    core.push(rng.pick(HIGHLIGHT_LEADS[tone])(ctx));
    const tests = rng.shuffle([...HIGHLIGHT_TESTS]);
    highlights.forEach((line, index) => core.push(`${sentence(line)} ${tests[index % tests.length](ctx)}`));
  } else if (rng.chance(0.5)) {
    core.push(`${rng.pick(HIGHLIGHT_LEADS[tone])(ctx)}\n\n${highlights.map((line) => `- ${line}`).join('\n')}`);
  } else {
    core.push(rng.pick(HIGHLIGHT_PROSE_LEADS)(ctx));
    const [first, ...others] = HIGHLIGHT_CONNECTIVES;
    const connectives = [first, ...rng.shuffle(others)];
    highlights.forEach((line, index) => core.push(`${connectives[index % connectives.length]} ${sentence(line)}`));
  }
  if (input.highlightsOmitted)
    core.push("The campaign lists further highlights that are not repeated here; the company's materials contain the full list.");
  if (input.req.includeCEOQuote) core.push(`${rng.pick(QUOTE_LEADS)(ctx)}\n\n${quotePlaceholder(input)}`);
  return section(undefined, core);
}

function newsSection(input: Input, rng: Rng): Section | undefined {
  if (!input.news) return undefined;
  const { ctx, news } = input;
  const text = news.isUrl ? rng.pick(NEWS_URL)(ctx, news.text) : rng.pick(NEWS_HEADLINE)(ctx, news.text);
  return section(undefined, [text], rng.shuffle(NEWS_FOLLOW_UP.map((phrase) => phrase(ctx))));
}

function factsSection(input: Input, rng: Rng): Section | undefined {
  if (input.facts.length === 0) return undefined;
  const lines = input.facts.map(factLine).join('\n');
  return section(rng.pick(['Facts on record', 'Key facts', 'The facts on file']), [`${rng.pick(FACT_LEADS)(input.ctx)}\n\n${lines}`]);
}

function sectorSection(input: Input, rng: Rng): Section {
  const { ctx } = input;
  const [first, ...rest] = ctx.profile.considerations;
  const extras = rng.shuffle([...rest, rng.pick(MEASURES)(ctx)]);
  if (ctx.profile !== GENERAL_SECTOR_PROFILE) extras.push(...GENERAL_SECTOR_PROFILE.considerations);
  return section(undefined, [`${rng.pick(SECTOR_LEADS)(ctx)} ${first}`], extras);
}

function reviewSection(input: Input, rng: Rng): Section {
  const { ctx, tone } = input;
  const filings = rng.shuffle(FILINGS.map((phrase) => phrase(ctx)));
  const [first, ...rest] = filings;
  const extras = [...rest];
  if (!input.news) extras.push(...NEWS_FOLLOW_UP.slice(1).map((phrase) => phrase(ctx)));
  if (tone !== 'deepdive' && tone !== 'analytical') extras.push(...rng.shuffle(QUESTIONS.map((phrase) => phrase(ctx))));
  if (tone !== 'educational') extras.push(...rng.shuffle(CONCEPTS.slice(1).map((phrase) => phrase(ctx))));
  return section(undefined, [first], rng.shuffle(extras));
}

function questionsSection(input: Input, rng: Rng, heading: string): Section {
  const questions = rng.shuffle(QUESTIONS.map((phrase) => phrase(input.ctx)));
  return section(heading, questions.slice(0, 2), questions.slice(2));
}

function customSection(input: Input, rng: Rng): Section | undefined {
  if (!input.customContext) return undefined;
  return section(rng.pick(['Additional context', 'Background from the company']), [
    `${rng.pick(CUSTOM_CONTEXT_LEADS)(input.ctx)} ${input.customContext}`,
  ]);
}

function risksSection(input: Input, rng: Rng): Section {
  const { ctx } = input;
  const risks = rng.shuffle(RISKS.map((phrase) => phrase(ctx)));
  // The last lead refers back to the company's case, which exists only when it gave highlights.
  const leads = input.highlights.length > 0 ? RISK_LEADS : RISK_LEADS.slice(0, -1);
  const core = [`${rng.pick(leads)(ctx)} ${risks[0]}`, risks[1], ...ctx.profile.risks];
  return section('Risks and considerations', core, risks.slice(2));
}

function closingSection(input: Input, rng: Rng): Section {
  const { ctx, tone } = input;
  const core = [rng.pick(CLOSINGS[tone])(ctx)];
  if (input.website) core.push(rng.pick(WEBSITE)(ctx, input.website));
  return section(undefined, core);
}

function profileList(input: Input): string {
  const { ctx, req } = input;
  const rows = [
    `- **Company:** ${ctx.co}`,
    `- **Ticker:** ${ctx.ticker}`,
    ctx.exchange ? `- **Exchange:** ${ctx.exchange}` : undefined,
    oneLine(req.sector) ? `- **Sector:** ${oneLine(req.sector)}` : undefined,
    oneLine(req.industry ?? '') ? `- **Industry:** ${oneLine(req.industry ?? '')}` : undefined,
    input.website ? `- **Website:** ${input.website}` : undefined,
  ];
  return rows.filter((row): row is string => row !== undefined).join('\n');
}

/** Adds optional paragraphs round-robin across sections until the body reaches the target length. */
function fillToTarget(sections: Section[], target: number, max: number, rng: Rng): void {
  let words = sections.reduce((sum, s) => sum + countWords(sectionBlocks(s).join('\n\n')), 0);
  const order = rng.shuffle(sections.filter((s) => s.extras.length > 0));
  let progressed = true;
  while (words < target && progressed) {
    progressed = false;
    for (const s of order) {
      if (words >= target) break;
      const next = s.extras[0];
      if (next === undefined) continue;
      const size = countWords(next);
      s.extras.shift();
      if (words + size > max) continue;
      s.added.push(next);
      words += size;
      progressed = true;
    }
  }
}

function sectionBlocks(s: Section): string[] {
  const blocks = [...s.core, ...s.added];
  if (blocks.length === 0) return [];
  return s.heading ? [`## ${s.heading}`, ...blocks] : blocks;
}

// ---------------------------------------------------------------------------------------------
// Press release

function composeRelease(input: Input, rng: Rng): ComposedText {
  const { ctx, req } = input;
  const tone = input.tone === 'analytical' || input.tone === 'educational' ? 'deepdive' : input.tone;
  const title =
    oneLine(req.title ?? '') || rng.pick([`${ctx.co} Provides an Update to Shareholders`, `${ctx.co} Issues a Corporate Update`]);
  const financialFacts = input.facts.filter((fact) => FINANCIAL_LABEL.test(fact.label));
  const otherFacts = input.facts.filter((fact) => !FINANCIAL_LABEL.test(fact.label));

  const lead = section(undefined, [`**${ctx.co}**, ${formatDate(req.date)} — ${rng.pick(PR_OPENINGS[tone])(ctx)}`]);
  const messages = input.keyMessages.length > 0 ? input.keyMessages : input.highlights;
  const body = section(undefined, []);
  if (messages.length === 0) {
    body.core.push(rng.pick(PR_NO_MESSAGES)(ctx));
  } else if (rng.chance(0.4)) {
    body.core.push(`${PR_MESSAGE_CONNECTIVES[0]}\n\n${messages.map((line) => `- ${line}`).join('\n')}`);
  } else {
    const [first, ...others] = PR_MESSAGE_CONNECTIVES;
    const connectives = [first, ...rng.shuffle(others)];
    messages.forEach((line, index) => body.core.push(`${connectives[index % connectives.length]} ${sentence(line)}`));
  }
  if (input.customContext) body.core.push(input.customContext);
  if (input.news) {
    body.core.push(
      input.news.isUrl
        ? `Related news from ${ctx.co} is available at ${input.news.text}.`
        : `Related news from ${ctx.co}: ${input.news.text}`,
    );
  }
  if (req.includeFinancials) {
    body.core.push(
      financialFacts.length > 0
        ? `Financial context, as on record: ${financialFacts.map((fact) => `${fact.label}: ${fact.value} (source: ${fact.source})`).join('; ')}. ${PR_FINANCIAL_NO_FACTS[0](ctx)}`
        : PR_FINANCIAL_NO_FACTS[0](ctx),
    );
  }
  if (req.includeCEOQuote) body.core.push(quotePlaceholder(input));
  body.extras.push(...rng.shuffle(PR_FURTHER_INFORMATION.map((phrase) => phrase(ctx))));

  // Sector background is fact-free context; deep-dive releases always carry some, others when room is left.
  const [firstConsideration, ...moreConsiderations] = ctx.profile.considerations;
  const background = section(rng.pick(['Industry background', 'About the sector']), [], [...moreConsiderations, rng.pick(MEASURES)(ctx)]);
  if (tone === 'deepdive') background.core.push(`${PR_SECTOR_LEAD(ctx)} ${rng.pick(SECTOR_LEADS)(ctx)} ${firstConsideration}`);
  else background.extras.unshift(firstConsideration);

  const considerations = section(undefined, [rng.pick(PR_CONSIDERATIONS)(ctx)]);
  const about = section(`About ${ctx.co}`, [aboutParagraph(input, otherFacts)]);
  const contact = section(undefined, [
    `**Investor contact:** ${oneLine(req.contactName ?? '') || 'Investor relations'}, [contact details to be supplied by the issuer]${input.website ? `\n\n**Website:** ${input.website}` : ''}`,
    `Source: ${ctx.co}`,
  ]);

  const sections = [lead, body, considerations, background, about, contact];
  fillToTarget(sections, rng.int(RELEASE_MIN_WORDS + 40, RELEASE_MIN_WORDS + 200), RELEASE_MAX_WORDS - 10, rng);
  const blocks = sections.flatMap(sectionBlocks).map((block) => tidy(block, ctx.co));
  return { title, body: blocks.join('\n\n'), blocks };
}

function aboutParagraph(input: Input, facts: ContentFact[]): string {
  const { ctx, req } = input;
  const industry = oneLine(req.industry ?? '');
  const parts = [
    `${ctx.co} is a company in ${ctx.sector}${industry ? `, in the ${sectorPhrase(industry)} industry` : ''}. Its shares trade under the ticker ${ctx.ticker}${ctx.exchange ? ` on ${ctx.exchange}` : ''}.`,
  ];
  if (facts.length > 0) parts.push(`${facts.map((fact) => `${fact.label}: ${fact.value} (source: ${fact.source})`).join('; ')}.`);
  if (input.website) parts.push(`More information is available at ${input.website}.`);
  else parts.push(`More information is available in the company's regulatory filings.`);
  return parts.join(' ');
}

// ---------------------------------------------------------------------------------------------
// Shared pieces

function quotePlaceholder(input: Input): string {
  return `[Quote from ${input.spokesperson} to be supplied by the issuer]`;
}

function factLine(fact: ContentFact): string {
  return `- **${fact.label}:** ${fact.value}${fact.source ? ` (source: ${fact.source})` : ''}`;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function formatDate(iso: string | undefined): string {
  const parsed = iso ? new Date(iso) : new Date();
  const date = Number.isNaN(parsed.getTime()) ? new Date() : parsed;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Real Estate" reads as "real estate" mid-sentence; acronyms and brand-like words keep their case. */
function sectorPhrase(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => (/^[A-Z][a-z]+[,.]?$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

function cleanLines(lines: readonly string[]): string[] {
  return lines
    .flatMap((line) => line.split(/\r?\n/))
    .map((line) => oneLine(stripMarkdown(line.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, ''))))
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
}

function stripMarkdown(text: string): string {
  return text.replace(/^\s*#+\s*/gm, '');
}

/** Names ending in a full stop or an s: "Acme Inc.." reads "Acme Inc." and "Holdings's" reads "Holdings'". */
function tidy(block: string, company: string): string {
  const text = block.replace(/(?<!\.)\.\.(?!\.)/g, '.');
  return /s$/i.test(company) ? text.split(`${company}'s`).join(`${company}'`) : text;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function sentence(text: string): string {
  return /[.!?…)\]"']$/.test(text) ? text : `${text}.`;
}

function truncateWords(text: string, max: number): string {
  const words = text.split(' ');
  return words.length <= max ? text : `${words.slice(0, max).join(' ')}…`;
}

function takeWithinBudget(lines: string[], budget: number): string[] {
  const taken: string[] = [];
  let used = 0;
  for (const line of lines) {
    const size = countWords(line);
    if (used + size > budget) break;
    taken.push(line);
    used += size;
  }
  return taken;
}

function compact<T>(items: (T | undefined)[]): T[] {
  return items.filter((item): item is T => item !== undefined);
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw new ContentModelError('aborted');
}

function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

// ---------------------------------------------------------------------------------------------
// Seeded randomness: the same request and seed always give the same article.

interface Rng {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  shuffle<T>(items: readonly T[]): T[];
}

function createRng(seedText: string): Rng {
  let state = hash32(seedText);
  const next = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)],
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = Math.floor(next() * (i + 1));
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
  };
}

function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
