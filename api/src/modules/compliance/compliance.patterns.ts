// The compliance rules: the sentence rules, one file each in rules/ (listed in rules/index.ts), and the
// document rules below (absence of required elements, balance, legend quality), which the engine detects
// from the disclosure recognisers and other findings. Regexes are compiled once, in the rule files; the
// engine only runs them. Text is matched after a length-preserving normalisation (curly quotes -> straight,
// unicode hyphens -> '-'), so offsets are offsets into the original text.
import { ADDED } from './compliance.rewrites';
import { PATTERN_RULES } from './rules';
import type { DocumentRule, PatternRule, Severity, TriggeredPattern } from './rules/rule';
import { rx } from './rules/vocabulary';

export { PATTERN_RULES };
export { SEVERITIES, SEVERITY_RANK } from './rules/rule';
export type { DocumentRule, Matcher, PatternRule, RuleModule, Severity, SeverityOverride, TriggeredPattern } from './rules/rule';

/** Markers of a UK inside-information announcement (the MAR statement). */
export const INSIDE_INFO_MARKERS: readonly TriggeredPattern[] = [
  { triggers: 'inside i|market a', re: rx(String.raw`\binside information\b|\bMarket Abuse Regulation\b`) },
  { triggers: 'mar|uk mar', re: rx(String.raw`\b(?:UK )?MAR\b`, 'g') },
];

/** Composite and document rules: detected by the engine from the disclosure recognisers and other findings. */
export const DOCUMENT_RULES = {
  paidIncomplete: {
    id: 'paid.incomplete',
    title: 'Paid content without payer and amount',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); CSA Staff Notice 51-356; BC Notice 51-703',
    message:
      'Says the content is paid or sponsored, but the payment disclosure names {missing}. The law asks for the payer, the amount and the form of payment.',
    suggestion: 'Write e.g. "{paid}"',
  },
  paidContradicted: {
    id: 'paid.contradicted',
    title: 'Paid-content disclosure contradicted',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); CSA Staff Notice 51-356',
    message:
      'Says the content is unpaid or independent, while it also discloses a payment. A reader cannot tell which is true; the denial misleads.',
    suggestion: 'Remove "{match}" and keep the disclosure of who paid, how much and in what form.',
  },
  classified: {
    id: 'promotion.classified',
    title: 'Reads as stock promotion',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); FINRA Rule 2210(d)(1); CSA Staff Notice 51-356 (classifier trained on labelled passages)',
    message:
      'No specific rule matched, but a classifier trained on labelled promotional and issuer passages reads this sentence as stock promotion; the words that weighed most: {cues}. A person should review it.',
    suggestion: 'Rewrite the sentence as a plain fact about the company, or remove it.',
  },
  insideInfoMarketing: {
    id: 'uk.inside-info-marketing',
    title: 'Inside information mixed with marketing',
    severity: 'advisory',
    overrides: [{ exchanges: ['LSE', 'AIM'], severity: 'critical' }],
    citation: 'UK MAR art.17(1)',
    message:
      'An inside-information announcement is combined with promotional copy. UK MAR forbids combining inside information with marketing.',
    suggestion: 'Publish the announcement through an RIS as a plain factual release; keep marketing copy separate.',
  },
  noRiskLanguage: {
    id: 'balance.no-risk-language',
    title: 'One-sided: no risks mentioned',
    severity: 'important',
    citation: 'FINRA Rule 2210(d)(1)(A); NP 51-201',
    message: 'Promotional content that mentions no risk or uncertainty is one-sided.',
    suggestion: `Add the main risks in plain words next to the claims, e.g. "${ADDED.risks}"`,
  },
  paidMissing: {
    id: 'required.paid-disclosure',
    title: 'Paid-content disclosure missing',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); BC Notice 51-703; OTC Markets best practice',
    message: 'No paid-content disclosure naming the payer and the amount.',
    suggestion: 'Add: "{paid}"',
  },
  aiMissing: {
    id: 'required.ai-disclosure',
    title: 'AI-assistance disclosure missing',
    severity: 'critical',
    citation: 'IssuerWire product policy (no legal mandate found)',
    message: 'No statement of what wrote the content: AI assistance (naming the model) or automated writing software.',
    deniedMessage:
      'The text denies that software wrote it, but IssuerWire content is drafted by an AI model or automated writing software and must say which.',
    suggestion: `Add: "${ADDED.ai}"`,
  },
  notAdviceMissing: {
    id: 'required.not-advice',
    title: 'Not-investment-advice disclosure missing',
    severity: 'critical',
    citation: 'IssuerWire product policy (no legal mandate found)',
    message: 'No statement that the content is not investment advice.',
    suggestion: `Add: "${ADDED.notAdvice}"`,
  },
  legendMissing: {
    id: 'required.fls-legend',
    title: 'Forward-looking statements legend missing',
    severity: 'critical',
    citation: 'PSLRA 1995: Securities Act s.27A(c), Exchange Act s.21E(c); NI 51-102 Part 4A',
    message: 'The text makes forward-looking statements but carries no forward-looking statements legend.',
    unidentifiedMessage:
      'The text names risks but does not identify which of its statements are forward-looking, so the cautionary language protects nothing.',
    deniedMessage:
      'The disclosures say "{match}", but the text makes forward-looking statements: the legend contradicts the text and protects nothing.',
    suggestion: `Add a legend that identifies the forward-looking statements and names the factors that could make results differ, e.g. "${ADDED.legend}"`,
  },
  legendIncomplete: {
    id: 'fls.legend-incomplete',
    title: 'Legend without cautionary factors',
    severity: 'important',
    citation: 'PSLRA s.21E(c)(1)(A)(i) ("meaningful cautionary statements")',
    message: 'Mentions forward-looking statements but names no risks or factors that could make results differ.',
    suggestion: `Add: "${ADDED.cautionary}"`,
  },
  caAssumptions: {
    id: 'fls.ca-assumptions',
    title: 'Legend without material assumptions (Canada)',
    severity: 'important',
    citation: 'NI 51-102 Part 4A (s.4A.3)',
    message: 'Canadian forward-looking information must state the material assumptions behind it.',
    suggestion: `Add: "${ADDED.assumptions}"`,
  },
  factsMismatch: {
    id: 'disclosure.facts-mismatch',
    title: 'Disclosure out of date',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); IssuerWire product policy',
    message: 'The disclosure states {field} as {stored}, but {source} is now {expected}: the disclosure no longer tells readers the truth.',
    suggestion:
      'Regenerate the article, or save an edit of it, so that its disclosures are written again from the campaign and the listing.',
  },
  factsNotInText: {
    id: 'disclosure.facts-not-in-text',
    title: 'Recorded disclosure not in the text',
    severity: 'critical',
    citation: 'Securities Act 1933 s.17(b); IssuerWire product policy',
    message: 'The {item} disclosure recorded with this article is not in its text word for word.',
    suggestion: 'Save the article again: the disclosures are restored at its end.',
  },
} as const satisfies Record<string, DocumentRule>;

const ALL_RULES: readonly (PatternRule | DocumentRule)[] = [...PATTERN_RULES, ...Object.values(DOCUMENT_RULES)];

/** Every rule by id (pattern and document rules). */
export const RULES_BY_ID: ReadonlyMap<string, PatternRule | DocumentRule> = new Map(ALL_RULES.map((r) => [r.id, r]));

/** The severity and citation of a rule for a listing (UK marketing rule is critical only on LSE/AIM). */
export function severityFor(
  rule: Pick<PatternRule, 'severity' | 'citation' | 'overrides'>,
  exchange: string,
): { severity: Severity; citation: string } {
  const override = rule.overrides?.find((o) => o.exchanges.includes(exchange));
  return {
    severity: override?.severity ?? rule.severity,
    citation: override?.citation ?? rule.citation,
  };
}
