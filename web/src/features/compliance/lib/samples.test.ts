import { describe, expect, it } from 'vitest';
import dataset from '../../../../../plugins/market-embedded/data/companies.json';
import { DEFAULT_SAMPLE_TICKER, SAMPLE_TICKERS } from './samples';

const byTicker = new Map(dataset.companies.map((c) => [c.ticker, c]));

describe('sample tickers', () => {
  it('are real listings of the bundled dataset on the exchanges they stand for', () => {
    const exchanges = SAMPLE_TICKERS.map((s) => byTicker.get(s.ticker)?.exchange);
    expect(exchanges).toEqual(['NYSE American', 'OTC Pink', 'NASDAQ', 'TSX']);
    for (const sample of SAMPLE_TICKERS) expect(sample.ticker).not.toBe('DEMO');
  });

  it('use a small cap for the US small-cap sample', () => {
    const smallCap = byTicker.get(SAMPLE_TICKERS[0].ticker);
    expect(smallCap?.country).toBe('US');
    expect(smallCap?.marketCap).toBeLessThan(2_000_000_000);
    expect(DEFAULT_SAMPLE_TICKER).toBe(SAMPLE_TICKERS[0].ticker);
  });
});
