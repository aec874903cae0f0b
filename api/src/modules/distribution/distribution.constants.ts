// Distribution's figures and words that the API and the browser share (spec sections 8 and 9).
// No entity, no zod, no Node: the web app imports this file through its `@api-schemas/*` alias.

export const DISTRIBUTION_LEVELS = ['basic', 'enhanced', 'premium'] as const;
export type DistributionLevel = (typeof DISTRIBUTION_LEVELS)[number];

/** Estimated reach: 2000 readers per provider x the level's multiplier. */
export const REACH_PER_PROVIDER = 2000;
export const LEVEL_MULTIPLIER: Record<DistributionLevel, number> = { basic: 1, enhanced: 3, premium: 8 };

/** The estimated reach of one order at `level`; a selection's reach is this times its providers. */
export function reachPerOrder(level: DistributionLevel): number {
  return REACH_PER_PROVIDER * LEVEL_MULTIPLIER[level];
}

/** Spec section 8: the notice when no provider is ticked (the API answers the message as a 400). */
export const NO_PROVIDERS_SELECTED = { title: 'No Providers Selected', message: 'Please select at least one newswire provider' } as const;

export const NEWSWIRE_ORDER_STATUSES = [
  'scheduled',
  'submitting',
  'submitted',
  'awaiting_issuer',
  'published',
  'failed',
  'cancelled',
] as const;
export type NewswireOrderStatus = (typeof NEWSWIRE_ORDER_STATUSES)[number];
