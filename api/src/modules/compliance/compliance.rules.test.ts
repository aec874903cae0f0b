import { describe, expect, it } from 'vitest';
import { EXCHANGES, LISTING_RULES, guidelinesDetailFor, guidelinesFor, normalizeExchange, type RuleItem } from './compliance.rules';

const JURISDICTION: Record<string, string> = {
  NYSE: 'US',
  'NYSE American': 'US',
  NASDAQ: 'US',
  'OTC Pink': 'US',
  OTCQB: 'US',
  OTCQX: 'US',
  TSX: 'CA',
  TSXV: 'CA',
  CSE: 'CA',
  LSE: 'UK',
  AIM: 'UK',
  ASX: 'AU',
};

function allItems(exchange: (typeof EXCHANGES)[number]): RuleItem[] {
  const r = LISTING_RULES[exchange];
  return [
    r.materialChangeDeadline,
    ...r.keyRequirements,
    ...r.distributionRequirements,
    ...r.financialReportingRequirements,
    ...r.minimumDisclosures,
    ...r.additionalRestrictions,
  ];
}

describe('guidelinesFor', () => {
  it.each(EXCHANGES)('answers the spec shape for %s', (exchange) => {
    const g = guidelinesFor(exchange)!;
    expect(g.simplified.exchange).toBe(exchange);
    expect(g.simplified.jurisdiction).toBe(JURISDICTION[exchange]);
    expect(['strict', 'moderate', 'basic']).toContain(g.simplified.complianceLevel);
    expect(['Low', 'Medium', 'High']).toContain(g.simplified.riskLevel);
    expect(g.guidelines.materialChangeDeadline.length).toBeGreaterThan(10);
    for (const list of [
      g.simplified.keyRequirements,
      g.guidelines.distributionRequirements,
      g.guidelines.financialReportingRequirements,
      g.guidelines.minimumDisclosures,
      g.guidelines.additionalRestrictions,
    ]) {
      expect(list.length).toBeGreaterThan(0);
      for (const text of list) expect(typeof text).toBe('string');
    }
  });

  it('returns null for an unknown exchange so the caller can answer 404', () => {
    expect(guidelinesFor('NYSEX')).toBeNull();
    expect(guidelinesDetailFor('')).toBeNull();
  });

  it('accepts the names market data uses for the same venues', () => {
    expect(normalizeExchange('Nasdaq')).toBe('NASDAQ');
    expect(normalizeExchange('NasdaqGS')).toBe('NASDAQ');
    expect(normalizeExchange('TSX-V')).toBe('TSXV');
    expect(normalizeExchange(' otc pink ')).toBe('OTC Pink');
    expect(normalizeExchange('NYSE MKT')).toBe('NYSE American');
    expect(guidelinesFor('tsx venture')?.simplified.exchange).toBe('TSXV');
  });

  it('gives the UI the same content with ids and citations', () => {
    const detail = guidelinesDetailFor('NASDAQ')!;
    const plain = guidelinesFor('NASDAQ')!;
    expect(detail.simplified.keyRequirements.map((i) => i.text)).toEqual(plain.simplified.keyRequirements);
    expect(detail.guidelines.materialChangeDeadline.text).toBe(plain.guidelines.materialChangeDeadline);
    for (const i of detail.guidelines.distributionRequirements) expect(i.citation.length).toBeGreaterThan(3);
  });
});

describe('derived levels', () => {
  it('makes OTC Pink and TSXV strict and high risk', () => {
    for (const exchange of ['OTC Pink', 'TSXV'] as const) {
      expect(LISTING_RULES[exchange].complianceLevel).toBe('strict');
      expect(LISTING_RULES[exchange].riskLevel).toBe('High');
    }
  });

  it('makes senior boards (NYSE, NASDAQ, TSX, LSE, ASX) basic and low risk', () => {
    for (const exchange of ['NYSE', 'NASDAQ', 'TSX', 'LSE', 'ASX'] as const) {
      expect(LISTING_RULES[exchange]).toMatchObject({ tier: 'senior', complianceLevel: 'basic', riskLevel: 'Low' });
    }
  });

  it('derives both levels from the venue tier alone', () => {
    const byTier = new Map<string, string>();
    for (const exchange of EXCHANGES) {
      const r = LISTING_RULES[exchange];
      const levels = `${r.complianceLevel}/${r.riskLevel}`;
      expect(byTier.get(r.tier) ?? levels, exchange).toBe(levels);
      byTier.set(r.tier, levels);
    }
    expect(byTier.get('growth')).toBe('moderate/Medium');
  });

  it('treats OTC Pink as the penny-stock venue', () => {
    expect(EXCHANGES.filter((e) => LISTING_RULES[e].pennyStockLikely)).toEqual(['OTC Pink']);
    expect(LISTING_RULES['OTC Pink'].minimumDisclosures.map((i) => i.id)).toContain('us.pslra.fls-legend.penny');
  });
});

describe('rule items', () => {
  it('give each id one meaning across all exchanges', () => {
    const seen = new Map<string, RuleItem>();
    for (const exchange of EXCHANGES) {
      for (const item of allItems(exchange)) {
        expect(item.id).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
        const previous = seen.get(item.id);
        if (previous) expect(item, item.id).toEqual(previous);
        seen.set(item.id, item);
      }
    }
    expect(seen.size).toBeGreaterThan(50);
  });

  it('never repeat an item inside one list', () => {
    for (const exchange of EXCHANGES) {
      const r = LISTING_RULES[exchange];
      for (const list of [
        r.keyRequirements,
        r.distributionRequirements,
        r.financialReportingRequirements,
        r.minimumDisclosures,
        r.additionalRestrictions,
      ]) {
        const ids = list.map((i) => i.id);
        expect(new Set(ids).size, `${exchange}: ${ids.join(', ')}`).toBe(ids.length);
      }
    }
  });

  it('flag unconfirmed items, and say so in the citation', () => {
    for (const exchange of EXCHANGES) {
      for (const item of allItems(exchange)) {
        expect(/unconfirmed/i.test(item.citation), item.id).toBe(item.unconfirmed === true);
      }
    }
    const nasdaqNotify = LISTING_RULES.NASDAQ.distributionRequirements.find((i) => i.id === 'nasdaq.notify');
    expect(nasdaqNotify?.unconfirmed).toBe(true);
    const bc = LISTING_RULES.CSE.additionalRestrictions.find((i) => i.id === 'ca.bc.listing-promises');
    expect(bc?.unconfirmed).toBe(true);
    expect(LISTING_RULES.NYSE.distributionRequirements.find((i) => i.id === 'nyse.202.06.notify')?.unconfirmed).toBeUndefined();
  });

  it('require the four disclosures on every listing', () => {
    for (const exchange of EXCHANGES) {
      const ids = LISTING_RULES[exchange].minimumDisclosures.map((i) => i.id);
      expect(ids, exchange).toEqual(expect.arrayContaining(['policy.ai-disclosure', 'policy.not-advice']));
      expect(
        ids.some((id) => id.includes('paid-disclosure')),
        exchange,
      ).toBe(true);
      expect(
        ids.some((id) => id.includes('fls') || id.includes('fli')),
        exchange,
      ).toBe(true);
    }
  });

  it('state the deadlines of each jurisdiction', () => {
    expect(LISTING_RULES.NYSE.materialChangeDeadline.text).toMatch(/4 business days/);
    expect(LISTING_RULES.TSXV.materialChangeDeadline.text).toMatch(/10 days/);
    expect(LISTING_RULES.AIM.materialChangeDeadline.citation).toMatch(/AIM Rules for Companies, Rule 11/);
    expect(LISTING_RULES.ASX.materialChangeDeadline.citation).toMatch(/Listing Rule 3\.1/);
    expect(LISTING_RULES.TSX.financialReportingRequirements[0].text).toMatch(/90 days/);
    expect(LISTING_RULES.CSE.financialReportingRequirements[0].text).toMatch(/120 days/);
  });
});
