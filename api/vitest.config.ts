import { defineConfig } from 'vitest/config';

export default defineConfig({
  // type-graphql loads graphql's CommonJS build (as Node does); Vite would pick the ESM one: two realms.
  resolve: { alias: { graphql: 'graphql/index.js' } },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['./test/setup.ts'],
    // Each file gets its own clean schema; files run in parallel forks, tests inside a file in order.
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
