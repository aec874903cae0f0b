import { describeNewswireConformance } from '../newswire.conformance';
import { startFakeVendor } from '../fake-vendor';
import { hmacSignature } from '../../signature';
import { brokenNewswirePlugin, type NewswireDefect } from './broken-newswire.plugin';

// Run by kit-catches-defects.test.ts in a child vitest: every defect must fail the kit.

const defects: NewswireDefect[] = [
  'retries-distribute',
  'sends-in-sandbox',
  'drops-disclosures',
  'swallows-errors',
  'lookup-guesses-none',
  'trusts-unsigned-callbacks',
];

for (const defect of defects) {
  describeNewswireConformance({
    plugin: brokenNewswirePlugin(defect),
    fake: () =>
      startFakeVendor({
        'POST /v1/releases': { status: 201, json: { id: 'r1' } },
        'GET /v1/releases': (req) => ({ json: { items: req.query.key === 'conformance-lookup-1' ? [{ id: 'r1' }] : [] } }),
      }),
    callback: ({ vendorRef }) => {
      const body = JSON.stringify({ ref: vendorRef, state: 'live' });
      return { body, headers: { 'content-type': 'application/json', 'x-signature': `sha256=${hmacSignature('broken-secret', body)}` } };
    },
    validOptions: (baseUrl) => ({ apiKey: 'broken-key-123', baseUrl }),
    invalidOptions: [{ options: { baseUrl: 'https://x.example' }, field: 'apiKey' }],
  });
}
