// The dialog's figures (spec sections 2 and 9). Prices come from the server in cents; dollars only on screen.
import { reachPerOrder, type DistributionLevel } from '@api-schemas/distribution/distribution.constants';

export {
  DISTRIBUTION_LEVELS,
  LEVEL_MULTIPLIER,
  NO_PROVIDERS_SELECTED,
  REACH_PER_PROVIDER,
} from '@api-schemas/distribution/distribution.constants';
export type { DistributionLevel } from '@api-schemas/distribution/distribution.constants';

export const LEVEL_LABELS: Record<DistributionLevel, string> = { basic: 'Basic', enhanced: 'Enhanced', premium: 'Premium' };

/** Spec section 9: the dialog opens with EIN Presswire ticked at the basic level. */
export const DEFAULT_PROVIDER_ID = 'ein';
export const DEFAULT_LEVEL: DistributionLevel = 'basic';

/** The features a card lists before "+N more" (spec section 2). */
export const FEATURES_SHOWN = 3;

export interface PricedProvider {
  id: string;
  pricingCents: Record<DistributionLevel, number>;
}

const WHOLE_DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** 14900 -> "$149", 12345 -> "$123.45", 1234500 -> "$12,345". */
export function formatCents(cents: number): string {
  return cents % 100 === 0 ? WHOLE_DOLLARS.format(cents / 100) : DOLLARS.format(cents / 100);
}

/** 16000 -> "16,000". */
export function formatReach(reach: number): string {
  return COUNT.format(reach);
}

/** A provider card's estimated reach: the level's price in dollars x 10 (spec section 2), rounded. */
export function cardReach(priceCents: number): number {
  return Math.round((priceCents / 100) * 10);
}

export interface DistributionSummary {
  providers: number;
  totalCents: number;
  reach: number;
}

/**
 * Spec section 9: total cost = sum of the chosen providers' prices for the level; estimated reach =
 * providers x the reach of one order, the figure the server records on each (its providers list carries
 * no reach, so the summary computes it before anything is ordered).
 */
export function summarize(
  providers: readonly PricedProvider[],
  selected: ReadonlySet<string>,
  level: DistributionLevel,
): DistributionSummary {
  const chosen = providers.filter((p) => selected.has(p.id));
  return {
    providers: chosen.length,
    totalCents: chosen.reduce((sum, p) => sum + p.pricingCents[level], 0),
    reach: chosen.length * reachPerOrder(level),
  };
}
