import { describe, expect, it } from 'vitest';
import { loadPlugin } from '@issuerwire/plugin-sdk';
import { describeNewswireConformance, sampleRelease } from '@issuerwire/plugin-sdk/testing';
import plugin from './index';

// Newsfile is a Web Integration with an indicative price list; most of its issuers list in Canada.

const field = (fields: { label: string; value: string }[], label: string) => fields.find((f) => f.label === label)?.value;

describeNewswireConformance({
  plugin,
  validOptions: () => ({}),
  invalidOptions: [{ options: { pricing: { enhanced: -1 } }, field: 'pricing.enhanced' }],
  expectSubmission(pkg) {
    expect(pkg.formUrl).toBe('https://www.newsfilecorp.com/');
    expect(pkg.text).toMatch(
      /SEATTLE, WA--\(Newsfile Corp\. - [A-Z][a-z]+ \d{1,2}, \d{4}\) - Northwind Robotics Inc\. \(NASDAQ: NWRB\) today/,
    );
  },
});

const canadian = {
  ...sampleRelease,
  dateline: 'Vancouver, British Columbia',
  companyName: 'Coastal Lithium Corp.',
  ticker: 'clc.v',
  exchange: 'TSX Venture Exchange',
  body: 'Coastal Lithium Corp. is pleased to announce drill results from its Horseshoe project.',
};

describe('Newsfile', () => {
  it('prints a TSXV tag from a quote-feed symbol and the Newsfile dateline', async () => {
    const wire = (await loadPlugin(plugin, {}, { now: () => new Date('2026-03-10T13:30:00Z') })).instance;
    const pkg = wire.buildSubmission!(canadian, 'enhanced');
    expect(pkg.text).toContain(
      'Vancouver, British Columbia--(Newsfile Corp. - March 10, 2026) - Coastal Lithium Corp. (TSXV: CLC) is pleased to announce',
    );
    expect(field(pkg.fields, 'Ticker')).toBe('(TSXV: CLC)');
    expect(field(pkg.fields, 'Package')).toBe('Canada national distribution');
    expect(wire.pricingIndicative).toBe(true);
  });

  it('prints a CSE listing as CSE', async () => {
    const wire = (await loadPlugin(plugin, {}, { now: () => new Date('2026-03-10T13:30:00Z') })).instance;
    const pkg = wire.buildSubmission!({ ...canadian, exchange: 'Canadian Securities Exchange', ticker: 'CLC.CN' }, 'basic');
    expect(field(pkg.fields, 'Ticker')).toBe('(CSE: CLC)');
  });
});
