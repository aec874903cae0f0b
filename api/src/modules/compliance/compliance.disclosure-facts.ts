// Verifies a generated piece's disclosures as data: the facts stored with it against what their sources
// say now (a campaign's amount or company name may change after generation), and each disclosure's text
// against the stored text. The engine reads disclosures by meaning; this says whether they are still true.

import { categoryOf } from './compliance.categories';
import { buildDisclosures, formatAmount, type DisclosureFacts, type DisclosureInput, type DisclosureItem } from './compliance.disclosures';
import { levelOf, scoreOf, type ComplianceReport, type Finding, type Span } from './compliance.engine';
import { DOCUMENT_RULES, SEVERITY_RANK, type DocumentRule, type Severity } from './compliance.patterns';

/** What a piece's disclosures were written from, and what they would be written from now. */
export interface DisclosureFactsCheck {
  stored: DisclosureFacts;
  /** The same inputs as buildDisclosures takes, read from the sources today. */
  expected: DisclosureInput;
}

type Value = string | number | boolean | null;

interface FactField {
  path: string;
  /** The disclosure that states it. */
  item: DisclosureItem['id'];
  /** Where the value comes from, for the message. */
  source: string;
  value(facts: DisclosureFacts): Value;
  /** How a reader sees the value (the amount in dollars); default: the value. */
  show?(facts: DisclosureFacts): string;
  /** The words of the disclosure that state it, to point at; default: the whole disclosure. */
  words?(facts: DisclosureFacts): string;
  /** Not compared for facts stored before the field was recorded. */
  recorded?(facts: DisclosureFacts): boolean;
}

const amount = (f: DisclosureFacts) => formatAmount(f.payment.amountCents, f.forwardLooking.jurisdiction);
const listing = (f: DisclosureFacts) => `${f.payer.exchange}: ${f.payer.ticker}`;

const FIELDS: readonly FactField[] = [
  { path: 'payer.name', item: 'paid', source: "the campaign's company name", value: (f) => f.payer.name, words: (f) => f.payer.name },
  { path: 'payer.ticker', item: 'paid', source: "the campaign's ticker", value: (f) => f.payer.ticker, words: listing },
  { path: 'payer.exchange', item: 'paid', source: "the listing's exchange", value: (f) => f.payer.exchange, words: listing },
  {
    path: 'payment.amountCents',
    item: 'paid',
    source: 'what IssuerWire charged for the campaign',
    value: (f) => f.payment.amountCents,
    show: (f) => `${amount(f)} (${f.payment.amountCents} cents)`,
    words: amount,
  },
  { path: 'payment.currency', item: 'paid', source: 'the currency of payment', value: (f) => f.payment.currency },
  { path: 'payment.form', item: 'paid', source: "the campaign's form of payment", value: (f) => f.payment.form },
  { path: 'aiAssisted', item: 'ai', source: 'what wrote the text (a model or the built-in composer)', value: (f) => f.aiAssisted },
  {
    path: 'model',
    item: 'ai',
    source: 'the model that wrote the text',
    value: (f) => f.model ?? null,
    words: (f) => f.model ?? '',
    recorded: (f) => f.model !== undefined,
  },
  { path: 'notAdvice', item: 'not-advice', source: "IssuerWire's policy", value: (f) => f.notAdvice },
  {
    path: 'forwardLooking.included',
    item: 'forward-looking',
    source: 'whether the text looks forward',
    value: (f) => f.forwardLooking.included,
  },
  {
    path: 'forwardLooking.jurisdiction',
    item: 'forward-looking',
    source: "the listing's jurisdiction",
    value: (f) => f.forwardLooking.jurisdiction,
  },
  {
    path: 'forwardLooking.pennyStock',
    item: 'forward-looking',
    source: "the listing's penny-stock status",
    value: (f) => f.forwardLooking.pennyStock,
  },
  {
    path: 'forwardLooking.safeHarbor',
    item: 'forward-looking',
    source: 'whether the statutory safe harbor applies',
    value: (f) => f.forwardLooking.safeHarbor,
  },
];

const TITLES: Record<DisclosureItem['id'], string> = {
  paid: 'paid-content',
  ai: 'AI-assistance',
  'not-advice': 'not-investment-advice',
  'forward-looking': 'forward-looking statements',
};

/**
 * The findings on a piece's stored disclosure facts: one `disclosure.facts-mismatch` per fact whose source
 * now says otherwise (naming the field), and one `disclosure.facts-not-in-text` per recorded disclosure
 * whose text is not in `text` verbatim. `text` is what the report checks (spans are offsets into it).
 */
export function verifyDisclosureFacts(text: string, check: DisclosureFactsCheck): Finding[] {
  const { stored } = check;
  const expected = buildDisclosures(check.expected).facts;
  const findings: Finding[] = [];
  const at = new Map<DisclosureItem['id'], number>();
  for (const item of stored.items) {
    const start = text.indexOf(item.text);
    if (start >= 0) {
      at.set(item.id, start);
    } else {
      findings.push(finding(DOCUMENT_RULES.factsNotInText, { item: TITLES[item.id] }, null));
    }
  }
  const required: DisclosureItem['id'][] = [
    'paid',
    'ai',
    'not-advice',
    ...(stored.forwardLooking.included ? ['forward-looking' as const] : []),
  ];
  for (const id of required) {
    if (!stored.items.some((i) => i.id === id)) findings.push(finding(DOCUMENT_RULES.factsNotInText, { item: TITLES[id] }, null));
  }

  for (const field of FIELDS) {
    if (field.value(stored) === field.value(expected) || field.recorded?.(stored) === false) continue;
    const show = (f: DisclosureFacts) => field.show?.(f) ?? JSON.stringify(field.value(f));
    const values = { field: field.path, stored: show(stored), source: field.source, expected: show(expected) };
    findings.push(finding(DOCUMENT_RULES.factsMismatch, values, spanOf(text, stored, field, at)));
  }
  return findings;
}

/** Where the stale fact is written: its words within its disclosure, else the whole disclosure; null when not in the text. */
function spanOf(text: string, stored: DisclosureFacts, field: FactField, at: Map<DisclosureItem['id'], number>): Span | null {
  const item = stored.items.find((i) => i.id === field.item);
  const start = at.get(field.item);
  if (!item || start === undefined) return null;
  const words = field.words?.(stored);
  const within = words ? item.text.indexOf(words) : -1;
  if (within < 0) return { start, end: start + item.text.length, text: item.text };
  return { start: start + within, end: start + within + words!.length, text: words! };
}

function finding(rule: DocumentRule, values: Record<string, string>, span: Span | null): Finding {
  return {
    ruleId: rule.id,
    category: categoryOf(rule.id),
    title: rule.title,
    severity: rule.severity,
    citation: rule.citation,
    message: rule.message.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? ''),
    suggestion: rule.suggestion,
    // Only a new text from the sources fixes it, not an edit of a passage.
    rewrite: null,
    span,
  };
}

/** The report with more findings, sorted and counted as the engine does. */
export function withFindings<R extends ComplianceReport>(report: R, more: readonly Finding[]): R {
  if (more.length === 0) return report;
  const findings = [...report.findings, ...more].sort(
    (a, b) =>
      SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
      (a.span?.start ?? Number.MAX_SAFE_INTEGER) - (b.span?.start ?? Number.MAX_SAFE_INTEGER),
  );
  const counts: Record<Severity, number> = { critical: 0, important: 0, advisory: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return { ...report, findings, counts, score: scoreOf(counts), level: levelOf(counts) };
}
