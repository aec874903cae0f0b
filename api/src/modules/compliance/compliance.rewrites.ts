// The machine-applicable edit behind each suggestion: what the "Suggested rewrite" does to the text.
// compliance.rewrites.test.ts holds the property that matters: applying a finding's rewrite leaves no
// finding of that rule.

import { formatAmount } from './compliance.disclosures';
import type { Jurisdiction } from './compliance.rules';

/** Replace original[start, end) with text (an insertion when start === end). */
export interface Rewrite {
  start: number;
  end: number;
  text: string;
}

/** Who paid and how much, when the caller knows (the campaign's issuer and plan price). */
export interface PaymentFacts {
  issuerName: string;
  amountCents: number;
}

/** Adds a sentence after `at` (the end of a sentence or of the text), as its own paragraph at the end. */
export function insertion(text: string, at: number, sentence: string): Rewrite {
  if (at >= text.length) return { start: text.length, end: text.length, text: `${text.length ? '\n\n' : ''}${sentence}` };
  return { start: at, end: at, text: `${/\s$/.test(text.slice(0, at)) ? '' : ' '}${sentence} ` };
}

/** The text with rewrites applied (they must not overlap). */
export function applyRewrites(text: string, rewrites: readonly Rewrite[]): string {
  let out = text;
  for (const r of [...rewrites].sort((a, b) => b.start - a.start)) out = out.slice(0, r.start) + r.text + out.slice(r.end);
  return out;
}

/** The paid-content sentence the engine suggests: payer, amount, form and purpose. */
export function paidSentence(facts: PaymentFacts | undefined, jurisdiction: Jurisdiction | null): string {
  const payer = facts?.issuerName ?? '[Issuer]';
  const amount = facts ? formatAmount(facts.amountCents, jurisdiction) : '$[amount]';
  return `${payer} paid ${amount} for the preparation and distribution of this content.`;
}

/** The sentences the absence findings add (one place; the suggestions quote them). */
export const ADDED = {
  // Either writer is true of some piece: the issuer keeps the one that wrote theirs (IssuerWire's own block names it).
  ai: 'This content was drafted by software (an AI model or automated writing software) and may contain errors.',
  notAdvice: 'This content is for information only and is not investment advice.',
  legend:
    'Forward-looking statements: this content contains forward-looking statements. They involve risks and uncertainties that could cause actual results to differ materially.',
  cautionary:
    'These statements involve risks and uncertainties that could cause actual results to differ materially, including financing, market and regulatory risks.',
  assumptions:
    'These statements are based on material assumptions, including the availability of financing and stable market conditions, that may prove incorrect.',
  risks: "Investing in the company's shares involves risks, including financing, execution, market and dilution risks.",
} as const;
