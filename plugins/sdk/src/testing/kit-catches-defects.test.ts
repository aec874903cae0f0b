import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The kit is only worth something if it fails a plugin with a defect: run it on broken plugins.

const here = dirname(fileURLToPath(import.meta.url));
const vitestBin = join(dirname(createRequire(import.meta.url).resolve('vitest/package.json')), 'vitest.mjs');

interface JsonReport {
  testResults: { assertionResults: { fullName: string; status: string }[] }[];
}

async function runBrokenSuite(): Promise<Map<string, string>> {
  const dir = await mkdtemp(join(tmpdir(), 'kit-check-'));
  const outputFile = join(dir, 'report.json');
  try {
    await new Promise<void>((resolve) => {
      execFile(
        process.execPath,
        [vitestBin, 'run', '--config', join(here, '__fixtures__/broken.vitest.config.ts'), '--reporter=json', `--outputFile=${outputFile}`],
        { cwd: join(here, '__fixtures__'), timeout: 60_000 },
        () => resolve(), // the suite is expected to fail; the report says how
      );
    });
    const report = JSON.parse(await readFile(outputFile, 'utf8')) as JsonReport;
    return new Map(report.testResults.flatMap((file) => file.assertionResults.map((a) => [a.fullName, a.status] as const)));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('the newswire conformance kit', () => {
  it('fails plugins that retry a distribution, send in sandbox, drop disclosures, swallow vendor errors, guess "no order" or trust unsigned callbacks', async () => {
    const results = await runBrokenSuite();
    const status = (id: string, test: string): string | undefined => results.get(`newswire plugin 'broken-${id}' conformance ${test}`);

    expect(status('retries-distribute', 'maps a vendor 500 to vendor_error, without repeating the distribution')).toBe('failed');
    expect(status('retries-distribute', 'maps a vendor 401 to auth_expired, without repeating the distribution')).toBe('passed');
    expect(status('sends-in-sandbox', 'sandbox mode sends nothing and answers a result that says sandbox')).toBe('failed');
    expect(status('drops-disclosures', 'distribute sends the vendor request the plugin declares, with the disclosures')).toBe('failed');
    expect(status('swallows-errors', 'maps a vendor 401 to auth_expired, without repeating the distribution')).toBe('failed');
    // A plugin's honest parts still pass: the kit fails the defect, not everything.
    expect(status('swallows-errors', 'sandbox mode sends nothing and answers a result that says sandbox')).toBe('passed');
    const lookup =
      'lookup finds the order an interrupted distribute placed, answers null for an unused key, and throws when the vendor fails';
    const callback = 'handleCallback accepts the vendor’s signed call and refuses a tampered or unsigned one';
    expect(status('lookup-guesses-none', lookup)).toBe('failed');
    expect(status('swallows-errors', lookup)).toBe('passed');
    expect(status('trusts-unsigned-callbacks', callback)).toBe('failed');
    expect(status('swallows-errors', callback)).toBe('passed');
  }, 90_000);
});
