import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const sdkSource = (file: string): string => fileURLToPath(new URL(`../plugins/sdk/src/${file}`, import.meta.url));

/**
 * API_TESTS=embedded-differences: only the files that exercise what differs between PGlite and PostgreSQL, for CI,
 * which runs every file on PostgreSQL first (the production database) and then these on PGlite (what `npm start`
 * embeds): the driver and its prepared statements, the schema, shared counters, the job queue and event bus on
 * PGlite, restarts on a data directory (the durability and interrupted runs, scheduling), the bundle and an empty
 * start, one flow per core area (sign-in, campaigns, GraphQL, distribution, publishing, tracking), and release day.
 * `npm test` without it runs every file on whichever database it is given.
 */
const EMBEDDED_DIFFERENCES = [
  'src/db/**/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/lib/*event-bus.test.ts',
  'test/lifecycle.test.ts',
  'test/api-bundle.test.ts',
  'test/organizations.migration.test.ts',
  'test/*.durability.test.ts',
  'test/*.interrupted.test.ts',
  'test/scheduling.test.ts',
  'test/identity.login.test.ts',
  'test/campaigns.test.ts',
  'test/graphql.test.ts',
  'test/distribution.test.ts',
  'test/publishing.test.ts',
  'test/engagement.tracking.test.ts',
  // The analytics table is partitioned by month on PGlite too (its own migration path and partition job).
  'src/modules/engagement/analytics-partitions.test.ts',
  // Release day (issue 40 asks for both databases): newsroom, feeds, alerts, embargo, timing, receipts.
  'test/newsroom*.test.ts',
  'test/release*.test.ts',
  'test/hosted.released.test.ts',
];

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
    include: process.env.API_TESTS === 'embedded-differences' ? EMBEDDED_DIFFERENCES : ['src/**/*.test.ts', 'test/**/*.test.ts'],
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
