// The API as one JavaScript file (api/dist/main.mjs), so start-up does not transpile and resolve
// ~300 TypeScript modules through tsx's loader. Built by esbuild (already installed: tsx and Vite use it)
// on `npm start` and `npm run bench` whenever a bundled source is newer than the bundle.
// Imported by scripts/start.mjs and bench/lib.mjs; `node scripts/api-build.mjs` builds it by hand.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const apiDir = path.join(root, 'api');
export const API_BUNDLE = path.join(apiDir, 'dist', 'main.mjs');
const META = path.join(apiDir, 'dist', 'meta.json');
// A plugin installed from npm (PLUGINS) imports the SDK as Node resolves it: npm links it to this
// workspace's plugins/sdk, whose package.json points at dist/ (the repository itself reads the sources).
const SDK_DIR = path.join(root, 'plugins', 'sdk');
const SDK_BUILT = path.join(SDK_DIR, 'dist', 'index.js');

/**
 * Node's flags for the API, here and in the Dockerfile (a test keeps the two alike). Stack traces point
 * into the sources. Semi-spaces of 32 MB (V8's default here is 16): a request's short-lived objects are
 * scavenged half as often, which cost 8 % less server CPU a tracking hit (engagement bench on PostgreSQL,
 * 2026-11-27: 53–54 vs 56–59 µs, in alternating runs; 64 MB did no better) for at most 32 MB more young
 * generation.
 */
export const API_NODE_FLAGS = ['--enable-source-maps', '--max-semi-space-size=32'];

/** How to run the built API: plain node, no TypeScript loader. */
export const apiNodeArgs = () => [...API_NODE_FLAGS, API_BUNDLE];
/** tsx applies only the tsconfig it is given; the api's enables decorators. */
export const apiEnv = () => ({ TSX_TSCONFIG_PATH: path.join(apiDir, 'tsconfig.json') });

/** True when the bundle is missing or any file it was built from (or this script) changed since. */
export function apiBundleIsStale() {
  if (!existsSync(API_BUNDLE) || !existsSync(META) || !existsSync(SDK_BUILT)) return true;
  const built = statSync(API_BUNDLE).mtimeMs;
  let meta;
  try {
    meta = JSON.parse(readFileSync(META, 'utf8'));
  } catch {
    return true;
  }
  const { inputs, plugins } = meta;
  // A plugin folder added or removed since.
  if (JSON.stringify(plugins) !== JSON.stringify(workspacePlugins())) return true;
  for (const file of [...inputs, 'scripts/api-build.mjs', 'api/tsconfig.json', 'tsconfig.json']) {
    const full = path.join(root, file);
    // A deleted source (or a new one an input now imports, which changes that input) means rebuild.
    if (!existsSync(full) || statSync(full).mtimeMs > built) return true;
  }
  return false;
}

// import.meta in a bundled module would describe the bundle, not the source file. Each source gets
// its own values back, computed from where the bundle is at run time (so a moved checkout still works).
const IMPORT_META = /\bimport\.meta\.(dirname|filename|url)\b/g;
/** `up`: how far the output file sits below the repository root (api/dist/main.mjs: '../..'). */
const banner = (up) =>
  [
    "import { dirname as __iwDirname, join as __iwJoin, resolve as __iwResolve } from 'node:path';",
    "import { pathToFileURL as __iwPathToFileURL } from 'node:url';",
    `const __iwRoot = __iwResolve(import.meta.dirname, '${up}');`,
    'const __iwMeta = (file) => { const filename = __iwJoin(__iwRoot, file); return { filename, dirname: __iwDirname(filename), url: __iwPathToFileURL(filename).href }; };',
  ].join('\n');

const sourceImportMeta = {
  name: 'source-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.')) return undefined;
      const rel = JSON.stringify(path.relative(root, args.path).split(path.sep).join('/'));
      return { contents: source.replace(IMPORT_META, (_m, prop) => `__iwMeta(${rel}).${prop}`), loader: 'ts' };
    });
  },
};

// Installed packages stay imports (Node loads them as it does today: one graphql, native addons, WASM
// files found beside their package); the workspace's own TypeScript packages are bundled.
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@issuerwire/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  tsconfig: path.join(apiDir, 'tsconfig.json'),
  plugins: [externalPackages, sourceImportMeta],
  // Keep class and function names: MikroORM and type-graphql use them (entity names, error names).
  keepNames: true,
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
};

/** The workspace's plugins (plugins/* with an "issuerwire" field) and the module each one's import resolves to. */
function workspacePlugins() {
  const dir = path.join(root, 'plugins');
  return readdirSync(dir)
    .map((name) => ({ name, manifest: path.join(dir, name, 'package.json') }))
    .filter(({ manifest }) => existsSync(manifest))
    .map(({ name, manifest }) => ({ name, pkg: JSON.parse(readFileSync(manifest, 'utf8')) }))
    .filter(({ pkg }) => pkg.issuerwire !== undefined)
    .map(({ name, pkg }) => {
      const target = typeof pkg.exports === 'object' && pkg.exports !== null ? pkg.exports['.'] : (pkg.exports ?? pkg.main);
      return { name, entry: `plugins/${name}/${String(target).replace(/^\.\//, '')}` };
    });
}

/** plugins/sdk/dist (tsc, as `npm run build -w @issuerwire/plugin-sdk`). Its sources are bundle inputs: when they change, both are rebuilt. */
function buildSdk() {
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsc, '-p', path.join(SDK_DIR, 'tsconfig.build.json')], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`The plugin SDK did not build:\n${output}`))));
  });
}

/** Builds api/dist/main.mjs, the plugins it finds at boot and the SDK's dist/; answers the build time in ms. */
export async function buildApi() {
  const started = performance.now();
  const esbuild = await import(pathToFileURL(path.join(root, 'node_modules', 'esbuild', 'lib', 'main.js')).href).catch(
    () => import('esbuild'),
  );
  // Plugins are still discovered and checked at boot; only their TypeScript is compiled ahead, so
  // boot needs no TypeScript loader (tsx's costs ~0.3 s). Each carries its copy of the SDK, which
  // the SDK allows (its brands are Symbol.for, never instanceof).
  const plugins = workspacePlugins();
  const prebuilt = Object.fromEntries(plugins.map(({ name, entry }) => [entry, `api/dist/plugins/${name}.mjs`]));
  const builds = plugins.map(({ entry }) =>
    esbuild.build({
      ...common,
      entryPoints: [path.join(root, entry)],
      outfile: path.join(root, prebuilt[entry]),
      banner: { js: banner('../../..') },
    }),
  );
  builds.push(
    esbuild.build({
      ...common,
      stdin: {
        contents: [
          "import path from 'node:path';",
          "import { pluginImporter } from './src/plugins/plugin-registry.ts';",
          `const prebuilt = new Map(Object.entries(${JSON.stringify(prebuilt)}));`,
          'const importSource = pluginImporter.load;',
          'let tsx;',
          'pluginImporter.load = async (file) => {',
          "  const built = prebuilt.get(path.relative(__iwRoot, file).split(path.sep).join('/'));",
          '  if (built) return import(__iwPathToFileURL(path.join(__iwRoot, built)).href);',
          '  // A package named in PLUGINS that ships TypeScript: tsx is loaded for it, and only then.',
          "  if (/\\.[cm]?ts$/.test(file)) await (tsx ??= import('tsx/esm/api').then((m) => m.register()));",
          '  return importSource(file);',
          '};',
          "await import('./src/main.ts');",
        ].join('\n'),
        resolveDir: apiDir,
        sourcefile: 'api-entry.ts',
        loader: 'ts',
      },
      outfile: API_BUNDLE,
      banner: { js: banner('../..') },
    }),
  );
  const [results] = await Promise.all([Promise.all(builds), buildSdk()]);
  // esbuild names inputs relative to the working directory.
  const inputs = new Set(results.flatMap((r) => Object.keys(r.metafile.inputs)).map((file) => path.resolve(process.cwd(), file)));
  // Every real file (the generated entry above is not one).
  const relative = [...inputs].filter((file) => existsSync(file)).map((file) => path.relative(root, file));
  writeFileSync(META, JSON.stringify({ inputs: relative, plugins }));
  return performance.now() - started;
}

/** Builds when stale; quiet when the bundle is current. */
export async function ensureApiBuilt({ log = console.log } = {}) {
  if (!apiBundleIsStale()) return;
  const ms = await buildApi();
  log(`Built the API bundle (${path.relative(root, API_BUNDLE)}) in ${Math.round(ms)} ms.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const ms = await buildApi();
  console.log(`Built ${path.relative(root, API_BUNDLE)} in ${Math.round(ms)} ms.`);
}
