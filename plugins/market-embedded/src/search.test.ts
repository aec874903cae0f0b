import { describe, expect, it } from 'vitest';
import { loadDataset, type MarketCompany } from './dataset';
import { findByTicker, searchCompanies } from './search';

const all = loadDataset().companies;
const tickers = (companies: MarketCompany[]) => companies.map((c) => c.ticker);

function company(ticker: string, name: string, marketCap: number): MarketCompany {
  return {
    ticker,
    name,
    exchange: 'NASDAQ',
    country: 'US',
    sector: 'Information Technology',
    industry: 'Application Software',
    website: 'https://www.example.com',
    marketCap,
    lastPrice: 1,
    currency: 'USD',
    volume: 1,
  };
}

describe('searchCompanies on the bundled dataset', () => {
  it('puts the exact ticker first, before longer tickers with that prefix', () => {
    const result = tickers(searchCompanies(all, 'AA', 20));
    expect(result[0]).toBe('AA');
    expect(result).toContain('AAPL');
    expect(result.indexOf('AA')).toBeLessThan(result.indexOf('AAPL'));
  });

  it('is case-insensitive', () => {
    expect(tickers(searchCompanies(all, 'aapl'))[0]).toBe('AAPL');
  });

  it('finds a company by a word of its name', () => {
    expect(tickers(searchCompanies(all, 'barrick'))).toContain('ABX');
    expect(tickers(searchCompanies(all, 'BARRICK'))[0]).toBe('ABX');
  });

  it('needs every query word to start a word of the name, in any order', () => {
    expect(tickers(searchCompanies(all, 'royal bank'))[0]).toBe('RY');
    expect(tickers(searchCompanies(all, 'bank roy'))[0]).toBe('RY');
    expect(searchCompanies(all, 'royal zebra')).toEqual([]);
  });

  it('answers nothing for queries under two characters', () => {
    expect(searchCompanies(all, '')).toEqual([]);
    expect(searchCompanies(all, 'a')).toEqual([]);
    expect(searchCompanies(all, ' T ')).toEqual([]);
  });

  it('respects the limit and defaults to ten', () => {
    expect(searchCompanies(all, 'gold', 3)).toHaveLength(3);
    expect(searchCompanies(all, 'gold')).toHaveLength(10);
  });

  it('matches share-class tickers whatever the punctuation', () => {
    expect(tickers(searchCompanies(all, 'brk-b'))[0]).toBe('BRK.B');
    expect(tickers(searchCompanies(all, 'BRK.B'))[0]).toBe('BRK.B');
  });

  it('finds the demo company by its reserved ticker', () => {
    const [first] = searchCompanies(all, 'DEMO');
    expect(first.ticker).toBe('DEMO');
    expect(first.isDemo).toBe(true);
  });
});

describe('searchCompanies ranking', () => {
  const companies = [
    company('ZZBIG', 'Giant Alpha Holdings', 900),
    company('ALPHX', 'Beta Corp', 5),
    company('ALZ', 'Gamma Corp', 1),
    company('AL', 'Delta Corp', 1),
    company('ZZSMALL', 'Alpha Small Inc.', 10),
    company('ZZLARGE', 'Alpha Large Inc.', 500),
    company('ZZMID', 'The Alpha Mid Co.', 50),
  ];

  it('ranks exact ticker, then ticker prefixes shorter first, then names', () => {
    expect(tickers(searchCompanies(companies, 'al'))).toEqual(['AL', 'ALZ', 'ALPHX', 'ZZLARGE', 'ZZSMALL', 'ZZBIG', 'ZZMID']);
  });

  it('puts names starting with the query first, then larger market cap first', () => {
    expect(tickers(searchCompanies(companies, 'alpha'))).toEqual(['ZZLARGE', 'ZZSMALL', 'ZZBIG', 'ZZMID']);
  });

  it('ranks a ticker prefix above a name match', () => {
    expect(tickers(searchCompanies(companies, 'alph'))).toEqual(['ALPHX', 'ZZLARGE', 'ZZSMALL', 'ZZBIG', 'ZZMID']);
  });
});

describe('findByTicker', () => {
  it('finds an exact ticker regardless of case', () => {
    expect(findByTicker(all, 'shop')?.name).toBe('Shopify Inc.');
    expect(findByTicker(all, 'BT.A')?.exchange).toBe('LSE');
  });

  it('does not treat a prefix as a match', () => {
    expect(findByTicker(all, 'AAP')).toBeUndefined();
    expect(findByTicker(all, '')).toBeUndefined();
  });
});
