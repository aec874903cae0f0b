import { describe, expect, it } from 'vitest';
import { loadPlugin } from '@issuerwire/plugin-sdk';
import { describeNewswireConformance, sampleRelease } from '@issuerwire/plugin-sdk/testing';
import plugin from './index';

// PR Newswire is a Web Integration with an indicative price list.

const field = (fields: { label: string; value: string }[], label: string) => fields.find((f) => f.label === label)?.value;

describeNewswireConformance({
  plugin,
  validOptions: () => ({}),
  invalidOptions: [
    { options: { pricing: { basic: '500' } }, field: 'pricing.basic' },
    { options: { pricing: { discount: 10 } }, field: 'pricing' },
  ],
  level: 'premium',
  expectSubmission(pkg) {
    expect(pkg.formUrl).toBe('https://www.prnewswire.com/');
    expect(pkg.text).toMatch(/SEATTLE, WA, \w+\.? \d{1,2}, \d{4} \/PRNewswire\/ -- Northwind Robotics Inc\. \(NASDAQ: NWRB\) today/);
    expect(field(pkg.fields, 'Package')).toBe('US1 national newsline with international circuits and multimedia');
  },
});

const load = async () => (await loadPlugin(plugin, {}, { now: () => new Date('2026-02-03T14:00:00Z') })).instance;

describe('PR Newswire', () => {
  it('says its prices are indicative: PR Newswire quotes distribution through sales', async () => {
    expect((await load()).pricingIndicative).toBe(true);
  });

  it('prints the AP-style dateline PR Newswire uses', async () => {
    const pkg = (await load()).buildSubmission!(sampleRelease, 'basic');
    expect(pkg.text).toContain('SEATTLE, WA, Feb. 3, 2026 /PRNewswire/ -- Northwind Robotics Inc. (NASDAQ: NWRB) today');
  });

  it('does not add a second ticker tag when the body already carries one', async () => {
    const body = 'Northwind Robotics Inc. (Nasdaq:NWRB) today reported record revenue.';
    const pkg = (await load()).buildSubmission!({ ...sampleRelease, body }, 'basic');
    expect(pkg.text).toContain(`/PRNewswire/ -- ${body}`);
    expect(pkg.text.match(/NWRB/g)).toHaveLength(1);
  });

  it('leaves a body that never names the issuer as written, and still gives the tag as a form field', async () => {
    const body = 'Revenue rose 21 percent in the third quarter.';
    const pkg = (await load()).buildSubmission!({ ...sampleRelease, body }, 'basic');
    expect(pkg.text).toContain(`/PRNewswire/ -- ${body}`);
    expect(field(pkg.fields, 'Ticker')).toBe('(NASDAQ: NWRB)');
  });
});
