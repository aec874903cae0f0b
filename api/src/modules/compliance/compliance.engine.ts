// The one check engine: pure functions from text and listing to findings, score and level.
// Every caller (guidelines demo, generator warnings, content analysis, publish gate) goes through checkContent.

import { attributedToThirdParty } from './compliance.attribution';
import { categoryOf, type FindingCategory } from './compliance.categories';
import { describeClaim, fits, namesFit, readClaim, reportedForecast } from './compliance.claims';
import { classifiedSentences } from './compliance.classifier';
import { cautionary, notAClaim } from './compliance.context';
import { DISCLOSURE_PATTERNS, scanDisclosures, type SentenceIndex } from './compliance.disclosure-reader';
import { describeSlots, disclosureList, type DisclosureSlotView } from './compliance.disclosure-list';
import type { SlotName } from './compliance.disclosure-slots';
import { looksForward } from './compliance.disclosures';
import {
  DOCUMENT_RULES,
  INSIDE_INFO_MARKERS,
  PATTERN_RULES,
  RULES_BY_ID,
  SEVERITY_RANK,
  severityFor,
  type DocumentRule,
  type Matcher,
  type PatternRule,
  type Severity,
} from './compliance.patterns';
import { PatternSet, type PatternEntry, type TextMatches } from './compliance.prefilter';
import { ADDED, insertion, paidSentence, type PaymentFacts, type Rewrite } from './compliance.rewrites';
import { inProperNoun } from './compliance.proper-nouns';
import { normalizeExchange, LISTING_RULES } from './compliance.rules';
import { structuresOf } from './compliance.structures';

export type { Severity } from './compliance.patterns';

export interface Span {
  start: number;
  end: number;
  text: string;
}

export interface Finding {
  ruleId: string;
  /** The rule's family, its id's first part: "price", "demand", "mining", "required"... */
  category: FindingCategory;
  title: string;
  severity: Severity;
  citation: string;
  /** Plain explanation. */
  message: string;
  /** Suggested rewrite, or what to add. */
  suggestion: string;
  /** The suggestion as an edit of the original text (applying it clears the finding); null when it needs a person. */
  rewrite: FindingRewrite | null;
  /** Offsets into the original text; null for findings about something missing. */
  span: Span | null;
}

/** A rewrite with the words it replaces (empty for an insertion), so it can be shown without the text. */
export interface FindingRewrite extends Rewrite {
  replaced: string;
}

export const COMPLIANCE_RESULTS = ['compliant', 'needs_review', 'non_compliant'] as const;
export type ComplianceResultLevel = (typeof COMPLIANCE_RESULTS)[number];

export interface ComplianceReport {
  findings: Finding[];
  /** 0-100, see scoreOf. */
  score: number;
  level: ComplianceResultLevel;
  counts: Record<Severity, number>;
  /** Each disclosure slot: found (with its span), missing, or not needed in this text. */
  disclosures: DisclosureSlotView[];
}

export interface ListingRef {
  exchange: string;
  jurisdiction: string;
}

export interface CheckOptions {
  /**
   * Promotional piece (paid articles are): a text with no risk language is then one-sided.
   * Default: inferred from promotional findings or a paid-content mention.
   */
  promotional?: boolean;
  /**
   * Checks that fire on absence (paid, AI, not-advice disclosures, legend, risk language). Default true;
   * false for fragments such as corpus passages, which naturally carry no disclosures.
   */
  absenceChecks?: boolean;
  /** Penny-stock issuer (no PSLRA safe harbor). Default: the listing's likelihood (OTC Pink). */
  pennyStock?: boolean;
  /** Who pays for the piece and how much: lets the paid-disclosure suggestion be a sentence to paste. */
  payment?: PaymentFacts;
}

// Score weights: 100 - 25 per critical - 10 per important - 3 per advisory, floored at 0.
const SCORE_WEIGHTS: Record<Severity, number> = { critical: 25, important: 10, advisory: 3 };

export function scoreOf(counts: Record<Severity, number>): number {
  const penalty =
    counts.critical * SCORE_WEIGHTS.critical + counts.important * SCORE_WEIGHTS.important + counts.advisory * SCORE_WEIGHTS.advisory;
  return Math.max(0, 100 - penalty);
}

/** Any critical finding fails; any important one needs a human look; advisory notes alone pass. */
export function levelOf(counts: Record<Severity, number>): ComplianceResultLevel {
  if (counts.critical > 0) return 'non_compliant';
  if (counts.important > 0) return 'needs_review';
  return 'compliant';
}

// ---------------------------------------------------------------------------------------------
// Text handling
// ---------------------------------------------------------------------------------------------

/** Length-preserving normalisation: curly quotes, unicode hyphens and no-break spaces become ASCII. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u201B\u2032\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u201C\u201D\u201E\u201F\u2033]/g, '"')
    .replace(/[\u2010\u2011\u2012\u2212\u00AD]/g, '-')
    .replace(/[\u00A0\u2007\u202F]/g, ' ');
}

const ABBREVIATIONS = new Set(
  (
    'corp inc ltd co mr mrs ms dr st no nos jr sr vs e.g i.e approx est u.s u.k bros hon prof fig ref mt ' +
    'ft oz jan feb mar apr jun jul aug sep sept oct nov dec p.m a.m s.a n.v pty plc cf al'
  ).split(' '),
);

const SENTENCE_END = /[.!?]+["')\]]*(?=\s)|\n/g;

function buildSentenceIndex(text: string): SentenceIndex {
  const starts = [0];
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) {
    if (m[0] !== '\n' && m[0].startsWith('.') && m[0].length === 1) {
      const before = /([A-Za-z][A-Za-z.]*)$/.exec(text.slice(Math.max(0, m.index - 12), m.index));
      const word = before?.[1] ?? '';
      // Abbreviations and initials ("Corp.", "U.S.", "J. Smith") do not end a sentence.
      if (word.length === 1 || ABBREVIATIONS.has(word.toLowerCase())) continue;
      // A decimal or a lowercase continuation is not a boundary either.
      const next = /\s+(\S)/.exec(text.slice(m.index + 1, m.index + 8));
      if (next && /[a-z]/.test(next[1])) continue;
    }
    let start = m.index + m[0].length;
    while (start < text.length && /\s/.test(text[start])) start += 1;
    if (start < text.length && start > starts[starts.length - 1]) starts.push(start);
  }
  const count = starts.length;
  return {
    count,
    range(index: number) {
      return { start: starts[index], end: index + 1 < count ? starts[index + 1] : text.length };
    },
    sentenceAt(offset: number) {
      let lo = 0;
      let hi = count - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return lo;
    },
  };
}

const CLAUSE_BREAK = /[;:!?()\u2013\u2014]|\s-\s|\b(?:but|however|although|though|whereas|yet)\b/gi;
const SOFT_BREAK = /[,;:!?()\u2013\u2014]|\s-\s|\b(?:but|however|although|though|whereas|yet|and)\b/gi;

/** Text from the last clause break before `offset` (within the sentence) up to `offset`. */
function clauseBefore(text: string, sentenceStart: number, offset: number, breaks: RegExp): string {
  const slice = text.slice(sentenceStart, offset);
  let cut = 0;
  breaks.lastIndex = 0;
  for (let m = breaks.exec(slice); m; m = breaks.exec(slice)) cut = m.index + m[0].length;
  return slice.slice(cut);
}

const AFTER_BREAK = /[,;:!?()\u2013\u2014]|\s-\s|\b(?:but|however|although|though|whereas|yet|because)\b/gi;

/** Text from `offset` up to the next break (comma included) within the sentence. */
function clauseAfter(text: string, offset: number, sentenceEnd: number): string {
  const slice = text.slice(offset, sentenceEnd);
  AFTER_BREAK.lastIndex = 0;
  const m = AFTER_BREAK.exec(slice);
  return m ? slice.slice(0, m.index) : slice;
}

function lastWords(fragment: string, n: number): string {
  const words = fragment.trim().split(/\s+/);
  return words.slice(Math.max(0, words.length - n)).join(' ');
}

function firstWords(fragment: string, n: number): string {
  return fragment.trim().split(/\s+/).slice(0, n).join(' ');
}

const NEGATION =
  /\b(?:not|no|never|neither|nor|none|nothing|nobody|without|cannot|can't|cant|won't|wont|isn't|isnt|aren't|arent|wasn't|weren't|doesn't|doesnt|don't|dont|didn't|shouldn't|wouldn't|couldn't|hasn't|haven't|hadn't|hardly|unlikely|unlike|avoid|avoids|avoiding|refrain|refrains|disclaims?|deny|denies|denied|rather than|instead of)\b/i;

// Frames that hedge everything after them in the clause: "there can be no assurance that ...".
const HEDGE_FRAME =
  /\b(?:no|not any|without)\s+(?:assurance|guarantee|certainty|promise|claim|representation|warranty)s?\b|\b(?:cannot|can't|can not|does not|do not|did not|doesn't|don't|won't|will not|is not|are not|isn't|aren't|makes? no)\s+(?:be\s+)?(?:assure|guarantee|promise|predict|know|represent|claim)\w*|\bthere (?:is|can be|are) no\b(?! (?:doubt|question|denying))|\bnot (?:guaranteed|assured|certain)\b|\bno one can (?:predict|know)\b/i;

// A negated subject ("No investment is risk-free"), or "any" carrying a negation on ("has not commissioned any research that...").
const NEGATED_SCOPE = /^\s*(?:no|nothing|none|never|neither|not)\b|(?:\bnot|\bnever|\bwithout|n't)\s+(?:\w+\s+){0,2}any\b/i;

// Idioms that contain a negation word but negate nothing after them.
const NON_NEGATING =
  /\b(?:don't|dont|do not)\s+(?:wait|miss|delay|hesitate|forget|worry|be left|get left)\b|\bno\s+(?:doubt|wonder|longer|matter|question)\b|\bwithout\s+(?:any\s+|a\s+)?(?:reservation|hesitation|doubt|question|fail)\b|\bnot\s+only\b|\b(?:wouldn't|would not|won't|will not)\s+(?:be\s+)?(?:surpris|shock|stun|amaz|astonish)\w*|\bsurprise\s+no\s+one\b|\bmake\s+no\s+mistake\b|\bif\s+\w+\s+(?:are|is|do|does|did|were|have)\s+not\b|\bif\s+\w+\s+(?:don't|doesn't|didn't|aren't|isn't)\b/gi;

function negated(before: string): boolean {
  const window = lastWords(before.replace(NON_NEGATING, ' '), 6);
  return NEGATION.test(window) || HEDGE_FRAME.test(before) || NEGATED_SCOPE.test(before);
}

const SOFTENER =
  /\b(?:may|might|could|would|should|can|seeks?|seeking|aims?|aiming|intends?|intending|plans?|planning|hopes?|hoping|expects?|expected|expecting|anticipates?|anticipated|believes?|believed|estimates?|targets?|targeting|potentially|possibly|if|subject to|assuming|strives?|striving|endeavou?rs?|working to|applied|applying|proposes?|proposed|aspires?|goal|objective|ambition)\b/i;

const ATTRIBUTION =
  /\b(?:according to|ranked|rated|named|awarded|recogni[sz]ed (?:as|by)|as (?:measured|reported) by|source:|cited by|surveyed by|(?:survey|report|ranking|study|data) (?:by|from))\b|\(source\b/i;

// ---------------------------------------------------------------------------------------------
// The check
// ---------------------------------------------------------------------------------------------

interface Context {
  original: string;
  text: string;
  sentences: SentenceIndex;
  exchange: string;
  matches: TextMatches;
  /** The paid-content sentence to suggest (placeholders when the payment is not known). */
  paid: string;
  paidKnown: boolean;
}

/** Every pattern a check runs over the whole text. */
export const WHOLE_TEXT_PATTERNS: readonly PatternEntry[] = [
  ...PATTERN_RULES.flatMap((rule) => [...rule.matchers, ...(rule.unlessText ? [rule.unlessText] : [])]),
  ...INSIDE_INFO_MARKERS,
  ...DISCLOSURE_PATTERNS,
];
// Analysed once, so that each pattern runs only where it can match.
const PATTERNS = new PatternSet(WHOLE_TEXT_PATTERNS);
// The same check without the analysis, for tests that compare the two.
const NO_PATTERNS = new PatternSet([]);

function makeFinding(
  ctx: Context,
  rule: PatternRule | DocumentRule,
  span: { start: number; end: number } | null,
  options: { message?: string; rewrite?: Rewrite | null } = {},
): Finding {
  const resolved = severityFor(rule, ctx.exchange);
  const matched = span ? ctx.original.slice(span.start, span.end) : '';
  let rewrite = options.rewrite ?? null;
  if (span && options.rewrite === undefined && 'matchers' in rule) {
    rewrite = rule.rewrite
      ? { start: span.start, end: span.end, text: matched.replace(rule.rewrite.find, rule.rewrite.replace) }
      : claimRemoval(ctx, span);
  }
  return {
    ruleId: rule.id,
    category: categoryOf(rule.id),
    title: rule.title,
    severity: resolved.severity,
    citation: resolved.citation,
    message: options.message ?? rule.message,
    suggestion: rule.suggestion.replace(/\{match\}/g, matched).replace(/\{paid\}/g, ctx.paid),
    rewrite: rewrite && { ...rewrite, replaced: ctx.original.slice(rewrite.start, rewrite.end) },
    span: span ? { start: span.start, end: span.end, text: matched } : null,
  };
}

/**
 * A claim goes with its sentence: removing only the matched words left fragments that still read as the claim
 * ("Investors who buy at these levels their money."), so a rewrite would not pass the check (issue 41 point 2).
 */
function claimRemoval(ctx: Context, span: { start: number; end: number }): Rewrite {
  const from = ctx.sentences.range(ctx.sentences.sentenceAt(span.start));
  const to = ctx.sentences.range(ctx.sentences.sentenceAt(Math.max(span.start, span.end - 1)));
  // The sentence and the spaces after it on its line; the line breaks stay, so paragraphs do not run together.
  const end = to.start + ctx.text.slice(to.start, to.end).replace(/\s+$/, '').length;
  return { start: from.start, end: end + (/^[ \t]*/.exec(ctx.text.slice(end))?.[0].length ?? 0), text: '' };
}

/** Adds a sentence at the end of the text. */
function appended(ctx: Context, sentence: string): Rewrite {
  return insertion(ctx.original, ctx.original.length, sentence);
}

// Context is read within this many characters of a match, so a run-on "sentence" cannot make a check quadratic.
const CONTEXT_WINDOW = 300;
// Beyond this, more occurrences of one rule add nothing a reviewer needs (and keep the report small).
const MAX_FINDINGS_PER_RULE = 50;

/** The sentence at `offset` with the one before and the one after (each cut to the context window). */
function nearbySentences(ctx: Context, offset: number): string {
  const si = ctx.sentences.sentenceAt(offset);
  const from = ctx.sentences.range(Math.max(0, si - 1)).start;
  const to = ctx.sentences.range(Math.min(ctx.sentences.count - 1, si + 1)).end;
  return ctx.text.slice(Math.max(from, offset - CONTEXT_WINDOW), Math.min(to, offset + CONTEXT_WINDOW));
}

function passes(ctx: Context, rule: PatternRule, matcher: Matcher, start: number, end: number): boolean {
  const { text } = ctx;
  const full = ctx.sentences.range(ctx.sentences.sentenceAt(start));
  const sentence = { start: Math.max(full.start, start - CONTEXT_WINDOW), end: Math.min(full.end, end + CONTEXT_WINDOW) };
  const sentenceText = () => text.slice(sentence.start, sentence.end);
  const before = clauseBefore(text, sentence.start, start, CLAUSE_BREAK);
  const subject = () => lastWords(clauseBefore(text, sentence.start, start, SOFT_BREAK), 5);

  if (matcher.needs) {
    const around = matcher.needsNearby
      ? nearbySentences(ctx, start)
      : text.slice(Math.max(sentence.start, start - 80), Math.min(sentence.end, end + 80));
    const needs = Array.isArray(matcher.needs) ? matcher.needs : [matcher.needs];
    if (!needs.every((re: RegExp) => re.test(around))) return false;
  }
  if (matcher.needsBefore && !matcher.needsBefore.test(subject())) return false;
  if (matcher.unless?.test(sentenceText())) return false;
  if (matcher.unlessBefore?.test(subject())) return false;
  if (rule.properNouns && inProperNoun(text, sentence, start, end)) return false;
  if (rule.negation !== 'none') {
    if (negated(before)) return false;
    if (rule.negation === 'clause' && NEGATION.test(firstWords(clauseAfter(text, end, sentence.end), 16))) return false;
  }
  if (rule.softeners && SOFTENER.test(lastWords(clauseBefore(text, sentence.start, start, SOFT_BREAK), 8))) return false;
  if (rule.attribution && ATTRIBUTION.test(sentenceText())) return false;
  const si = ctx.sentences.sentenceAt(start);
  const next = si + 1 < ctx.sentences.count ? ctx.sentences.range(si + 1) : null;
  const nextText = next ? text.slice(next.start, Math.min(next.end, next.start + CONTEXT_WINDOW)) : '';
  // A named analyst's forecast with its context or risks, or a target whose source is a named third party, is reporting.
  if (rule.reporting && reportedForecast(sentenceText(), nextText)) return false;
  if (rule.reporting && attributedToThirdParty(sentenceText(), start - sentence.start, end - sentence.start)) return false;
  return !notAClaim({ sentence: sentenceText(), at: start - sentence.start, end: end - sentence.start, next: nextText });
}

/** The claim's structure where the matcher asks for one (null: it does not, or the structure does not fit). */
function claimAt(ctx: Context, matcher: Matcher, m: RegExpExecArray): string | null {
  if (!matcher.claim) return '';
  const start = m.index;
  const end = start + m[0].length;
  const full = ctx.sentences.range(ctx.sentences.sentenceAt(start));
  const from = Math.max(full.start, start - CONTEXT_WINDOW);
  const sentence = ctx.text.slice(from, Math.min(full.end, end + CONTEXT_WINDOW));
  const claim = readClaim(sentence, start - from, end - from, negated(clauseBefore(ctx.text, from, start, CLAUSE_BREAK)));
  if (!fits(claim, matcher.claim, sentence)) return null;
  // A role that must be a name: where its group starts, in the sentence's offsets.
  const groupStart = (name: string) => {
    // With the `d` flag a group's offsets are known, also where it sits in a lookbehind before the match.
    const span = m.indices?.groups?.[name];
    if (span) return span[0] - from;
    const group = m.groups?.[name];
    return group === undefined ? null : start - from + m[0].indexOf(group);
  };
  if (matcher.claim.names && !namesFit(matcher.claim.names, sentence, groupStart)) return null;
  return describeClaim(claim);
}

function overlaps(a: Span | null, b: Span | null): boolean {
  return !!a && !!b && a.start < b.end && b.start < a.end;
}

const RULE_ORDER = new Map(PATTERN_RULES.map((rule, i) => [rule.id, i]));
function patternFindings(ctx: Context, pennyStock: boolean): Finding[] {
  const found: Finding[] = [];
  for (const rule of PATTERN_RULES) {
    if (rule.pennyStockOnly && !pennyStock) continue;
    if (rule.unlessText && ctx.matches.test(rule.unlessText.re)) continue;
    const ofRule: Finding[] = [];
    for (const matcher of rule.matchers) {
      for (const m of ctx.matches.all(matcher.re)) {
        if (m[0].length === 0) continue;
        const start = m.index;
        const end = start + m[0].length;
        if (!passes(ctx, rule, matcher, start, end)) continue;
        const structure = claimAt(ctx, matcher, m);
        if (structure === null) continue;
        const finding = makeFinding(ctx, rule, { start, end }, structure ? { message: rule.message + structure } : {});
        if (!ofRule.some((f) => overlaps(f.span, finding.span))) ofRule.push(finding);
        if (ofRule.length >= MAX_FINDINGS_PER_RULE) break;
      }
      if (ofRule.length >= MAX_FINDINGS_PER_RULE) break;
    }
    found.push(...ofRule);
  }
  const sentenceOf = (f: Finding) => ctx.sentences.sentenceAt(f.span!.start);
  // Of two yielding rules in one sentence, the one checked first is reported (each yielding to the other lost both).
  const yields = (id: string) => !!(RULES_BY_ID.get(id) as PatternRule).yields;
  const first = (g: Finding, f: Finding) => !yields(g.ruleId) || RULE_ORDER.get(g.ruleId)! < RULE_ORDER.get(f.ruleId)!;
  const explained = (f: Finding) =>
    yields(f.ruleId) &&
    found.some((g) => g.ruleId !== f.ruleId && g.severity === 'critical' && sentenceOf(g) === sentenceOf(f) && first(g, f));
  // A more specific rule on the same words wins (a mining claim over a superlative, a promise over a prediction).
  return found.filter(
    (f) =>
      !explained(f) &&
      !found.some((g) => {
        const rule = RULES_BY_ID.get(g.ruleId) as PatternRule | undefined;
        return g !== f && rule?.supersedes?.includes(f.ruleId) && overlaps(f.span, g.span);
      }),
  );
}

function isNegatedAt(ctx: Context, start: number): boolean {
  const sentence = ctx.sentences.range(ctx.sentences.sentenceAt(start));
  const before = clauseBefore(ctx.text, Math.max(sentence.start, start - CONTEXT_WINDOW), start, CLAUSE_BREAK);
  return negated(before);
}

function insideInfoMarker(ctx: Context): { start: number; end: number } | null {
  for (const { re } of INSIDE_INFO_MARKERS) {
    for (const m of ctx.matches.all(re)) {
      if (!isNegatedAt(ctx, m.index)) return { start: m.index, end: m.index + m[0].length };
    }
  }
  return null;
}

function missingParts(hasPayer: boolean, hasAmount: boolean): string {
  if (!hasPayer && !hasAmount) return 'neither the payer nor the amount';
  return hasPayer ? 'no amount' : 'no payer';
}

const MAX_PAID_FINDINGS = 3;

/**
 * A denial goes with its sentence, or only with its clause when the rest of the sentence states the payment
 * ("Neither the author nor the publisher received any payment; Acme covered the $2,000 fee.").
 */
function denialRemoval(ctx: Context, denial: { start: number; end: number }): Rewrite {
  const sentence = ctx.sentences.range(ctx.sentences.sentenceAt(denial.start));
  const text = ctx.text.slice(sentence.start, sentence.end);
  const at = denial.start - sentence.start;
  const from = Math.max(text.lastIndexOf(';', at), text.lastIndexOf(',', at));
  const after = /[;,]|[.!?]?\s*$/.exec(text.slice(denial.end - sentence.start))!;
  const to = denial.end - sentence.start + after.index;
  const rest = text.slice(0, Math.max(0, from)) + text.slice(to);
  if (!/\d/.test(rest)) return { start: sentence.start, end: sentence.end, text: '' };
  // A leading clause goes with its separator and the space after it; a later one from its separator on.
  if (from < 0) return { start: sentence.start, end: sentence.start + to + after[0].length + 1, text: '' };
  return { start: sentence.start + from, end: sentence.start + to, text: '' };
}

/** Checks a text against the rules of its listing. Pure and synchronous; regexes are precompiled. */
export function checkContent(text: string, listing: ListingRef, options: CheckOptions = {}): ComplianceReport {
  return check(text, listing, options, PATTERNS);
}

/** checkContent scanning every pattern over the whole text: the reference the fast path must equal. */
export function checkContentByFullScan(text: string, listing: ListingRef, options: CheckOptions = {}): ComplianceReport {
  return check(text, listing, options, NO_PATTERNS);
}

function check(text: string, listing: ListingRef, options: CheckOptions, patterns: PatternSet): ComplianceReport {
  const normalized = normalizeText(text);
  const code = normalizeExchange(listing.exchange);
  const rules = code ? LISTING_RULES[code] : null;
  const ctx: Context = {
    original: text,
    text: normalized,
    sentences: buildSentenceIndex(normalized),
    exchange: code ?? listing.exchange,
    matches: patterns.forText(normalized),
    paid: '',
    paidKnown: false,
  };
  const jurisdiction = listing.jurisdiction || rules?.jurisdiction || '';
  ctx.paid = paidSentence(options.payment, rules?.jurisdiction ?? null);
  ctx.paidKnown = !!options.payment;
  const pennyStock = options.pennyStock ?? rules?.pennyStockLikely ?? false;
  const absenceChecks = options.absenceChecks ?? true;

  const structures = structuresOf(normalized, ctx.sentences);
  const scan = scanDisclosures(normalized, ctx.sentences, ctx.matches);
  // A bracketed tag the disclosure block reads as a label ("[PAYER: Acme Corp.] [AI-ASSISTED]") is no placeholder.
  const tag = (f: Finding) =>
    f.ruleId === 'placeholder.unfilled' && scan.slots.tags.some((t) => t.start <= f.span!.start && f.span!.end <= t.end);
  const findings = patternFindings(ctx, pennyStock).filter((f) => !structures.covers(f.span) && !tag(f));
  // The classifier reads only sentences no critical rule explains (and never the disclosure sentences or structures).
  const explained = new Set(findings.filter((f) => f.severity === 'critical').map((f) => ctx.sentences.sentenceAt(f.span!.start)));
  // Nor the fields of the disclosure block ("A: No." answering "Is this investment advice?").
  const block = scan.slots.block;
  if (block) for (let i = ctx.sentences.sentenceAt(block.start); i <= ctx.sentences.sentenceAt(block.end); i++) explained.add(i);
  const skip = (i: number) => explained.has(i) || structures.skip.has(i);
  for (const c of classifiedSentences(normalized, ctx.sentences, ctx.matches, skip, structures)) {
    const message = DOCUMENT_RULES.classified.message.replace('{cues}', c.found.cues.map((w) => `"${w}"`).join(', '));
    const finding = makeFinding(ctx, DOCUMENT_RULES.classified, c, {
      message,
      rewrite: claimRemoval(ctx, { start: c.start, end: c.through }),
    });
    // The issuer's own words (a quote, its About paragraph) or a caution (scrutiny urged, a correction, a rebuttal): the
    // classifier alone asks a person, it does not block.
    const own = structures.ownWords.has(ctx.sentences.sentenceAt(c.start));
    if (finding.severity === 'critical' && (own || cautionary(normalized, c.start, c.end))) finding.severity = 'important';
    findings.push(finding);
  }
  const hasPromotion = findings.some((f) => (RULES_BY_ID.get(f.ruleId) as PatternRule).promotional);

  // Each disclosure finding names the slots found (with their spans) and the ones missing.
  const missing: SlotName[] = [];
  if (!scan.paidComplete) missing.push(...(['payer', 'amount'] as const).filter((s) => !scan.slots.slots[s]));
  if (!scan.ai) missing.push('ai');
  if (!scan.notAdvice) missing.push('notAdvice');
  const forward = absenceChecks && looksForward(normalized, ctx.matches);
  if (!scan.legendIdentified && forward) missing.push('legend');
  const slotNote = ` ${describeSlots(scan.slots, missing)}`;
  const withheld = scan.slots.contradictions.filter((c) => /withheld|as "/.test(c.why));

  // Paid mentions without payer or amount (a presence check: runs on fragments too).
  if (!scan.paidComplete) {
    const why = withheld.length ? ` It ${withheld[0].why.replace(/^it /, '')}.` : '';
    for (const mention of scan.paidMentions.slice(0, MAX_PAID_FINDINGS)) {
      const rule = DOCUMENT_RULES.paidIncomplete;
      const message = rule.message.replace('{missing}', missingParts(mention.hasPayer, mention.hasAmount)) + why + slotNote;
      findings.push(makeFinding(ctx, rule, mention, { message, rewrite: ctx.paidKnown ? appended(ctx, ctx.paid) : null }));
    }
  }

  // "Not a paid promotion" beside a payment, "independent and unbiased", "Amount: undisclosed": the disclosure contradicts itself.
  if (scan.paidMentions.some((m) => m.hasPayer || m.hasAmount)) {
    const rule = DOCUMENT_RULES.paidContradicted;
    const denials = scan.paidDenials.slice(0, MAX_PAID_FINDINGS).map((d) => ({ ...d, why: '' }));
    for (const c of scan.slots.contradictions) {
      if (!scan.paidComplete && withheld.includes(c)) continue;
      if (!denials.some((d) => d.start < c.end && c.start < d.end)) denials.push(c);
    }
    for (const denial of denials.slice(0, MAX_PAID_FINDINGS)) {
      const message = (denial.why ? `${rule.message} Critical because ${denial.why}.` : rule.message) + slotNote;
      findings.push(makeFinding(ctx, rule, denial, { message, rewrite: denialRemoval(ctx, denial) }));
    }
  }

  // UK MAR: an inside-information announcement must not carry marketing.
  if (hasPromotion) {
    const marker = insideInfoMarker(ctx);
    if (marker) findings.push(makeFinding(ctx, DOCUMENT_RULES.insideInfoMarketing, marker));
  }

  if (absenceChecks) {
    // "Critical if no legend at all": certainty without any legend in the document escalates.
    if (!scan.legendIdentified) {
      for (const f of findings) if (f.ruleId === 'certainty.plans') f.severity = 'critical';
    }
    if (scan.paidMentions.length === 0) {
      const message = DOCUMENT_RULES.paidMissing.message + slotNote;
      findings.push(
        makeFinding(ctx, DOCUMENT_RULES.paidMissing, null, { message, rewrite: ctx.paidKnown ? appended(ctx, ctx.paid) : null }),
      );
    }
    if (!scan.ai) {
      const message = (scan.aiDenied ? DOCUMENT_RULES.aiMissing.deniedMessage : DOCUMENT_RULES.aiMissing.message) + slotNote;
      findings.push(makeFinding(ctx, DOCUMENT_RULES.aiMissing, null, { message, rewrite: appended(ctx, ADDED.ai) }));
    }
    if (!scan.notAdvice) {
      const message = DOCUMENT_RULES.notAdviceMissing.message + slotNote;
      findings.push(makeFinding(ctx, DOCUMENT_RULES.notAdviceMissing, null, { message, rewrite: appended(ctx, ADDED.notAdvice) }));
    }
    if (!scan.legendIdentified) {
      if (forward) {
        const rule = DOCUMENT_RULES.legendMissing;
        const denied = scan.slots.legendDenied && rule.deniedMessage.replace('{match}', scan.slots.legendDenied.text);
        const message = (denied || (scan.cautionAnywhere ? rule.unidentifiedMessage : rule.message)) + slotNote;
        findings.push(makeFinding(ctx, rule, null, { message, rewrite: appended(ctx, ADDED.legend) }));
      }
    } else if (!scan.legendCautionary) {
      // The cautionary language goes right after the sentence that identifies the statements.
      const rewrite = insertion(ctx.original, scan.legendAt ?? ctx.original.length, ADDED.cautionary);
      findings.push(makeFinding(ctx, DOCUMENT_RULES.legendIncomplete, null, { rewrite }));
    } else if (jurisdiction === 'CA' && !scan.legendAssumptions) {
      findings.push(makeFinding(ctx, DOCUMENT_RULES.caAssumptions, null, { rewrite: appended(ctx, ADDED.assumptions) }));
    }
    const promotional = options.promotional ?? (hasPromotion || scan.paidMentions.length > 0);
    if (promotional && !scan.riskLanguage) {
      findings.push(makeFinding(ctx, DOCUMENT_RULES.noRiskLanguage, null, { rewrite: appended(ctx, ADDED.risks) }));
    }
  }

  findings.sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      (a.span?.start ?? Number.MAX_SAFE_INTEGER) - (b.span?.start ?? Number.MAX_SAFE_INTEGER),
  );
  const counts: Record<Severity, number> = { critical: 0, important: 0, advisory: 0 };
  for (const f of findings) counts[f.severity] += 1;
  const paidAsked = absenceChecks || scan.paidMentions.length > 0;
  const required = { payer: paidAsked, amount: paidAsked, recipient: false, ai: absenceChecks, notAdvice: absenceChecks, legend: forward };
  const disclosures = disclosureList(text, scan, ctx.sentences, required);
  return { findings, score: scoreOf(counts), level: levelOf(counts), counts, disclosures };
}
