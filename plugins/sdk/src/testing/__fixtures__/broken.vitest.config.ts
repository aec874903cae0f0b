import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';

// Only for kit-catches-defects.test.ts: runs the conformance kit on deliberately broken plugins.
// The cache goes to the temp folder so the run leaves nothing in the source tree.
export default defineConfig({
  cacheDir: join(tmpdir(), 'issuerwire-kit-check-cache'),
  test: { root: __dirname, include: ['broken-newswire.check.ts'], testTimeout: 20_000 },
});
