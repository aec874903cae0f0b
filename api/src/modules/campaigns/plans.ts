// The one place for plans (spec section 9): price, monthly article quota, features, and what to upgrade to.
// Pure data and functions (no server imports) so the web app's plan cards can use it too.
import { BUDGETS, type Budget } from './campaigns.schemas';

export type PlanId = Budget;
export const PLAN_IDS = BUDGETS;

export interface PlanDetails {
  id: PlanId;
  name: string;
  /** Billed per month and per campaign on this budget, in cents. */
  priceCents: number;
  /** New articles a month on this plan (regenerations of an existing article do not count). */
  articlesPerMonth: number;
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
    priceLabel: '$1,999/month',
    features: ['4 articles', 'Basic analytics'],
  },
  pro: {
    id: 'pro',
    name: 'Pro',
    priceCents: 499_900,
    articlesPerMonth: 12,
    priceLabel: '$4,999/month',
    features: ['12 articles', 'Full analytics'],
  },
  agency: {
    id: 'agency',
    name: 'Agency',
    priceCents: 1_000_000,
    articlesPerMonth: 25,
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

/** The refusal a user sees at the quota, naming the plan, the limit and the way out (at the top: the support address). */
export function quotaMessage(plan: PlanId, supportEmail: string): string {
  const { name, articlesPerMonth } = PLANS[plan];
  const next = upgradeFrom(plan);
  const way = next ? 'Upgrade your plan to generate more.' : `Write to ${supportEmail} to raise your monthly limit.`;
  return `Your ${name} plan includes ${articlesPerMonth} articles a month and you have used them. ${way}`;
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
