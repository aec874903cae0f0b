import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sdkSource = (file: string): string => fileURLToPath(new URL(`../plugins/sdk/src/${file}`, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      // type-graphql loads graphql's CommonJS build (as Node does); Vite would pick the ESM one: two realms.
      graphql: 'graphql/index.js',
      // The plugin SDK from its sources (its package.json points at dist/, built only to publish), for every
      // module Vite compiles: the API's and the TypeScript plugins tests write anywhere, outside any tsconfig
      // (the root tsconfig's paths serve tsc, tsx and esbuild). The testing entry first: the first match wins.
      '@issuerwire/plugin-sdk/testing': sdkSource('testing/index.ts'),
      '@issuerwire/plugin-sdk': sdkSource('index.ts'),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // One migrated database per run; each test file starts from a copy of it.
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own clean schema; files run in parallel forks, tests inside a file in order.
    pool: 'forks',
    // A worker loads the app's modules once for all the files it runs, not once a file: the API tests keep no
    // state in modules (each file builds its own app and database), and this halves their CPU time.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
