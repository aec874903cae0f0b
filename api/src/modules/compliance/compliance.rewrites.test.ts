import { describe, expect, it } from 'vitest';
import corpusJson from '../../../test/fixtures/compliance/corpus.json';
import { PHRASINGS } from '../../../test/fixtures/compliance/disclosure-phrasings';
import { PASSAGES } from '../../../test/fixtures/compliance/passages';
import { buildDisclosures } from './compliance.disclosures';
import { checkContent, type CheckOptions, type ListingRef } from './compliance.engine';
import { applyRewrites, type Rewrite } from './compliance.rewrites';
import { LISTING_RULES, type Exchange } from './compliance.rules';

const payment = { issuerName: 'Shopify Inc.', amountCents: 499_900 };
const NASDAQ: ListingRef = { exchange: 'NASDAQ', jurisdiction: 'US' };
const BODY =
  'Shopify Inc. (NASDAQ: SHOP) plans to open two fulfilment centres next year, subject to financing. ' + 'Revenue rose 21% in the quarter.';
const STANDARD = buildDisclosures({
  issuerName: 'Shopify Inc.',
  ticker: 'SHOP',
  exchange: 'NASDAQ',
  amountCents: 499_900,
  forwardLooking: true,
});

interface Case {
  name: string;
  text: string;
  listing: ListingRef;
  options: CheckOptions;
}

const corpus = (corpusJson as { id: string; text: string; exchange: Exchange }[]).map((p): Case => ({
  name: p.id,
  text: p.text,
  listing: { exchange: p.exchange, jurisdiction: LISTING_RULES[p.exchange].jurisdiction },
  options: { absenceChecks: false, payment },
}));
// Whole documents: the body, three standard disclosures and one human phrasing in place of the fourth.
const documents = PHRASINGS.map((p, i): Case => {
  const replaced = { paid: 'paid', contradiction: 'paid', ai: 'ai', 'not-advice': 'not-advice', fls: 'forward-looking' }[p.kind];
  const others = STANDARD.items.filter((item) => item.id !== replaced).map((item) => `${item.title}: ${item.text}`);
  return { name: `phrasing ${i} (${p.kind})`, text: [BODY, ...others, p.text].join('\n\n'), listing: NASDAQ, options: { payment } };
});
// The labelled passages, each with the standard disclosure block (rewrites of pattern findings).
const passages = PASSAGES.map((p, i): Case => ({
  name: `passage ${i} (${p.group})`,
  text: `${p.text}\n\n${STANDARD.text}`,
  listing: NASDAQ,
  options: { payment },
}));
const bare: Case[] = [
  { name: 'bare body', text: BODY, listing: NASDAQ, options: { payment } },
  { name: 'bare body, Canada', text: BODY, listing: { exchange: 'TSXV', jurisdiction: 'CA' }, options: { payment } },
  { name: 'hype', text: 'ACME will dominate the market. Act now! Shares could easily 10x.', listing: NASDAQ, options: { payment } },
];

describe('suggested rewrites', () => {
  it('clear the finding they belong to: no finding of that rule once the rewrite is applied', () => {
    const failures: string[] = [];
    let applied = 0;
    for (const c of [...corpus, ...documents, ...passages, ...bare]) {
      const report = checkContent(c.text, c.listing, c.options);
      const byRule = new Map<string, Rewrite[]>();
      for (const f of report.findings) {
        if (!f.rewrite) continue;
        const list = byRule.get(f.ruleId) ?? [];
        if (!list.some((r) => r.start === f.rewrite!.start && r.end === f.rewrite!.end && r.text === f.rewrite!.text)) list.push(f.rewrite);
        byRule.set(f.ruleId, list);
      }
      for (const [ruleId, rewrites] of byRule) {
        applied += 1;
        const fixed = applyRewrites(c.text, rewrites);
        const again = checkContent(fixed, c.listing, c.options).findings.filter((f) => f.ruleId === ruleId);
        if (again.length) failures.push(`${c.name}: ${ruleId} remains after its rewrite:\n  ${fixed}`);
      }
    }
    console.log(`rewrites applied: ${applied} (rule, text) pairs; failures: ${failures.length}`);
    expect(applied).toBeGreaterThan(300);
    expect(failures, failures.join('\n')).toEqual([]);
  });

  it('give every absence and every pattern finding a rewrite', () => {
    const report = checkContent(`${BODY} ACME will dominate the market. Act now!`, NASDAQ, { payment });
    const missing = report.findings.filter((f) => !f.rewrite).map((f) => f.ruleId);
    expect(missing).toEqual([]);
  });

  it("suggest a paid disclosure that the engine accepts: the issuer's name and the amount, never a claimed payment in cash", () => {
    const report = checkContent(BODY, NASDAQ, { payment });
    const paid = report.findings.find((f) => f.ruleId === 'required.paid-disclosure')!;
    const sentence = 'Shopify Inc. paid $4,999 for the preparation and distribution of this content.';
    expect(paid.suggestion).toBe(`Add: "${sentence}"`);
    const others = STANDARD.items.filter((i) => i.id !== 'paid').map((i) => `${i.title}: ${i.text}`);
    const fixed = checkContent([BODY, ...others, sentence].join('\n\n'), NASDAQ);
    expect(fixed.findings).toEqual([]);
    expect(fixed.score).toBe(100);
  });

  it('keep placeholders, and no rewrite, when the payment is not known', () => {
    const paid = checkContent(BODY, NASDAQ).findings.find((f) => f.ruleId === 'required.paid-disclosure')!;
    expect(paid.suggestion).toContain('[Issuer] paid $[amount]');
    expect(paid.rewrite).toBeNull();
  });
});
