import { describeNewswireConformance } from '../newswire.conformance';
import { startFakeVendor } from '../fake-vendor';
import { brokenNewswirePlugin, type NewswireDefect } from './broken-newswire.plugin';

// Run by kit-catches-defects.test.ts in a child vitest: every defect must fail the kit.

const defects: NewswireDefect[] = ['retries-distribute', 'sends-in-sandbox', 'drops-disclosures', 'swallows-errors'];

for (const defect of defects) {
  describeNewswireConformance({
    plugin: brokenNewswirePlugin(defect),
    fake: () => startFakeVendor({ 'POST /v1/releases': { status: 201, json: { id: 'r1' } } }),
    validOptions: (baseUrl) => ({ apiKey: 'broken-key-123', baseUrl }),
    invalidOptions: [{ options: { baseUrl: 'https://x.example' }, field: 'apiKey' }],
  });
}
