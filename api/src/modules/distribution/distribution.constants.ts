// Distribution's figures and words that the API and the browser share (spec sections 8 and 9).
// No entity, no zod, no Node: the web app imports this file through its `@api-schemas/*` alias.

export const DISTRIBUTION_LEVELS = ['basic', 'enhanced', 'premium'] as const;
export type DistributionLevel = (typeof DISTRIBUTION_LEVELS)[number];

/** How the screens name the levels. */
export const LEVEL_LABELS: Record<DistributionLevel, string> = { basic: 'Basic', enhanced: 'Enhanced', premium: 'Premium' };

/** Estimated reach: 2000 readers per provider x the level's multiplier. */
export const REACH_PER_PROVIDER = 2000;
export const LEVEL_MULTIPLIER: Record<DistributionLevel, number> = { basic: 1, enhanced: 3, premium: 8 };

/**
 * The estimated reach of one order at `level` (spec section 9's formula; no wire publishes a reach per
 * order we could use instead): the one figure the dialog's cards and summary, the order and Analytics show.
 * A selection's reach is this times its providers.
 */
export function reachPerOrder(level: DistributionLevel): number {
  return REACH_PER_PROVIDER * LEVEL_MULTIPLIER[level];
}

/** How the one reach figure is labelled wherever it is shown. */
export const REACH_FORMULA = `${REACH_PER_PROVIDER.toLocaleString('en-US')} readers per order × the level's multiplier (1, 3 or 8)`;

/** A release's length against one package: the words over its limit and, where the vendor prices them, what they add. */
export interface WordFit {
  wordCount: number;
  /** Null where the vendor publishes no limit. */
  wordLimit: number | null;
  extraWords: number;
  /** Cents the extra words add, where the vendor publishes a price per 100 words; else null. */
  overageCents: number | null;
}

export function wordFit(wordCount: number, wordLimit?: number | null, overagePer100WordsCents?: number | null): WordFit {
  const limit = wordLimit ?? null;
  const extraWords = limit === null ? 0 : Math.max(0, wordCount - limit);
  const overageCents = extraWords > 0 && overagePer100WordsCents != null ? Math.ceil(extraWords / 100) * overagePer100WordsCents : null;
  return { wordCount, wordLimit: limit, extraWords, overageCents };
}

const WORDS = new Intl.NumberFormat('en-US');
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What a release over a package's limit means, in a sentence; null when it fits or the limit is not published. */
export function wordLimitNotice(fit: WordFit, providerName: string, level: DistributionLevel): string | null {
  if (fit.wordLimit === null || fit.extraWords === 0) return null;
  const head = `${WORDS.format(fit.wordCount)} words: ${providerName}'s ${LEVEL_LABELS[level]} package covers ${WORDS.format(fit.wordLimit)}`;
  if (fit.overageCents !== null)
    return `${head}; the ${WORDS.format(fit.extraWords)} extra words add ${DOLLARS.format(fit.overageCents / 100)} to the price.`;
  return `${head}; the wire will charge for the extra words or refuse the release. Shorten it or choose a larger package.`;
}

/** Spec section 8: the notice when no provider is ticked (the API answers the message as a 400). */
export const NO_PROVIDERS_SELECTED = { title: 'No Providers Selected', message: 'Please select at least one newswire provider' } as const;

export const NEWSWIRE_ORDER_STATUSES = [
  'scheduled',
  'submitting',
  'unknown',
  'submitted',
  'awaiting_issuer',
  'published',
  'failed',
  'cancelled',
] as const;
export type NewswireOrderStatus = (typeof NEWSWIRE_ORDER_STATUSES)[number];
