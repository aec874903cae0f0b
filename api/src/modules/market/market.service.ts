import type { EntityManager } from '@mikro-orm/core';
import type { MarketCompany, MarketDataProvider, Quote } from '@issuerwire/plugin-sdk';
import type { Orm } from '../../db/orm';
import { quoteFreshness, type CompanyInfo, type QuoteFreshness } from './market.schemas';
import { StockData } from './stock-data.entity';

export const SEARCH_LIMIT = 10;
export const MIN_SEARCH_LENGTH = 2;

export interface StockSearchResult {
  ticker: string;
  exchange: string;
  name: string;
  marketCap: number | null;
}

function toInfo(c: MarketCompany): CompanyInfo {
  return {
    companyName: c.name,
    ticker: c.ticker,
    exchange: c.exchange,
    sector: c.sector || null,
    industry: c.industry || null,
    marketCap: c.marketCap,
    website: c.website,
    country: c.country || null,
    isDemo: Boolean(c.isDemo),
  };
}

function rowToInfo(s: StockData): CompanyInfo {
  return {
    companyName: s.companyName,
    ticker: s.ticker,
    exchange: s.exchange,
    sector: s.sector ?? null,
    industry: s.industry ?? null,
    marketCap: s.marketCap ?? null,
    website: s.website ?? null,
    country: s.country ?? null,
    isDemo: s.isDemo,
  };
}

/**
 * Listings: search, validation and quotes come from the market-data plugin; stock_data keeps what the
 * product knows beyond it (listings an operator imported from the SEC file).
 */
export class MarketService {
  constructor(
    private readonly orm: Orm,
    private readonly provider: () => MarketDataProvider,
    /** Whether the market-data plugin in use is a live feed (not the bundled dataset); default: never. */
    readonly liveSource: () => boolean = () => false,
  ) {}

  async search(query: string, em: EntityManager = this.orm.em.fork()): Promise<StockSearchResult[]> {
    const q = query.trim();
    if (q.length < MIN_SEARCH_LENGTH) return [];
    const fromProvider = await this.provider().search(q, SEARCH_LIMIT);
    const results: StockSearchResult[] = fromProvider.map((c) => ({
      ticker: c.ticker,
      exchange: c.exchange,
      name: c.name,
      marketCap: c.marketCap,
    }));
    if (results.length < SEARCH_LIMIT) {
      const seen = new Set(results.map((r) => r.ticker));
      const escaped = q.replace(/[\\%_]/g, (m) => `\\${m}`);
      const rows = await em.find(
        StockData,
        { $or: [{ ticker: { $ilike: `${escaped}%` } }, { companyName: { $ilike: `%${escaped}%` } }] },
        { limit: SEARCH_LIMIT * 2, orderBy: { ticker: 'asc' } },
      );
      for (const row of rows) {
        if (results.length >= SEARCH_LIMIT) break;
        if (seen.has(row.ticker)) continue;
        seen.add(row.ticker);
        results.push({ ticker: row.ticker, exchange: row.exchange, name: row.companyName, marketCap: row.marketCap ?? null });
      }
    }
    return results;
  }

  /** The listing behind a ticker, or null: callers decide what an unknown ticker means (never a default). */
  async company(ticker: string, em: EntityManager = this.orm.em.fork()): Promise<CompanyInfo | null> {
    const t = ticker.trim().toUpperCase();
    const profile = await this.provider().profile(t);
    if (profile) return toInfo(profile);
    const row = await em.findOne(StockData, { ticker: t });
    return row ? rowToInfo(row) : null;
  }

  /** Up to `limit` real listings in `industry` other than `exceptTicker`, largest first. */
  async listedPeers(industry: string, exceptTicker: string, limit: number, em: EntityManager = this.orm.em.fork()): Promise<CompanyInfo[]> {
    const rows = await em.find(
      StockData,
      { industry, ticker: { $ne: exceptTicker }, isDemo: false },
      { limit, orderBy: { marketCap: 'desc' } },
    );
    return rows.map(rowToInfo);
  }

  async validate(ticker: string): Promise<{ valid: boolean; companyInfo?: CompanyInfo }> {
    const info = await this.company(ticker);
    return info ? { valid: true, companyInfo: info } : { valid: false };
  }

  async quote(ticker: string): Promise<Quote | null> {
    return this.provider().quote(ticker.trim().toUpperCase());
  }

  /**
   * The quote as screens show it: with what it is (live only from a live plugin and fresh). The demo
   * listing's sample values are dated today, so the demo looks current, and stay labelled sample.
   */
  async classifiedQuote(ticker: string, now: Date): Promise<{ quote: Quote | null; freshness: QuoteFreshness; liveSource: boolean }> {
    const t = ticker.trim().toUpperCase();
    const quote = await this.provider().quote(t);
    const liveSource = this.liveSource();
    if (quote && (await this.provider().profile(t))?.isDemo)
      return { quote: { ...quote, asOf: now.toISOString().slice(0, 10) }, freshness: 'sample', liveSource };
    return { quote, freshness: quoteFreshness(quote, liveSource, now), liveSource };
  }
}
