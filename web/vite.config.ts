import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { APP_PATHS, ROUTE_MODULES } from './src/app/route-modules';
import { tierChunks } from './vite.chunks';

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

/**
 * dist/route-preloads.json: for each server-rendered path in ROUTE_MODULES, every script its screen needs
 * (the lazy layout and route chunks and all they import), beyond what index.html already loads. The API
 * puts them in that path's copy of index.html as modulepreload links, so the browser fetches them at once
 * instead of discovering them one import at a time (each discovery a round trip on a phone).
 */
function routePreloads(): Plugin {
  return {
    name: 'issuerwire-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (files: string[], into = new Set<string>()) => {
        for (const file of files) {
          if (into.has(file)) continue;
          into.add(file);
          closure(byFile.get(file)?.imports ?? [], into);
        }
        return into;
      };
      const loaded = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const preloads: Record<string, string[]> = {};
      for (const [route, modules] of Object.entries(ROUTE_MODULES)) {
        const files = modules.map((module) => {
          const isModule = (id: string | null) => id?.replaceAll('\\', '/').endsWith(`/src/app/${module}.tsx`) ?? false;
          // Its own chunk, or the tier chunk it is part of (vite.chunks.ts).
          const chunk = chunks.find((c) => isModule(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(isModule));
          if (!chunk) throw new Error(`src/app/route-modules.ts: no chunk for ${module} (${route})`);
          return chunk.fileName;
        });
        preloads[route] = [...closure(files)].filter((file) => !loaded.has(file)).map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: 'route-preloads.json', source: JSON.stringify(preloads) });
      // The paths the app has screens for: any other page path is answered 404 (api/src/rest/app-shell.ts).
      this.emitFile({ type: 'asset', fileName: 'app-paths.json', source: JSON.stringify(APP_PATHS) });
    },
  };
}

const apiServer = 'http://localhost:3000';
const tiers = tierChunks();

export default defineConfig({
  plugins: [react(), tiers.plugin, routePreloads(), precompress()],
  // The API's zod schemas (they import only zod) validate the browser's forms with the same messages.
  resolve: {
    alias: {
      '@api-schemas': fileURLToPath(new URL('../api/src/modules', import.meta.url)),
      '@api-errors': fileURLToPath(new URL('../api/src/lib/error-codes.ts', import.meta.url)),
      '@api-enum': fileURLToPath(new URL('../api/src/lib/graphql-enum.ts', import.meta.url)),
    },
  },
  build: { outDir: 'dist', rolldownOptions: { output: { codeSplitting: tiers.codeSplitting } } },
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
