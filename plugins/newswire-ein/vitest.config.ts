import { defineConfig } from 'vitest/config';

export default defineConfig({ resolve: { tsconfigPaths: true }, test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 } });
