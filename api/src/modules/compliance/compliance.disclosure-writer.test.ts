import { describe, expect, it } from 'vitest';
import { buildDisclosures, looksForward } from './compliance.disclosures';
import { checkContent } from './compliance.engine';

// Issue 37 point 4: the disclosures say what is true (what IssuerWire charged, what wrote the text), and
// the engine reads both automated-writing wordings as the AI-assistance slot.
const BODY =
  'Harbor Logistics Inc. (NASDAQ: HBLX) reported third-quarter revenue of $48.2 million, up 12% from the prior-year quarter. ' +
  'The company opened two cross-dock terminals in Ohio.';
const base = { issuerName: 'Harbor Logistics Inc.', ticker: 'HBLX', exchange: 'NASDAQ', amountCents: 499_900, forwardLooking: false };
const REQUIRED = ['required.paid-disclosure', 'paid.incomplete', 'required.ai-disclosure', 'required.not-advice'];

const ruleIds = (text: string) => checkContent(text, { exchange: 'NASDAQ', jurisdiction: 'US' }).findings.map((f) => f.ruleId);
const withItems = (items: string[]) => [BODY, '---', ...items].join('\n\n');

describe('the disclosures IssuerWire writes', () => {
  it('state the amount charged by IssuerWire for the campaign, never a payment "in cash"', () => {
    const paid = buildDisclosures(base).items[0].text;
    expect(paid).toContain('IssuerWire charged the issuer $4,999 for this campaign');
    expect(paid).not.toMatch(/in cash|per month|monthly/);
    expect(buildDisclosures({ ...base, exchange: 'TSXV' }).items[0].text).toContain('US$4,999');
    // Under a subscription: its price and allowance, and nothing or the overage charged for this content.
    const pro = { name: 'Pro', priceCents: 499_900, articlesPerMonth: 12 };
    const included = buildDisclosures({ ...base, amountCents: 0, subscription: pro });
    expect(included.items[0].text).toContain(
      'through its Pro subscription to IssuerWire ($4,999 a month, 12 articles a month included); IssuerWire made no separate charge for this content',
    );
    expect(included.facts.payment).toEqual({ amountCents: 0, currency: 'USD', form: 'cash', subscription: pro });
    const overage = buildDisclosures({ ...base, amountCents: 42_000, subscription: pro });
    expect(overage.items[0].text).toContain(
      'IssuerWire charged the issuer $420 for this content, beyond the articles included in its Pro subscription to IssuerWire ($4,999 a month',
    );
    // The engine reads both as a complete paid-content disclosure, with no forward-looking word in them.
    for (const written of [included, overage]) {
      expect(ruleIds(withItems(written.items.map((i) => `${i.title}: ${i.text}`)))).not.toEqual(expect.arrayContaining([REQUIRED[0]]));
      expect(ruleIds(withItems(written.items.map((i) => `${i.title}: ${i.text}`)))).not.toContain('paid.incomplete');
      expect(looksForward(written.items[0].text)).toBe(false);
    }
  });

  it('name the model when one ran, and automated writing software when the built-in composer wrote it', () => {
    const model = buildDisclosures({ ...base, model: 'gpt-4o-mini' });
    expect(model.items[1]).toMatchObject({ title: 'AI assistance' });
    expect(model.items[1].text).toContain('drafted with AI assistance (gpt-4o-mini)');
    expect(model.facts).toMatchObject({ aiAssisted: true, model: 'gpt-4o-mini' });
    const composer = buildDisclosures(base);
    expect(composer.items[1]).toMatchObject({ title: 'Automated writing' });
    expect(composer.items[1].text).toContain('drafted by automated writing software from facts supplied by the issuer');
    expect(composer.items[1].text).not.toMatch(/\bAI\b/);
    expect(composer.facts).toMatchObject({ aiAssisted: false, model: null });
  });

  it('pass the engine as a whole, either way, and never demand a legend themselves', () => {
    for (const input of [base, { ...base, model: 'gpt-4o-mini' }, { ...base, planName: 'Basic', amountCents: 199_900 }]) {
      const ids = ruleIds(withItems(buildDisclosures(input).items.map((i) => `${i.title}: ${i.text}`)));
      expect(looksForward(buildDisclosures(input).text), JSON.stringify(input)).toBe(false);
      for (const id of REQUIRED) expect(ids, `${id} for ${JSON.stringify(input)}`).not.toContain(id);
    }
  });
});

describe('the disclosure reader: the AI-assistance slot', () => {
  const others = buildDisclosures(base)
    .items.filter((i) => i.id !== 'ai')
    .map((i) => i.text);
  const aiFindings = (sentence: string) => ruleIds(withItems([...others, sentence])).filter((id) => id === 'required.ai-disclosure');

  it('accepts "drafted with AI assistance (model)" and "drafted by automated writing software", unlabelled', () => {
    expect(aiFindings('This content was drafted with AI assistance (gpt-4o-mini).')).toEqual([]);
    expect(aiFindings('This content was drafted by automated writing software from facts supplied by the issuer.')).toEqual([]);
    expect(aiFindings('This release was written by automated drafting software from the company’s facts.')).toEqual([]);
  });

  it('still asks for the slot when nothing says what wrote the text, or when automation is denied', () => {
    expect(aiFindings('The company uses software to plan its routes.')).toEqual(['required.ai-disclosure']);
    expect(aiFindings('This content was not written by automated writing software.')).toEqual(['required.ai-disclosure']);
  });
});
