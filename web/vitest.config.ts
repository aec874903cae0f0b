import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@api-schemas': fileURLToPath(new URL('../api/src/modules', import.meta.url)),
      '@api-errors': fileURLToPath(new URL('../api/src/lib/error-codes.ts', import.meta.url)),
      '@api-enum': fileURLToPath(new URL('../api/src/lib/graphql-enum.ts', import.meta.url)),
    },
  },
  test: {
    // happy-dom: the same tests in about 70 % of jsdom's time (web project 422 -> 308 s, one worker, 2026-11-29).
    environment: 'happy-dom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    // A guard against a hang, not a speed limit: typing into a form took over 5 s (the default) on a loaded CI machine.
    testTimeout: 30_000,
  },
});
