import { describe, expect, it } from 'vitest';
import { loadPlugin, type NewswireRelease } from '@issuerwire/plugin-sdk';
import { describeNewswireConformance, sampleRelease } from '@issuerwire/plugin-sdk/testing';
import plugin from './index';

// EIN Presswire is a Web Integration: the kit checks the package; the tests below check EIN's layout,
// its published prices and the operator's override.

const field = (fields: { label: string; value: string }[], label: string) => fields.find((f) => f.label === label)?.value;

describeNewswireConformance({
  plugin,
  validOptions: () => ({}),
  invalidOptions: [
    { options: { pricing: { basic: -100 } }, field: 'pricing.basic' },
    { options: { pricing: { enhanced: 99.5 } }, field: 'pricing.enhanced' },
    { options: { submissionUrl: 'http://www.einpresswire.com/' }, field: 'submissionUrl' },
  ],
  expectSubmission(pkg, release) {
    expect(pkg.formUrl).toBe('https://www.einpresswire.com/');
    expect(pkg.text).toMatch(
      /^SEATTLE, WA, [A-Z][a-z]+ \d{1,2}, \d{4} \/EINPresswire\.com\/ -- Northwind Robotics Inc\. \(NASDAQ: NWRB\) today/m,
    );
    expect(field(pkg.fields, 'Headline')).toBe(release.headline);
    expect(field(pkg.fields, 'Package')).toMatch(/^Basic: 1 release, up to 700 words/);
  },
});

const at = new Date('2026-11-22T15:00:00Z');
const load = async (options: unknown = {}) => (await loadPlugin(plugin, options, { now: () => at })).instance;

describe('EIN Presswire', () => {
  it('quotes the packages published on einpresswire.com/pricing, not indicative', async () => {
    const ein = await load();
    expect(ein.pricing).toEqual({ basic: 14_900, enhanced: 49_900, premium: 99_900 });
    expect(ein.pricingIndicative).toBe(false);
    expect(ein.apiAvailable).toBe(false);
  });

  it('lets the operator override the price list, labelled indicative unless it says otherwise', async () => {
    const changed = await load({ pricing: { basic: 16_900 } });
    expect(changed.pricing).toEqual({ basic: 16_900, enhanced: 49_900, premium: 99_900 });
    expect(changed.pricingIndicative).toBe(true);

    const confirmed = await load({ pricing: { basic: 16_900, indicative: false } });
    expect(confirmed.pricingIndicative).toBe(false);
  });

  it('lays the release out as EIN prints it, dated in US Eastern time, with the package for the level', async () => {
    const ein = await load();
    const pkg = ein.buildSubmission!(sampleRelease, 'premium');
    expect(pkg.text.split('\n\n')).toEqual([
      sampleRelease.headline,
      'SEATTLE, WA, November 22, 2026 /EINPresswire.com/ -- Northwind Robotics Inc. (NASDAQ: NWRB) today reported third-quarter revenue of $48.2 million, up 21 percent year over year.',
      sampleRelease.disclosures,
      'Contact:\nDana Ortiz\nir@northwind.example\nhttps://northwind.example',
    ]);
    expect(field(pkg.fields, 'Package')).toMatch(/^Corporate: 15 releases/);
    expect(field(pkg.fields, 'Release time')).toBe('Immediately, once the wire approves it');
  });

  it('starts the lead at the date when the issuer has no head-office city (no dangling comma)', async () => {
    const ein = await load();
    const noCity = ein.buildSubmission!({ ...sampleRelease, dateline: '' }, 'basic');
    expect(noCity.text.split('\n\n')[1]).toMatch(/^November 22, 2026 \/EINPresswire\.com\/ -- Northwind Robotics Inc\./);
  });

  it('dates a scheduled release by its target time and tells the issuer when to schedule it', async () => {
    const ein = await load();
    // 03:30 UTC on the 1st is still the 30th of November in New York.
    const release: NewswireRelease = { ...sampleRelease, targetTime: new Date('2026-12-01T03:30:00Z') };
    const pkg = ein.buildSubmission!(release, 'basic');
    expect(pkg.text).toContain('SEATTLE, WA, November 30, 2026 /EINPresswire.com/ -- ');
    expect(field(pkg.fields, 'Release time')).toBe('2026-11-30 22:30 ET');
  });

  it("uses the operator's submission URL when given", async () => {
    const ein = await load({ submissionUrl: 'https://www.einpresswire.com/account' });
    expect(ein.submissionUrl).toBe('https://www.einpresswire.com/account');
    expect(ein.buildSubmission!(sampleRelease, 'basic').formUrl).toBe('https://www.einpresswire.com/account');
  });
});
