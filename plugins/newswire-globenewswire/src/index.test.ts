import { describe, expect, it } from 'vitest';
import { loadPlugin } from '@issuerwire/plugin-sdk';
import { describeNewswireConformance, sampleRelease } from '@issuerwire/plugin-sdk/testing';
import plugin from './index';

// GlobeNewswire is a Web Integration with an indicative price list.

const field = (fields: { label: string; value: string }[], label: string) => fields.find((f) => f.label === label)?.value;

describeNewswireConformance({
  plugin,
  validOptions: () => ({}),
  invalidOptions: [
    { options: { pricing: { premium: -1 } }, field: 'pricing.premium' },
    { options: { submissionUrl: 'not a url' }, field: 'submissionUrl' },
  ],
  expectSubmission(pkg) {
    expect(pkg.formUrl).toBe('https://myadmin.globenewswire.com/');
    expect(pkg.text).toMatch(/SEATTLE, WA, \w+\.? \d{1,2}, \d{4} \(GLOBE NEWSWIRE\) -- Northwind Robotics Inc\. \(Nasdaq: NWRB\) today/);
  },
});

const load = async (options: unknown = {}) => (await loadPlugin(plugin, options, { now: () => new Date('2026-09-08T13:00:00Z') })).instance;

describe('GlobeNewswire', () => {
  it('says its prices are indicative: GlobeNewswire publishes no rate card', async () => {
    const gnw = await load();
    expect(gnw.pricingIndicative).toBe(true);
    expect(gnw.pricing.basic).toBeLessThan(gnw.pricing.enhanced);
    expect(gnw.pricing.enhanced).toBeLessThan(gnw.pricing.premium);
  });

  it("takes the operator's contract prices and drops the indicative label when told they are firm", async () => {
    const gnw = await load({ pricing: { basic: 60_000, enhanced: 120_000, premium: 240_000, indicative: false } });
    expect(gnw.pricing).toEqual({ basic: 60_000, enhanced: 120_000, premium: 240_000 });
    expect(gnw.pricingIndicative).toBe(false);
  });

  it('prints an AP-style dateline and the Nasdaq spelling GlobeNewswire uses', async () => {
    const pkg = (await load()).buildSubmission!(sampleRelease, 'enhanced');
    expect(pkg.text).toContain('SEATTLE, WA, Sept. 8, 2026 (GLOBE NEWSWIRE) -- Northwind Robotics Inc. (Nasdaq: NWRB) today reported');
    expect(field(pkg.fields, 'Package')).toBe('US national circuit');
    expect(field(pkg.fields, 'Ticker')).toBe('(Nasdaq: NWRB)');
  });

  it('normalises the exchange name an issuer typed into the code the wire prints', async () => {
    const pkg = (await load()).buildSubmission!({ ...sampleRelease, exchange: 'NYSE MKT', ticker: 'nwrb' }, 'basic');
    expect(field(pkg.fields, 'Ticker')).toBe('(NYSE American: NWRB)');
    const tier = (await load()).buildSubmission!({ ...sampleRelease, exchange: 'Nasdaq Global Select Market' }, 'basic');
    expect(field(tier.fields, 'Ticker')).toBe('(Nasdaq: NWRB)');
  });
});
