import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseSecCompanyTickers, SecImportError } from './sec-import';

const fixture: unknown = JSON.parse(readFileSync(new URL('./__fixtures__/company_tickers_exchange.json', import.meta.url), 'utf8'));

describe('parseSecCompanyTickers on a file in the SEC format', () => {
  const { rows, skipped } = parseSecCompanyTickers(fixture);
  const byTicker = new Map(rows.map((row) => [row.ticker, row]));

  it('keeps every listing on an exchange we serve, with its CIK', () => {
    expect(byTicker.get('AAPL')).toEqual({ ticker: 'AAPL', name: 'Apple Inc.', exchange: 'NASDAQ', cik: 320193 });
    expect(rows).toHaveLength(14);
  });

  it('maps SEC exchange labels to ours', () => {
    expect(byTicker.get('MSFT')?.exchange).toBe('NASDAQ');
    expect(byTicker.get('JPM')?.exchange).toBe('NYSE');
    expect(byTicker.get('LNG')?.exchange).toBe('NYSE American');
    expect(byTicker.get('LGCY')?.exchange).toBe('NYSE American');
    expect(byTicker.get('FNMA')?.exchange).toBe('OTC Pink');
  });

  it('writes share classes the way exchanges print them', () => {
    expect(byTicker.get('BRK.B')).toMatchObject({ exchange: 'NYSE', cik: 1067983 });
    expect(byTicker.has('BRK-B')).toBe(false);
    expect(byTicker.has('BRK.A')).toBe(true);
  });

  it('skips and counts what cannot be stored: no exchange, unsupported exchange, over-long ticker', () => {
    expect(skipped).toEqual(
      expect.arrayContaining([
        { reason: 'no exchange', count: 1 },
        { reason: 'unsupported exchange CBOE', count: 1 },
        { reason: 'ticker longer than 10 characters', count: 1 },
      ]),
    );
    expect(skipped.reduce((sum, entry) => sum + entry.count, 0)).toBe(3);
    expect(byTicker.has('CBOE')).toBe(false);
    expect(byTicker.has('UNLSTD')).toBe(false);
  });
});

describe('parseSecCompanyTickers edge cases', () => {
  it('reads columns by name, whatever their order', () => {
    const result = parseSecCompanyTickers({
      fields: ['ticker', 'exchange', 'cik', 'name'],
      data: [['KO', 'NYSE', 21344, 'COCA COLA CO']],
    });
    expect(result.rows).toEqual([{ ticker: 'KO', name: 'COCA COLA CO', exchange: 'NYSE', cik: 21344 }]);
  });

  it('counts a repeated ticker once as a duplicate', () => {
    const result = parseSecCompanyTickers({
      fields: ['cik', 'name', 'ticker', 'exchange'],
      data: [
        [21344, 'COCA COLA CO', 'KO', 'NYSE'],
        [21344, 'COCA COLA CO', 'ko', 'NYSE'],
      ],
    });
    expect(result.rows).toHaveLength(1);
    expect(result.skipped).toEqual([{ reason: 'duplicate ticker', count: 1 }]);
  });

  it.each([
    ['not an object', [], /expected a JSON object/],
    ['fields missing', { data: [] }, /"fields" must be an array/],
    ['data missing', { fields: ['cik', 'name', 'ticker', 'exchange'] }, /"data" must be an array/],
    ['a required column missing', { fields: ['cik', 'name', 'exchange'], data: [] }, /missing "ticker"/],
    ['a row that is not an array', { fields: ['cik', 'name', 'ticker', 'exchange'], data: [{ cik: 1 }] }, /data\[0\] must be an array/],
    ['a text CIK', { fields: ['cik', 'name', 'ticker', 'exchange'], data: [['320193', 'Apple Inc.', 'AAPL', 'Nasdaq']] }, /data\[0\]: cik/],
    [
      'an empty ticker',
      { fields: ['cik', 'name', 'ticker', 'exchange'], data: [[320193, 'Apple Inc.', '', 'Nasdaq']] },
      /data\[0\]: ticker/,
    ],
    [
      'a numeric exchange',
      { fields: ['cik', 'name', 'ticker', 'exchange'], data: [[320193, 'Apple Inc.', 'AAPL', 7]] },
      /data\[0\]: exchange/,
    ],
  ])('rejects a malformed file: %s', (_label, json, message) => {
    expect(() => parseSecCompanyTickers(json)).toThrow(SecImportError);
    expect(() => parseSecCompanyTickers(json)).toThrow(message);
  });
});
