// The one place for plans (spec section 9): price, monthly article quota, features, and what to upgrade to.
// Pure data and functions (no server imports) so the web app's plan cards can use it too.
import { BUDGETS, type Budget } from './campaigns.schemas';

export type PlanId = Budget;
export const PLAN_IDS = BUDGETS;

export interface PlanDetails {
  id: PlanId;
  name: string;
  /** The monthly subscription, in cents: it includes `articlesPerMonth` articles (no charge per article within them). */
  priceCents: number;
  /** New articles a month the subscription includes (regenerations of an existing article do not count). */
  articlesPerMonth: number;
  /** Each new article beyond the month's allowance, in cents: shown and confirmed before it is charged. */
  overageCents: number;
  /** How the spec shows the price ("$10K+/month" for Agency). */
  priceLabel: string;
  features: string[];
}

export const PLANS: Readonly<Record<PlanId, PlanDetails>> = Object.freeze({
  basic: {
    id: 'basic',
    name: 'Basic',
    priceCents: 199_900,
    articlesPerMonth: 4,
    overageCents: 50_000,
    priceLabel: '$1,999/month',
    features: ['4 articles', 'Basic analytics'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 499_900,
    articlesPerMonth: 12,
    overageCents: 42_000,
    priceLabel: '$4,999/month',
    features: ['12 articles', 'Full analytics'],
  },
  agency: {
    id: 'agency',
    name: 'Agency',
    priceCents: 1_000_000,
    articlesPerMonth: 25,
    overageCents: 40_000,
    priceLabel: '$10K+/month',
    features: ['25+ articles', 'Syndication'],
  },
});

export function planDetails(plan: PlanId): PlanDetails {
  return PLANS[plan];
}

/** The next plan up, or null at the top (Agency: more is arranged with sales, not self-serve). */
export function upgradeFrom(plan: PlanId): PlanId | null {
  const index = PLAN_IDS.indexOf(plan);
  return index >= 0 && index < PLAN_IDS.length - 1 ? PLAN_IDS[index + 1] : null;
}

/** "$417": whole dollars without cents, else with them. */
export function formatUsd(cents: number): string {
  const whole = cents % 100 === 0;
  return `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** What an issuer reads before an article beyond the allowance is charged: the plan, the allowance and the price. */
export function overageMessage(plan: PlanId): string {
  const { name, articlesPerMonth, overageCents } = PLANS[plan];
  return `This article is beyond your ${name} plan's ${articlesPerMonth} this month: ${formatUsd(overageCents)} will be charged. Confirm the charge to generate it.`;
}

/** The first instant of the UTC calendar month that contains `at`, and of the month before it. */
export function monthBounds(at: Date): { monthStart: Date; previousMonthStart: Date; nextMonthStart: Date } {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth();
  return {
    monthStart: new Date(Date.UTC(y, m, 1)),
    previousMonthStart: new Date(Date.UTC(y, m - 1, 1)),
    nextMonthStart: new Date(Date.UTC(y, m + 1, 1)),
  };
}
