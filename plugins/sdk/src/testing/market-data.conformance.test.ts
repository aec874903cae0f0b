import { expect } from 'vitest';
import acmeQuotes, { acmeQuotesFakeRoutes } from './__fixtures__/acme-quotes-market.plugin';
import { startFakeVendor } from './fake-vendor';
import { describeMarketDataConformance } from './market-data.conformance';

describeMarketDataConformance({
  plugin: acmeQuotes,
  fake: () => startFakeVendor(acmeQuotesFakeRoutes()),
  validOptions: (baseUrl) => ({ apiKey: 'quotes-key-123456', baseUrl }),
  invalidOptions: [{ options: { baseUrl: 'https://api.acme-quotes.example' }, field: 'apiKey' }],
  knownTicker: 'NWRB',
  unknownTicker: 'ZZZZ',
  searchQuery: 'Northwind',
  expectRequest(requests, call) {
    expect(requests.every((r) => r.headers['x-api-key'] === 'quotes-key-123456')).toBe(true);
    if (call === 'search') expect(requests[0].query).toEqual({ q: 'Northwind', limit: '5' });
    if (call === 'quote') expect(requests[0].path).toBe('/v1/quotes/NWRB');
  },
});
