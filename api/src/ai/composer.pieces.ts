// What the feature and the release share: the cleaned input, the headline, the quote, "About" and the contact.
import type { ContentFact, ContentQuote, ContentRequest } from './content-model';
import type { PhraseContext } from './composer.phrases';
import { capitalize, oneLine, sectorPhrase, stripEnd } from './composer.text';
import type { ToneKey } from './content-tone';

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
  /** "SEATTLE, WA", or empty when the head office's city is unknown. */
  place: string;
  boilerplate?: string;
  mediaContact?: string[];
}

/** The headline: the issuer's own title, else the news headline, else the strongest highlight. */
export function headline(input: ComposerInput): string {
  const own = oneLine(input.req.title ?? '');
  if (own) return own;
  if (input.news && !input.news.isUrl) return input.news.text;
  const strongest = strongestHighlight(input);
  if (strongest) return `${input.ctx.co}: ${capitalize(stripEnd(strongest))}`;
  return `${input.ctx.co} (${input.ctx.tickerLabel}) Business Update`;
}

/** The highlight the piece leads with: the first that carries a figure, else the first given. */
export function strongestHighlight(input: ComposerInput): string | undefined {
  return input.highlights.find((line) => /\d/.test(line)) ?? input.highlights[0];
}

/** `"Text," said Name, Title of Company.` — the issuer's own words, only when it gave them. */
export function quoteParagraph(input: ComposerInput): string | undefined {
  const { quote, ctx } = input;
  if (!quote) return undefined;
  const who = quote.speakerTitle ? `${quote.speakerName}, ${quote.speakerTitle} of ${ctx.co}` : quote.speakerName;
  const words = quote.text.replace(/\.$/, ',');
  return `“${words}” said ${who}.`;
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
