import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli and gzip copies of every built text file over 1 KB, at the highest levels (paid once, at build):
 * the API serves them by Accept-Encoding (@fastify/static's preCompressed) with no work per request.
 */
function precompress(): Plugin {
  return {
    name: 'issuerwire-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(?:js|css|html|svg|json|txt)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), precompress()],
  // The API's zod schemas (they import only zod) validate the browser's forms with the same messages.
  resolve: {
    alias: {
      '@api-schemas': fileURLToPath(new URL('../api/src/modules', import.meta.url)),
      '@api-errors': fileURLToPath(new URL('../api/src/lib/error-codes.ts', import.meta.url)),
      '@api-enum': fileURLToPath(new URL('../api/src/lib/graphql-enum.ts', import.meta.url)),
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
