// The dialog's figures (spec sections 2 and 9). Prices come from the server in cents; dollars only on screen.
import { enumName } from '@api-enum';
import { reachPerOrder, type DistributionLevel } from '@api-schemas/distribution/distribution.constants';

export {
  DISTRIBUTION_LEVELS,
  LEVEL_LABELS,
  NO_PROVIDERS_SELECTED,
  REACH_FORMULA,
  reachPerOrder,
} from '@api-schemas/distribution/distribution.constants';
export type { DistributionLevel } from '@api-schemas/distribution/distribution.constants';

/**
 * The dialog opens at the basic level with no wire ticked: spec section 9 ticked EIN Presswire, which made
 * one more click a paid order (issue 38); the issuer picks each wire knowing what ordering it does.
 */
export const DEFAULT_LEVEL: DistributionLevel = 'basic';

/** The features a card lists before "+N more" (spec section 2). */
export const FEATURES_SHOWN = 3;

export interface PricedProvider {
  id: string;
  /** Money in US dollars (the newswires' price lists). */
  prices: Record<DistributionLevel, { amountCents: number }>;
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
    totalCents: chosen.reduce((sum, p) => sum + p.prices[level].amountCents, 0),
    reach: chosen.length * reachPerOrder(level),
  };
}

export interface PackageFit {
  provider: string;
  /** The GraphQL enum name (BASIC, ENHANCED, PREMIUM). */
  level: string;
  wordLimit?: number | null;
  notice?: string | null;
}

/** The server's package for a provider at a level (its quote), if it has answered. */
export function packageOf<P extends PackageFit>(packages: readonly P[], provider: string, level: DistributionLevel): P | undefined {
  return packages.find((p) => p.provider === provider && p.level === enumName(level));
}

/** The server's sentences for the chosen providers whose package at `level` the release outgrows. */
export function wordLimitNotices(packages: readonly PackageFit[], selected: ReadonlySet<string>, level: DistributionLevel): string[] {
  return [...selected].flatMap((id) => packageOf(packages, id, level)?.notice ?? []);
}
