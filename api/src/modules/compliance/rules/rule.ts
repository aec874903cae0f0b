// The shape of a compliance rule (one file each in this folder) and of the document rules.

import type { FindingCategory } from '../compliance.categories';
import type { ClaimNeeds } from '../compliance.claims';

export const SEVERITIES = ['critical', 'important', 'advisory'] as const;
export type Severity = (typeof SEVERITIES)[number];

export const SEVERITY_RANK: Record<Severity, number> = { critical: 0, important: 1, advisory: 2 };

/** A whole-text pattern with the places its matches can start (see Matcher.triggers). */
export interface TriggeredPattern {
  triggers: string;
  re: RegExp;
}

/** One regex and the conditions it fires under. */
export interface Matcher {
  /**
   * Where a match can start: the lowercase first letters of every match, `|`-separated; a space stands for any
   * whitespace run. A start is tried at word starts only, unless written with a leading `*` (anywhere) or it
   * starts with a non-word character ("$", "'ll"). The engine runs `re` only where one of these begins, so a
   * match that starts elsewhere is never found (rules.test.ts and the prefilter test compare with a full scan).
   */
  triggers: string;
  re: RegExp;
  /** Fires only when the text around the match (same sentence, 80 characters either side) matches all of these. */
  needs?: RegExp | readonly RegExp[];
  /** Fires only when the few words just before the match (its subject) match this. */
  needsBefore?: RegExp;
  /** Suppressed when the sentence around the match matches this. */
  unless?: RegExp;
  /** Suppressed when the few words just before the match match this ("the board decided to act quickly"). */
  unlessBefore?: RegExp;
  /** `needs` may also be met by the sentences before and after ("This is not advice. That said, I'd buy.", "... Count on it."). */
  needsNearby?: boolean;
  /** The claim's structure this match must have (certainty, no support); its reading is shown in the finding. */
  claim?: ClaimNeeds;
}

export interface SeverityOverride {
  exchanges: readonly string[];
  severity: Severity;
  citation?: string;
}

export interface PatternRule {
  id: string;
  title: string;
  /** Promotional copy (drives "one-sided" and the UK marketing check) or not. */
  promotional: boolean;
  severity: Severity;
  overrides?: readonly SeverityOverride[];
  citation: string;
  unconfirmed?: boolean;
  /** Plain explanation shown with the finding. */
  message: string;
  /** Suggested rewrite; `{match}` is replaced by the matched text. */
  suggestion: string;
  /** What the rewrite does to the matched words: this replacement, or (by default) removing them. */
  rewrite?: { find: RegExp; replace: string };
  matchers: readonly Matcher[];
  /** Where a negation cancels the match: in the words just before it, or anywhere in its clause. */
  negation: 'before' | 'clause' | 'none';
  /** "may", "could", "seeks to"... before the match turn certainty into a hedged statement. */
  softeners: boolean;
  /** A word inside a company name ("Superior Gold Corp.") is not a claim. */
  properNouns: boolean;
  /** A source named in the sentence ("according to", "ranked by") substantiates the claim. */
  attribution: boolean;
  /** A forecast a named analyst or report published, given with its context or risks, is reporting, not a claim. */
  reporting?: boolean;
  /** Suppressed when the whole text carries this (e.g. NI 43-101 data for mining claims). */
  unlessText?: TriggeredPattern;
  /** Findings of these rules on an overlapping span are dropped in favour of this one. */
  supersedes?: readonly string[];
  /** Reported only where no other critical rule fires in the same sentence (that one already explains the block). */
  yields?: boolean;
  /** Only checked for penny-stock listings. */
  pennyStockOnly?: boolean;
}

/** Rules about the document as a whole (absence of required elements, balance, legend quality). */
export interface DocumentRule {
  id: string;
  title: string;
  severity: Severity;
  overrides?: readonly SeverityOverride[];
  citation: string;
  unconfirmed?: boolean;
  message: string;
  /** The message when the text denies the element ("No AI was used"). */
  deniedMessage?: string;
  /** The message when cautionary language is there but nothing is identified as forward-looking. */
  unidentifiedMessage?: string;
  suggestion: string;
}

/** Text that must give a finding of the rule (`invalid`) and text that must not (`valid`), as ESLint's RuleTester has them. */
export interface RuleExamples {
  valid: readonly string[];
  invalid: readonly string[];
}

/** One rule file's export: the rule, the family it belongs to (the id's first part) and its examples. */
export interface RuleModule extends PatternRule {
  category: FindingCategory;
  examples: RuleExamples;
}
