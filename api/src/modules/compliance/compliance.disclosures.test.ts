import { describe, expect, it } from 'vitest';
import { buildDisclosures, formatAmount, looksForward } from './compliance.disclosures';

const base = { issuerName: 'Northwind Minerals Corp.', ticker: 'NWM', amountCents: 499_900, forwardLooking: true };

describe('buildDisclosures', () => {
  it.each(['Technology', 'Consumer', 'Mining', 'Healthcare', 'Industrials'])('names each risk of a %s legend once', (sector) => {
    const legend = buildDisclosures({ ...base, exchange: 'NASDAQ', sector }).items.find((i) => i.id === 'forward-looking')!.text;
    const risks = /including (?!statements)(.+?)\./
      .exec(legend)![1]
      .replace(/,? and /g, ', ')
      .split(', ');
    expect(risks.length).toBeGreaterThan(4);
    expect(new Set(risks).size, legend).toBe(risks.length);
    expect(legend).toMatch(/, and general economic conditions\./);
  });

  it('names the issuer as payer, the amount in dollars and the form of payment', () => {
    const paid = buildDisclosures({ ...base, exchange: 'NASDAQ' }).items.find((i) => i.id === 'paid')!;
    expect(paid.text).toContain('Northwind Minerals Corp. (NASDAQ: NWM)');
    expect(paid.text).toContain('IssuerWire charged the issuer $4,999 for this campaign');
    const inShares = buildDisclosures({ ...base, exchange: 'NASDAQ', paymentForm: 'shares' }).items[0];
    expect(inShares.text).toContain('in shares of Northwind Minerals Corp. valued at $4,999');
  });

  it('states as data what its items say: payer, payment, AI, not-advice and the legend', () => {
    const nasdaq = buildDisclosures({ ...base, exchange: 'NASDAQ' });
    expect(nasdaq.facts).toEqual({
      payer: { name: 'Northwind Minerals Corp.', ticker: 'NWM', exchange: 'NASDAQ' },
      payment: { amountCents: 499_900, currency: 'USD', form: 'cash' },
      // No model named: the built-in composer wrote it (automated writing, not AI assistance).
      aiAssisted: false,
      model: null,
      notAdvice: true,
      forwardLooking: { included: true, jurisdiction: 'US', pennyStock: false, safeHarbor: true },
      items: nasdaq.items,
    });
    const pink = buildDisclosures({ ...base, exchange: 'OTC Pink', paymentForm: 'shares', forwardLooking: false }).facts;
    expect(pink.payment.form).toBe('shares');
    expect(pink.forwardLooking).toEqual({ included: false, jurisdiction: 'US', pennyStock: true, safeHarbor: false });
    expect(buildDisclosures({ ...base, exchange: 'TSXV' }).facts.forwardLooking).toMatchObject({ jurisdiction: 'CA', safeHarbor: false });
  });

  it('writes the four items in order, and the legend only when the text looks forward', () => {
    const all = buildDisclosures({ ...base, exchange: 'NYSE' });
    expect(all.items.map((i) => i.id)).toEqual(['paid', 'ai', 'not-advice', 'forward-looking']);
    expect(all.text.split('\n\n')).toHaveLength(4);
    expect(all.text).toContain('Not investment advice: ');
    const noLegend = buildDisclosures({ ...base, exchange: 'NYSE', forwardLooking: false });
    expect(noLegend.items.map((i) => i.id)).toEqual(['paid', 'ai', 'not-advice']);
  });

  it('keeps the other disclosures free of forward-looking words, so they never demand a legend', () => {
    const { text } = buildDisclosures({ ...base, exchange: 'NYSE', forwardLooking: false });
    expect(looksForward(text)).toBe(false);
  });

  it('claims no safe harbor for penny stocks and says why', () => {
    const legend = buildDisclosures({ ...base, exchange: 'OTC Pink' }).items[3].text;
    expect(legend).not.toMatch(/Section 27A|within the meaning of Section/);
    expect(legend).toMatch(/safe harbor .* does not apply/);
    const senior = buildDisclosures({ ...base, exchange: 'NYSE' }).items[3].text;
    expect(senior).toMatch(/Section 27A of the Securities Act of 1933 and Section 21E/);
    const overridden = buildDisclosures({ ...base, exchange: 'NYSE', pennyStock: true }).items[3].text;
    expect(overridden).not.toMatch(/Section 27A/);
  });

  it('names cautionary factors, and material assumptions for Canadian listings', () => {
    const ca = buildDisclosures({ ...base, exchange: 'TSXV' }).items[3].text;
    expect(ca).toMatch(/forward-looking information/);
    expect(ca).toMatch(/material assumptions/);
    expect(ca).toMatch(/National Instrument 51-102 Part 4A/);
    const us = buildDisclosures({ ...base, exchange: 'NASDAQ' }).items[3].text;
    expect(us).toMatch(/risks and uncertainties that could cause actual results to differ materially, including/);
    expect(us).not.toMatch(/material assumptions/);
  });
});

describe('formatAmount', () => {
  it('shows whole dollars plainly, cents when present, and US$ outside the US', () => {
    expect(formatAmount(199_900, 'US')).toBe('$1,999');
    expect(formatAmount(1_000_000, 'US')).toBe('$10,000');
    expect(formatAmount(499_950, 'US')).toBe('$4,999.50');
    expect(formatAmount(499_900, 'CA')).toBe('US$4,999');
    expect(() => formatAmount(-1, 'US')).toThrow(RangeError);
    expect(() => formatAmount(10.5, 'US')).toThrow(RangeError);
  });
});

describe('looksForward', () => {
  it.each([
    'The company will begin drilling in May.',
    'Management expects revenue to grow.',
    'We plan to open two stores.',
    'The outlook for 2026 remains positive.',
    'Our target is a maiden resource next year.',
  ])('is true for "%s"', (text) => {
    expect(looksForward(text)).toBe(true);
  });

  it.each(['Revenue rose 12% in the quarter.', 'Goodwill was unchanged at $4 million.', 'The AGM was held in May.'])(
    'is false for "%s"',
    (text) => {
      expect(looksForward(text)).toBe(false);
    },
  );
});
