import { expect } from 'vitest';
import acme, { acmeCallback, acmeFakeRoutes } from './__fixtures__/acme-newswire.plugin';
import acmeWeb from './__fixtures__/acme-web-newswire.plugin';
import { startFakeVendor } from './fake-vendor';
import { describeNewswireConformance } from './newswire.conformance';

// The kit run on the example plugins, as a real plugin's own test file would.

describeNewswireConformance({
  plugin: acme,
  fake: () => startFakeVendor(acmeFakeRoutes()),
  validOptions: (baseUrl) => ({ apiKey: 'acme-test-key-0123456789', baseUrl, webhookSecret: 'whsec-acme-0123456789' }),
  callback: ({ vendorRef }) => acmeCallback('whsec-acme-0123456789', vendorRef),
  invalidOptions: [
    { options: { apiKey: 'short', baseUrl: 'https://api.acme-wire.example' }, field: 'apiKey' },
    { options: { apiKey: 'acme-test-key-0123456789', baseUrl: 'not a url' }, field: 'baseUrl' },
  ],
  level: 'enhanced',
  expectRequest(requests, { release, idempotencyKey, callbackUrl }) {
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
      callback_url: callbackUrl,
    });
    expect(callbackUrl).toBe('https://issuerwire.example/api/plugins/acme/callback');
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
