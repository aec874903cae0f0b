// What the feature and the release share: the cleaned input, the headline, the quote, "About" and the contact.
import type { ContentBrief, ContentFact, ContentQuote, ContentRequest } from './content-model';
import type { PhraseContext } from './composer.phrases';
import { lineShape } from './composer.grammar';
import { capitalize, lowerFirst, oneLine, sectorPhrase, stripEnd } from './composer.text';
import type { ToneKey } from './content-tone';

export interface ComposedText {
  title: string;
  body: string;
  /** The body's paragraphs, lists and headings in order: the streaming chunks. */
  blocks: string[];
}

export interface ComposerInput {
  req: ContentRequest;
  ctx: PhraseContext;
  tone: ToneKey;
  /** Highlights and key messages, in the order the issuer gave them. */
  highlights: string[];
  news?: { text: string; isUrl: boolean };
  website?: string;
  customContext?: string;
  facts: ContentFact[];
  quote?: ContentQuote;
  /** The feature's brief, each field as lines of facts. */
  brief: Record<keyof ContentBrief, string[]>;
  boilerplate?: string;
  mediaContact?: string[];
}

const SUFFIX =
  /,?\s+(?:Corporation|Corp\.?|Incorporated|Inc\.?|Limited|Ltd\.?|PLC|plc|Co\.|Company|Holdings|N\.V\.|S\.A\.|AG|SE|LLC|L\.P\.)$/;

/** "NVIDIA Corporation" → "NVIDIA", "Apple Inc." → "Apple": the name a release uses after its first mention. */
export function shortName(company: string): string {
  // A note after the name is no part of it: "Demo Issuer Holdings Inc. (fictional)", "Alphabet Inc. (Class A)".
  let name = company.trim().replace(/\s*\([^()]*\)$/, '');
  for (let i = 0; i < 2 && SUFFIX.test(name); i++) name = name.replace(SUFFIX, '').trim();
  return name || company.trim();
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'up', 'vs', 'with']);

/** Headline case: every word capitalised but the short ones, each part of a compound too ("Third-Quarter"); acronyms and figures as written. */
function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : word.split('-').map(capitalize).join('-')))
    .join(' ');
}

const HEADLINE_WORDS = 15;

/** The highlight's main clause, cut at a clause break when it is long: "… $57.0 billion, up 22% …" keeps "… $57.0 billion". */
function mainClause(line: string, maxWords: number): string {
  const text = stripEnd(line);
  if (text.split(' ').length <= maxWords) return text;
  const clause = stripEnd(text.split(/[,;:(—–]|\s-\s/)[0]);
  const words = clause.split(' ');
  if (words.length <= maxWords) return clause;
  // Never end on a small word ("… revenue of").
  let cut = words.slice(0, maxWords);
  while (cut.length > 3 && SMALL_WORDS.has(cut[cut.length - 1].toLowerCase())) cut = cut.slice(0, -1);
  return cut.join(' ');
}

/**
 * The headline: the issuer's own title when it gave one, else written from the strongest highlight with
 * the company's short name and a verb ("NVIDIA Reports Record Quarterly Revenue of $57.0 Billion"), at most
 * about 15 words. The news field is context, never the headline.
 */
export function headline(input: ComposerInput): string {
  const own = oneLine(input.req.title ?? '');
  if (own) return own;
  const short = shortName(input.ctx.co);
  const strongest = strongestHighlight(input);
  if (!strongest) return `${short} Provides Business Update`;
  const text = stripEnd(strongest.replace(/^we\s+/i, '').replace(/^our\s+/i, ''));
  const shape = lineShape(text);
  const budget = HEADLINE_WORDS - short.split(' ').length - 1;
  if (shape === 'opens-with-verb') return titleCase(`${short} ${mainClause(text, budget + 1)}`);
  if (shape === 'sentence' && text.includes(short)) return titleCase(mainClause(text, HEADLINE_WORDS));
  return titleCase(`${short} Reports ${mainClause(text, budget)}`);
}

/** The sub-headline: the next two highlights as phrases ("Data Center revenue of $51.2 billion; …"); none with fewer. */
export function subHeadline(input: ComposerInput): string | undefined {
  const first = strongestHighlight(input);
  const others = input.highlights.filter((line) => line !== first);
  if (others.length < 2) return undefined;
  return capitalize(
    others
      .slice(0, 2)
      .map((line) => mainClause(line.replace(/^(?:we|our)\s+/i, ''), 12))
      // Inside the line a verb that opens a phrase is lower case ("…; signed a five-year agreement"), a name is not.
      .map((phrase, i) => (i > 0 && lineShape(phrase) === 'opens-with-verb' ? lowerFirst(phrase) : phrase))
      .join('; '),
  );
}

/** The highlight the piece leads with: the first that carries a figure, else the first given. */
export function strongestHighlight(input: ComposerInput): string | undefined {
  return input.highlights.find((line) => /\d/.test(line)) ?? input.highlights[0];
}

/** The speaker as given, with the company only when the title does not already name it ("founder and CEO of NVIDIA"). */
function speaker(input: ComposerInput, quote: ContentQuote): string {
  const title = quote.speakerTitle;
  if (!title) return quote.speakerName;
  const names = [input.ctx.co, shortName(input.ctx.co)].map((n) => n.toLowerCase());
  const named = names.some((n) => title.toLowerCase().includes(n)) || /\b(?:of|at)\s+[A-Z]/.test(title);
  return `${quote.speakerName}, ${title}${named ? '' : ` of ${shortName(input.ctx.co)}`}`;
}

/** `"Text," said Name, Title.` — the issuer's own words as given, attributed once; only when it gave them. */
export function quoteParagraph(input: ComposerInput): string | undefined {
  const { quote } = input;
  if (!quote) return undefined;
  const words = quote.text.replace(/\.$/, ',');
  return `“${words}” said ${speaker(input, quote)}.`;
}

/** "About <company>": the profile's boilerplate as written, else a paragraph built from the listing. */
export function aboutParagraph(input: ComposerInput): string {
  if (input.boilerplate) return input.boilerplate;
  const { ctx, req } = input;
  const industry = oneLine(req.industry ?? '');
  const parts = [
    `${ctx.co} is a company in ${ctx.sector}${industry ? `, in the ${sectorPhrase(industry)} industry` : ''}. Its shares trade under the ticker ${ctx.ticker}${ctx.exchange ? ` on ${ctx.exchange}` : ''}.`,
  ];
  if (input.website) parts.push(`More information is available at ${input.website}.`);
  return parts.join(' ');
}

/** The contact block: the profile's media / IR contact, else the KYC contact person and the website. */
export function contactBlock(input: ComposerInput): string {
  const lines = input.mediaContact ?? [
    `${oneLine(input.req.contactName ?? '') || 'Investor relations'}, ${input.ctx.co}`,
    ...(input.website ? [input.website] : []),
  ];
  return `**Media and investor contact**\n\n${lines.join('  \n')}`;
}

export function factLine(fact: ContentFact): string {
  return `- **${fact.label}:** ${fact.value}${fact.source ? ` (source: ${fact.source})` : ''}`;
}
