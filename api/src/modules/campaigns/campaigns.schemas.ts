// The campaign form's rules (spec section 5), shared by the REST routes, the GraphQL resolver and the web
// form. Imports only zod, so the browser bundle can use it. Missing values say "Required" (the spec's
// default, set globally by api/src/lib/zod.ts on the server; the web app sets the same).
import { z } from 'zod';

/**
 * The one list of campaign sectors (API validation, GraphQL's enum, the web form): spec section 3's five, then
 * every other sector the bundled market data uses, so each listed company has its own. The labels are what the form shows.
 */
export const SECTORS = [
  'technology',
  'healthcare',
  'financial',
  'energy',
  'consumer',
  'materials',
  'industrials',
  'utilities',
  'real estate',
  'communication services',
] as const;
export type Sector = (typeof SECTORS)[number];
export const SECTOR_LABELS: Record<Sector, string> = {
  technology: 'Technology',
  healthcare: 'Healthcare',
  financial: 'Financial Services',
  energy: 'Energy',
  consumer: 'Consumer Goods',
  materials: 'Materials',
  industrials: 'Industrials',
  utilities: 'Utilities',
  'real estate': 'Real Estate',
  'communication services': 'Communication Services',
};

// The market data names GICS sectors; each maps to one campaign sector.
const LISTING_SECTORS: Record<string, Sector> = {
  'information technology': 'technology',
  'health care': 'healthcare',
  financials: 'financial',
  energy: 'energy',
  'consumer discretionary': 'consumer',
  'consumer staples': 'consumer',
  materials: 'materials',
  industrials: 'industrials',
  utilities: 'utilities',
  'real estate': 'real estate',
  'communication services': 'communication services',
};

/** The campaign sector for a listing's sector ("Information Technology" -> technology, "Materials" -> materials), or null when none fits. */
export function sectorForListing(listingSector: string | null | undefined): Sector | null {
  const key = (listingSector ?? '').trim().toLowerCase();
  if (!key) return null;
  return SECTORS.find((sector) => sector === key || SECTOR_LABELS[sector].toLowerCase() === key) ?? LISTING_SECTORS[key] ?? null;
}

export const CAMPAIGN_TONES = ['bullish', 'neutral', 'deep dive', 'analytical', 'educational'] as const;
export type CampaignTone = (typeof CAMPAIGN_TONES)[number];

/** What the campaign's content is: a feature article for blog platforms or a press release for the wires. */
export const CONTENT_FORMATS = ['article', 'press-release'] as const;
export type ContentFormat = (typeof CONTENT_FORMATS)[number];

export const BUDGETS = ['basic', 'pro', 'agency'] as const;
export type Budget = (typeof BUDGETS)[number];

/** The form's default budget (spec section 9). */
export const DEFAULT_BUDGET: Budget = 'pro';

export const CAMPAIGN_LIST_STATUSES = ['draft', 'in_progress', 'scheduled', 'published', 'failed', 'archived', 'all'] as const;

export const MESSAGES = {
  budgetRequired: 'Budget selection is required',
  draftMissing: 'Please fill in company name and ticker before saving.',
  tickerTooLong: 'Ticker too long',
  websiteInvalid: 'Valid https website URL is required',
  confirmedLinkInvalid: 'Each confirmed link must be a valid https URL',
  highlightsRequired: 'Add at least one business highlight: the article is written from them.',
  quoteSpeakerRequired: 'Name the person quoted.',
} as const;

const requiredText = (max: number) => z.string().trim().min(1, 'Required').max(max);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/** A value with no scheme is an https address ("acme.com" is https://acme.com); any other scheme stays, to be refused. */
const assumeHttps = (value: string) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`);
const httpsUrl = (message: string) =>
  z
    .url({ protocol: /^https$/, hostname: z.regexes.domain, error: message })
    // No user:password@ in front of the host (it hides where the link goes).
    .refine((v) => !URL.canParse(v) || (!new URL(v).username && !new URL(v).password), { error: message });

/** The company website: an https address or nothing (it is shown and linked, never trusted as a redirect target). */
const website = z
  .string()
  .trim()
  .max(2048, MESSAGES.websiteInvalid)
  .optional()
  .nullable()
  .transform((v) => (v ? assumeHttps(v) : null))
  .pipe(httpsUrl(MESSAGES.websiteInvalid).nullable());

/** Link targets the issuer confirmed on purpose; undefined leaves the stored list as it is. */
const confirmedLinks = z
  .array(z.string().trim().max(2048, MESSAGES.confirmedLinkInvalid).pipe(httpsUrl(MESSAGES.confirmedLinkInvalid)), {
    error: MESSAGES.confirmedLinkInvalid,
  })
  .max(50, 'At most 50 confirmed links')
  .optional()
  .transform((links) => (links ? [...new Set(links.map((l) => new URL(l).toString()))] : undefined));

const ticker = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(10, MESSAGES.tickerTooLong)
  .transform((t) => t.toUpperCase());

// Budget: any missing or unknown value gets the spec's message.
const budget = z.enum(BUDGETS, { error: MESSAGES.budgetRequired });

const format = z.enum(CONTENT_FORMATS, { error: 'Choose article or press release' }).optional().default('article');

/** The issuer's quote: optional, but a quote names who said it. */
const quoteFields = {
  quote: optionalText(2_000),
  quoteSpeakerName: optionalText(255),
  quoteSpeakerTitle: optionalText(255),
};
/** The feature's brief beyond the highlights: each optional, the issuer's own facts, one per line or sentence. */
export const BRIEF_FIELDS = ['background', 'products', 'customers', 'strategy', 'milestones', 'outlook'] as const;
export type BriefField = (typeof BRIEF_FIELDS)[number];
const briefFields = Object.fromEntries(BRIEF_FIELDS.map((field) => [field, optionalText(4_000)])) as Record<
  BriefField,
  ReturnType<typeof optionalText>
>;

/**
 * A feature is 800 words of the issuer's own facts, never padding: the words its brief must give (the
 * composer adds little more than the company's name, the About paragraph and the contact). Each field counts
 * up to the length the composer takes from it (api/src/ai/composer.ts FEATURE_CAPS).
 */
export const FEATURE_BRIEF_MIN_WORDS = 760;
export const BRIEF_WORD_CAPS = { highlights: 800, field: 300, news: 60, quote: 400 } as const;
/** What one more fact adds, about: a sentence. */
const WORDS_PER_FACT = 20;

export type BriefText = Partial<Record<BriefField | 'highlights' | 'pressRelease' | 'quote', string | null>>;

const wordsIn = (text: string | null | undefined) => (text ?? '').split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** How much the brief gives and, when it is too thin for a feature, how many more facts it needs (else null). */
export function briefShortfall(brief: BriefText): { words: number; missingWords: number; moreFacts: number } | null {
  const words =
    Math.min(wordsIn(brief.highlights), BRIEF_WORD_CAPS.highlights) +
    Math.min(wordsIn(brief.pressRelease), BRIEF_WORD_CAPS.news) +
    Math.min(wordsIn(brief.quote), BRIEF_WORD_CAPS.quote) +
    BRIEF_FIELDS.reduce((sum, field) => sum + Math.min(wordsIn(brief[field]), BRIEF_WORD_CAPS.field), 0);
  const missingWords = FEATURE_BRIEF_MIN_WORDS - words;
  return missingWords > 0 ? { words, missingWords, moreFacts: Math.ceil(missingWords / WORDS_PER_FACT) } : null;
}

/** What the form and the API say about a thin brief. */
export function briefShortfallMessage(shortfall: { words: number; moreFacts: number }): string {
  return `The brief gives about ${shortfall.words} words of facts; an 800-word feature needs about ${shortfall.moreFacts} more facts (a sentence each: results, products, customers, strategy, milestones, outlook or background). IssuerWire does not pad a feature with general text.`;
}

const quoteHasSpeaker = (v: { quote: string | null; quoteSpeakerName: string | null }) => !v.quote || !!v.quoteSpeakerName;
const quoteSpeakerIssue = { error: MESSAGES.quoteSpeakerRequired, path: ['quoteSpeakerName'] };

/** Generate Article: every required field of the campaign schema; the piece is written from the highlights. */
export const campaignInputSchema = z
  .object({
    title: requiredText(255),
    companyName: requiredText(255),
    ticker,
    sector: z.enum(SECTORS, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'Required' : 'Choose a sector from the list'),
    }),
    tone: z.enum(CAMPAIGN_TONES, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? 'Required' : 'Choose a tone from the list'),
    }),
    highlights: z.string({ error: MESSAGES.highlightsRequired }).trim().min(1, MESSAGES.highlightsRequired).max(10_000),
    website,
    confirmedLinks,
    pressRelease: optionalText(10_000),
    format,
    ...quoteFields,
    ...briefFields,
    budget,
  })
  .refine(quoteHasSpeaker, quoteSpeakerIssue);
export type CampaignInput = z.output<typeof campaignInputSchema>;

const blankToNull = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());

/** Save Draft's fields: company name and ticker are needed; sector and tone may stay empty until the campaign is generated. */
const draftFields = {
  companyName: z.string({ error: MESSAGES.draftMissing }).trim().min(1, MESSAGES.draftMissing).max(255),
  ticker: z
    .string({ error: MESSAGES.draftMissing })
    .trim()
    .min(1, MESSAGES.draftMissing)
    .max(10, MESSAGES.tickerTooLong)
    .transform((t) => t.toUpperCase()),
  sector: blankToNull(z.enum(SECTORS, { error: 'Choose a sector from the list' })),
  tone: blankToNull(z.enum(CAMPAIGN_TONES, { error: 'Choose a tone from the list' })),
  highlights: optionalText(10_000),
  website,
  confirmedLinks,
  pressRelease: optionalText(10_000),
  format,
  ...quoteFields,
  ...briefFields,
  budget,
};

/**
 * Save Draft: a title left out (or blank) is written by the server from the strongest highlight, as the
 * composer heads the draft; without highlights it is the spec's "<company> Campaign".
 */
export const campaignDraftSchema = z
  .object({ title: z.string().trim().max(255).optional().nullable(), ...draftFields })
  .refine(quoteHasSpeaker, quoteSpeakerIssue);
export type CampaignDraftInput = z.output<typeof campaignDraftSchema>;

/** Update (draft rules): a title left out keeps the campaign's own; a blank one is refused, since every campaign has one. */
export const campaignUpdateSchema = z
  .object({ title: z.preprocess((v) => (v === null ? undefined : v), requiredText(255).optional()), ...draftFields })
  .refine(quoteHasSpeaker, quoteSpeakerIssue);

/** The spec's title for a campaign with nothing else to name it by (section 5: "<company> Campaign"). */
export function defaultCampaignTitle(companyName: string): string {
  return `${companyName.trim()} Campaign`;
}

/** GET /api/campaigns query: paging, search and status filter (all optional). */
export const campaignListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  search: z.string().trim().max(100).optional(),
  status: z.enum(CAMPAIGN_LIST_STATUSES).optional(),
});
export type CampaignListQuery = z.output<typeof campaignListQuerySchema>;

export const changePlanSchema = z.object({ plan: z.enum(BUDGETS, { error: 'Choose basic, pro or agency' }) });
