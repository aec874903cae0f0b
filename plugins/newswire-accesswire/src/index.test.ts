import { describe, expect, it } from 'vitest';
import { loadPlugin } from '@issuerwire/plugin-sdk';
import { describeNewswireConformance, sampleRelease } from '@issuerwire/plugin-sdk/testing';
import plugin from './index';

// ACCESS Newswire (formerly ACCESSWIRE) is a Web Integration with an indicative price list.

describeNewswireConformance({
  plugin,
  validOptions: () => ({}),
  invalidOptions: [{ options: { pricing: { basic: -5 } }, field: 'pricing.basic' }],
  expectSubmission(pkg) {
    expect(pkg.formUrl).toBe('https://www.accessnewswire.com/');
    expect(pkg.text).toMatch(
      /SEATTLE, WA \/ ACCESS Newswire \/ [A-Z][a-z]+ \d{1,2}, \d{4} \/ Northwind Robotics Inc\. \(NASDAQ:NWRB\) today/,
    );
  },
});

describe('ACCESS Newswire', () => {
  it('refuses an option it does not know, naming it', async () => {
    await expect(loadPlugin(plugin, { accountEmail: 'ir@northwind.example' })).rejects.toThrow(/accountEmail/);
  });

  it('prints its slash dateline and a ticker tag without a space, for an OTC issuer too', async () => {
    const wire = (await loadPlugin(plugin, {}, { now: () => new Date('2026-06-01T12:00:00Z') })).instance;
    const release = { ...sampleRelease, exchange: 'OTC Pink', ticker: 'nwrbf' };
    const pkg = wire.buildSubmission!(release, 'basic');
    expect(pkg.text).toContain('SEATTLE, WA / ACCESS Newswire / June 1, 2026 / Northwind Robotics Inc. (OTC Pink:NWRBF) today');
    expect(wire.pricingIndicative).toBe(true);
  });
});
