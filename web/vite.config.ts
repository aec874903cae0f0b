import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // The API's zod schemas (they import only zod) validate the browser's forms with the same messages.
  resolve: {
    alias: {
      '@api-schemas': fileURLToPath(new URL('../api/src/modules', import.meta.url)),
      '@api-errors': fileURLToPath(new URL('../api/src/lib/error-codes.ts', import.meta.url)),
    },
  },
  build: { outDir: 'dist' },
  server: {
    proxy: {
      '/api': apiServer,
      '/graphql': { target: apiServer, ws: true },
      // Regex keys: a bare '/p' prefix would also swallow client routes such as /publishing.
      '^/p/': apiServer,
      '^/r/': apiServer,
    },
  },
});
