import { z } from 'zod';
import { defineMarketDataPlugin } from '../../define-plugin';
import type { MarketCompany } from '../../market-data.contract';
import type { FakeRoute } from '../fake-vendor';

// A made-up HTTP market-data vendor, to prove the market-data kit.

const companySchema = z.object({
  symbol: z.string(),
  name: z.string(),
  exchange: z.string(),
  country: z.string(),
  sector: z.string(),
  industry: z.string(),
  website: z.string().nullable(),
  market_cap: z.number().nullable(),
});

const toCompany = (c: z.infer<typeof companySchema>): MarketCompany => ({
  ticker: c.symbol,
  name: c.name,
  exchange: c.exchange,
  country: c.country,
  sector: c.sector,
  industry: c.industry,
  website: c.website,
  marketCap: c.market_cap,
});

export default defineMarketDataPlugin({
  id: 'acme-quotes',
  name: 'Acme Quotes',
  optionsSchema: z.object({ apiKey: z.string().min(8), baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.acme-quotes.example') }),
  hasCredentials: (options) => Boolean(options.apiKey),
  create(options, host) {
    const api = host.http({ baseUrl: options.baseUrl, headers: { 'x-api-key': options.apiKey } });
    return {
      async search(query, limit = 10) {
        const res = await api.request({ method: 'GET', path: '/v1/search', query: { q: query, limit }, retry: 'safe' });
        return z.object({ results: z.array(companySchema) }).parse(res.json()).results.slice(0, limit).map(toCompany);
      },
      async profile(ticker) {
        const res = await api.request({ method: 'GET', path: `/v1/companies/${encodeURIComponent(ticker)}`, retry: 'safe', accept: [404] });
        return res.status === 404 ? null : toCompany(companySchema.parse(res.json()));
      },
      async quote(ticker) {
        const res = await api.request({ method: 'GET', path: `/v1/quotes/${encodeURIComponent(ticker)}`, retry: 'safe', accept: [404] });
        if (res.status === 404) return null;
        const q = z.object({ symbol: z.string(), last: z.number(), change_pct: z.number(), volume: z.number(), currency: z.string(), ts: z.string() }).parse(res.json());
        return { ticker: q.symbol, price: q.last, changePercent: q.change_pct, volume: q.volume, currency: q.currency, asOf: q.ts, source: 'Acme Quotes' };
      },
    };
  },
});

const NWRB = {
  symbol: 'NWRB',
  name: 'Northwind Robotics Inc.',
  exchange: 'NASDAQ',
  country: 'US',
  sector: 'Industrials',
  industry: 'Machinery',
  website: 'https://northwind.example',
  market_cap: 2_400_000_000,
};

export function acmeQuotesFakeRoutes(): Record<string, FakeRoute> {
  const known = (ticker: string | undefined) => ticker?.toUpperCase() === 'NWRB';
  return {
    'GET /v1/search': (req) => ({ json: { results: req.query.q?.toLowerCase().includes('northwind') ? [NWRB] : [] } }),
    'GET /v1/companies/:ticker': (req) => (known(req.params.ticker) ? { json: NWRB } : { status: 404, json: { message: 'unknown symbol' } }),
    'GET /v1/quotes/:ticker': (req) =>
      known(req.params.ticker)
        ? { json: { symbol: 'NWRB', last: 41.37, change_pct: 1.2, volume: 1_250_000, currency: 'USD', ts: '2025-01-02T15:30:00Z' } }
        : { status: 404, json: { message: 'unknown symbol' } },
  };
}
