import { expect } from 'vitest';
import acme, { acmeFakeRoutes } from './__fixtures__/acme-newswire.plugin';
import acmeWeb from './__fixtures__/acme-web-newswire.plugin';
import { startFakeVendor } from './fake-vendor';
import { describeNewswireConformance } from './newswire.conformance';

// The kit run on the example plugins, as a real plugin's own test file would.

describeNewswireConformance({
  plugin: acme,
  fake: () => startFakeVendor(acmeFakeRoutes()),
  validOptions: (baseUrl) => ({ apiKey: 'acme-test-key-0123456789', baseUrl }),
  invalidOptions: [
    { options: { apiKey: 'short', baseUrl: 'https://api.acme-wire.example' }, field: 'apiKey' },
    { options: { apiKey: 'acme-test-key-0123456789', baseUrl: 'not a url' }, field: 'baseUrl' },
  ],
  level: 'enhanced',
  expectRequest(requests, { release, idempotencyKey }) {
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/releases');
    expect(req.headers.authorization).toBe('Bearer acme-test-key-0123456789');
    expect(req.headers['idempotency-key']).toBe(idempotencyKey);
    expect(req.json).toMatchObject({
      title: release.headline,
      issuer: { ticker: release.ticker, exchange: release.exchange },
      package: 'plus',
      release_at: null,
    });
  },
});

describeNewswireConformance({
  plugin: acmeWeb,
  validOptions: () => ({ accountEmail: 'ir@northwind.example' }),
  invalidOptions: [{ options: { accountEmail: 'nope' }, field: 'accountEmail' }],
  expectSubmission(pkg, release) {
    expect(pkg.fields).toContainEqual({ label: 'Headline', value: release.headline });
  },
});
