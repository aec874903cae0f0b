export { ContentModelError, type ContentModelErrorCode } from './content-model.error';

export type ContentKind = 'article' | 'press-release';

/** Campaign form tones (`deep dive`, `analytical`, `educational`) and generator tones (`factual`, `deep-dive`). */
export type ContentTone = 'bullish' | 'neutral' | 'deep dive' | 'analytical' | 'educational' | 'factual' | 'deep-dive';

export const CONTENT_TONES: readonly ContentTone[] = [
  'bullish',
  'neutral',
  'deep dive',
  'analytical',
  'educational',
  'factual',
  'deep-dive',
];

/** A fact the product holds about the company, with where it came from. */
export interface ContentFact {
  label: string;
  value: string;
  source: string;
}

/** A quote the issuer gave, and who said it. */
export interface ContentQuote {
  text: string;
  speakerName: string;
  speakerTitle?: string;
}

/** The feature's brief beyond the highlights: each the issuer's own facts, one per line or sentence. */
export interface ContentBrief {
  background?: string;
  products?: string;
  customers?: string;
  strategy?: string;
  milestones?: string;
  outlook?: string;
}

export const BRIEF_FIELDS = [
  'background',
  'products',
  'customers',
  'strategy',
  'milestones',
  'outlook',
] as const satisfies readonly (keyof ContentBrief)[];

export interface HeadOffice {
  city: string;
  /** State, province or region, e.g. "WA". */
  region?: string;
  country?: string;
}

export interface ContentRequest {
  kind: ContentKind;
  companyName: string;
  ticker: string;
  exchange?: string;
  sector: string;
  industry?: string;
  tone: ContentTone;
  title?: string;
  /** Key business highlights, one per line as entered. */
  highlights: string[];
  keyMessages?: string[];
  /** Recent press release or news: a headline or a URL. */
  recentNews?: string;
  website?: string;
  /** The issuer's contact person (from KYC): the release's contact when the profile names no media contact. */
  contactName?: string;
  /** The issuer's own quote; the composer writes a quote only when one is given, never a placeholder. */
  quote?: ContentQuote;
  /** Where the company's head office is: the dateline's place. */
  headOffice?: HeadOffice;
  /** The organization profile's "About" paragraph, used as the release's boilerplate as written. */
  boilerplate?: string;
  /** The organization profile's media / investor-relations contact, as written (several lines allowed). */
  mediaContact?: string;
  includeFinancials?: boolean;
  /** The feature's brief: background, products, customers, strategy, milestones, outlook. */
  brief?: ContentBrief;
  customContext?: string;
  /** Facts the product holds, e.g. market cap as of a date, exchange, earlier headlines. */
  facts?: ContentFact[];
  /** Release date for a press release's dateline (ISO 8601); today when absent. */
  date?: string;
  /** Regenerate passes a new seed to get a different structure and wording. */
  variationSeed?: string;
}

export interface GeneratedContent {
  title: string;
  /** Markdown without the title line and without disclosures (the articles service appends those). */
  body: string;
  /** 'composer' (the built-in composer) or the provider's model id. */
  model: string;
  /** Words in the body, counted the ordinary way. */
  wordCount: number;
}

export interface GenerateOptions {
  signal?: AbortSignal;
  /** Receives the markdown as it is written; the chunks concatenate to `# <title>\n\n<body>` (raw model text for openai). */
  onDelta?: (text: string) => void;
  /** openai only: false asks for one plain answer instead of a stream. Default true. */
  stream?: boolean;
}

export interface ContentModel {
  readonly name: string;
  generate(req: ContentRequest, opts?: GenerateOptions): Promise<GeneratedContent>;
}
