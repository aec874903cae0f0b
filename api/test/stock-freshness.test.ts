// Issue 38 item 6: stock figures are called live only when they are: from a live market-data plugin and at
// most LIVE_QUOTE_MAX_AGE_MS old. The bundled dataset is sample data with its date, never live; Analytics
// carries the price with what it is, beside the engagement.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '@issuerwire/plugin-sdk';
import { ManualClock } from '../src/lib/clock';
import { createLogger } from '../src/lib/logger';
import { LIVE_QUOTE_MAX_AGE_MS } from '../src/modules/market';
import type { PluginRegistry } from '../src/plugins/plugin-registry';
import { createTestApp, testPlugins, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface Stock {
  ticker: string;
  currentPrice: number | null;
  asOf: string | null;
  source: string | null;
  freshness: string;
  live: boolean;
  liveSource: boolean;
}

describe('stock data: live only when fresh from a live plugin', () => {
  describe('the bundled dataset', () => {
    let t: TestApp;
    let nvda: Issuer;
    beforeAll(async () => {
      t = await createTestApp();
      nvda = await createVerifiedIssuer(t, { ticker: 'NVDA', companyName: 'NVIDIA Corporation' });
    });
    afterAll(async () => t?.close());

    it('is sample data with its date, never live, and says no live plugin is configured', async () => {
      const campaignId = await createCampaign(nvda);
      const res = await nvda.get<{ stockData: Stock }>(`/api/engagement/${campaignId}`);
      expect(res.status).toBe(200);
      expect(res.body.stockData).toMatchObject({ ticker: 'NVDA', freshness: 'sample', live: false, liveSource: false });
      expect(res.body.stockData.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const gql = await nvda.graphql(`query ($id: ID!) { engagement(campaignId: $id) { stockData { freshness live liveSource asOf } } }`, {
        id: campaignId,
      });
      expect(gql.data?.engagement).toMatchObject({ stockData: { freshness: 'SAMPLE', live: false, liveSource: false } });
    });
  });

  describe('a live market-data plugin', () => {
    let t: TestApp;
    let clock: ManualClock;
    let nvda: Issuer;
    let quotedAt: Date;

    beforeAll(async () => {
      clock = new ManualClock(new Date('2026-11-27T15:00:00Z'));
      quotedAt = clock.now();
      const real = await testPlugins(createLogger('silent', false));
      const bundled = real.marketData();
      // A vendor feed: listings as the bundled data has them, quotes stamped with the vendor's time.
      const feed = {
        search: bundled.search.bind(bundled),
        profile: bundled.profile.bind(bundled),
        quote: async (ticker: string): Promise<Quote> => ({
          ticker,
          price: 181.25,
          changePercent: 1.2,
          volume: 1_000_000,
          currency: 'USD',
          asOf: quotedAt.toISOString(),
          source: 'fakefeed',
        }),
      };
      const plugins: PluginRegistry = {
        ...real,
        marketData: () => feed,
        list: () => [
          ...real.list().filter((p) => p.kind !== 'market-data'),
          {
            ...real.list().find((p) => p.kind === 'market-data')!,
            id: 'fakefeed',
            name: 'A live feed',
            mode: 'live',
            sandbox: false,
          },
        ],
      };
      t = await createTestApp({ clock, plugins: Promise.resolve(plugins) });
      nvda = await createVerifiedIssuer(t, { ticker: 'NVDA', companyName: 'NVIDIA Corporation' });
    });
    afterAll(async () => t?.close());

    it('is live while the quote is fresh and delayed once it is older than the threshold', async () => {
      const campaignId = await createCampaign(nvda);
      const fresh = await nvda.get<{ stockData: Stock }>(`/api/engagement/${campaignId}`);
      expect(fresh.body.stockData).toMatchObject({ freshness: 'live', live: true, liveSource: true, asOf: quotedAt.toISOString() });

      clock.advance(LIVE_QUOTE_MAX_AGE_MS + 60_000);
      const stale = await nvda.get<{ stockData: Stock }>(`/api/engagement/${campaignId}`);
      expect(stale.body.stockData).toMatchObject({ freshness: 'delayed', live: false, liveSource: true, asOf: quotedAt.toISOString() });
    });

    it("Analytics carries the ticker's price with what it is and its date", async () => {
      const res = await nvda.get<{ stocks: (Omit<Stock, 'live'> & { points: { date: string; price: number }[] })[] }>('/api/analytics');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.stocks).toEqual([
        expect.objectContaining({
          ticker: 'NVDA',
          freshness: 'delayed',
          liveSource: true,
          points: [{ date: '2026-11-27', price: 181.25 }],
        }),
      ]);
    });
  });
});
