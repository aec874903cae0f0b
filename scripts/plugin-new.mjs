#!/usr/bin/env node
// Scaffolds a plugin package: `npm run plugin:new -- <newswire|platform|market-data> <id> [options]`.
// Writes package.json (with the issuerwire field), src/index.ts made with the SDK's define…Plugin,
// src/index.test.ts running the conformance kit (against a fake vendor for an API), a README.
//   --scope @acme  the package is @acme/<prefix>-<id> (default @issuerwire)
//   --web          newswire only: a Web Integration (no vendor API: the issuer files the package on the wire's form)
//   --out <dir>    a standalone package in <dir>, for a vendor's own repository: it depends on the SDK by version,
//                  builds to dist/ (tsc) and tests with vitest, outside this repository
//   --root <dir>   without --out: a workspace plugin in <dir>/plugins/<prefix>-<id> (default: this repository;
//                  PLUGIN_NEW_ROOT too; tests)
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KINDS = { newswire: 'newswire', platform: 'platform', 'market-data': 'market' };
const ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;
const SCOPE_PATTERN = /^@[a-z0-9][a-z0-9._-]*$/;

function usage(message) {
  console.error(
    `${message}\nUsage: npm run plugin:new -- <newswire|platform|market-data> <id> [--scope @acme] [--web] [--out <dir> | --root <dir>]`,
  );
  process.exit(1);
}

function parseArgs(argv) {
  const positional = [];
  let root = process.env.PLUGIN_NEW_ROOT || repoRoot;
  let out = null;
  let scope = '@issuerwire';
  let web = false;
  // npm runs scripts from the repository root; a relative --out means the folder the user was in.
  const cwd = process.env.INIT_CWD || process.cwd();
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--root') root = argv[++i] ?? usage('--root needs a folder');
    else if (argv[i] === '--out') out = resolve(cwd, argv[++i] ?? usage('--out needs a folder'));
    else if (argv[i] === '--scope') scope = argv[++i] ?? usage('--scope needs a name such as @acme');
    else if (argv[i] === '--web') web = true;
    else if (argv[i].startsWith('--')) usage(`Unknown option '${argv[i]}'.`);
    else positional.push(argv[i]);
  }
  const [kind, id] = positional;
  if (!(kind in KINDS)) usage(`Unknown kind '${kind ?? ''}'.`);
  if (!id || !ID_PATTERN.test(id)) usage(`The id '${id ?? ''}' must be lower-case letters, digits and dashes.`);
  if (!SCOPE_PATTERN.test(scope)) usage(`The scope '${scope}' must be like @acme: '@', then lower-case letters, digits, '.', '_' or '-'.`);
  if (web && kind !== 'newswire') usage('--web is for a newswire: a Web Integration has no vendor API.');
  const folder = `${KINDS[kind]}-${id}`;
  return {
    kind,
    id,
    web,
    folder,
    packageName: `${scope}/${folder}`,
    dir: out ?? join(resolve(root), 'plugins', folder),
    standalone: out !== null,
  };
}

/** Versions the generated package declares, taken from the SDK so they stay in step. */
function versions() {
  const sdk = JSON.parse(readFileSync(join(repoRoot, 'plugins/sdk/package.json'), 'utf8'));
  return {
    sdk: `^${sdk.version}`,
    zod: sdk.dependencies?.zod ?? '^4.0.0',
    vitest: sdk.devDependencies?.vitest ?? '^4.0.0',
    typescript: sdk.devDependencies?.typescript ?? '^5.0.0',
    typesNode: sdk.devDependencies?.['@types/node'] ?? '^20.0.0',
  };
}

const titleCase = (id) =>
  id
    .split('-')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');

function packageJson({ kind, id, packageName, standalone }, name, v) {
  const common = { name: packageName, version: '0.1.0', description: `${name}: an IssuerWire ${kind} plugin`, type: 'module' };
  const issuerwire = { kind, id };
  // The host provides the SDK: a peer, so IssuerWire's own copy is the one a plugin meets at run time.
  const peerDependencies = { '@issuerwire/plugin-sdk': v.sdk };
  const dependencies = { zod: v.zod };
  const devDependencies = { '@types/node': v.typesNode, typescript: v.typescript, vitest: v.vitest };
  if (!standalone) {
    // A workspace plugin: loaded from its TypeScript like the built-in ones.
    const scripts = { test: 'vitest run' };
    return {
      ...common,
      private: true,
      main: 'src/index.ts',
      exports: { '.': './src/index.ts' },
      issuerwire,
      scripts,
      peerDependencies,
      dependencies,
      devDependencies,
    };
  }
  return {
    ...common,
    main: './dist/index.js',
    types: './dist/index.d.ts',
    exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
    files: ['dist'],
    issuerwire,
    scripts: { build: 'tsc -p tsconfig.build.json', prepack: 'npm run build', typecheck: 'tsc --noEmit', test: 'vitest run' },
    peerDependencies,
    dependencies,
    devDependencies,
  };
}

const newswireIndex = (id, name) => `import { z } from 'zod';
import {
  defineNewswirePlugin,
  parseVendorAnswer,
  secret,
  verifyHmacSignature,
  type NewswireLevel,
  type NewswireOrderResult,
} from '@issuerwire/plugin-sdk';

// ${name}: distributes press releases through the ${name} API.
// TODO: replace the paths, request body and answer shape with the vendor's documented API.

export const optionsSchema = z.object({
  /** API key from the ${name} dashboard; absent, the plugin runs in sandbox mode. */
  apiKey: z.string().min(8, 'must be the API key from the ${name} dashboard').optional(),
  baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.${id}.example'),
  /** Signs ${name}'s calls back (X-Signature: sha256=<hex HMAC of the body>); absent, callbacks are refused. */
  webhookSecret: secret(z.string().min(8, 'must be the webhook signing secret from the ${name} dashboard')).optional(),
});

// TODO: the vendor's names for our three distribution levels.
const PACKAGES: Record<NewswireLevel, string> = { basic: 'basic', enhanced: 'enhanced', premium: 'premium' };

const orderSchema = z.object({
  id: z.string(),
  status: z.enum(['submitted', 'scheduled', 'published', 'rejected']),
  url: z.string().optional(),
});

function toResult(answer: unknown): NewswireOrderResult {
  const order = parseVendorAnswer(orderSchema, answer, '${name}');
  return { vendorRef: order.id, status: order.status, releaseUrl: order.url };
}

export default defineNewswirePlugin({
  id: '${id}',
  name: '${name}',
  optionsSchema,
  hasCredentials: (options) => Boolean(options.apiKey),
  create(options, host) {
    const api = host.http({
      baseUrl: options.baseUrl,
      headers: options.apiKey ? { authorization: \`Bearer \${options.apiKey}\` } : {},
    });
    return {
      id: '${id}',
      name: '${name}',
      apiAvailable: true,
      // Said to the issuer before ordering. Without it the host treats the wire as a package to file by hand.
      delivery: {
        mode: 'api',
        steps: ['IssuerWire sends the order to ${name} through its API.', 'Once ${name} publishes it, the order shows its address.'],
      },
      // TODO: per level, the markets where its circuit is broad national distribution (e.g. enhanced: ['US']).
      disclosureCoverage: { basic: [], enhanced: [], premium: [] },
      // TODO: the vendor's list prices, in cents.
      pricing: { basic: 0, enhanced: 0, premium: 0 },
      pricingIndicative: true,
      features: [],
      async distribute(release, ctx) {
        if (host.sandbox) {
          return { vendorRef: \`sandbox-\${ctx.idempotencyKey}\`, status: 'submitted', sandbox: true, message: 'Sandbox: nothing was sent to ${name}.' };
        }
        const res = await api.request({
          method: 'POST',
          path: '/v1/releases',
          headers: { 'idempotency-key': ctx.idempotencyKey },
          json: {
            headline: release.headline,
            dateline: release.dateline,
            body: \`\${release.body}\\n\\n\${release.disclosures}\`,
            company: { name: release.companyName, ticker: release.ticker, exchange: release.exchange },
            contact: release.contact,
            package: PACKAGES[ctx.level],
            publishAt: release.targetTime?.toISOString() ?? null,
            callbackUrl: host.callbackUrl, // where ${name} tells IssuerWire the release is out
          },
          retry: 'never', // a paid, public distribution is never sent twice blindly
        });
        return toResult(res.json());
      },
      async status(vendorRef) {
        const res = await api.request({ method: 'GET', path: \`/v1/releases/\${encodeURIComponent(vendorRef)}\`, retry: 'safe' });
        return toResult(res.json());
      },
      // After a crash between sending and recording the answer: the order this key placed, null when surely none.
      // A failure must throw (never answer null): the order may exist, and null would place it again.
      async lookup(idempotencyKey, since) {
        const res = await api.request({
          method: 'GET',
          path: '/v1/releases',
          query: { idempotencyKey, createdAfter: since.toISOString() },
          retry: 'safe',
        });
        const [order] = parseVendorAnswer(z.object({ items: z.array(z.unknown()) }), res.json(), '${name}').items;
        return order === undefined ? null : toResult(order);
      },
      // POST {PUBLIC_URL}/api/plugins/${id}/callback: verify the signature over the raw bytes, then report the order.
      async handleCallback(request) {
        const signed = verifyHmacSignature({
          secret: options.webhookSecret ?? '',
          payload: request.rawBody,
          signature: request.headers['x-signature'],
          prefix: 'sha256=',
        });
        if (!signed) return { status: 401, body: { message: 'signature mismatch' } };
        return { orders: [toResult(JSON.parse(request.rawBody.toString('utf8')))] };
      },
    };
  },
});
`;

const newswireTest = (id, name) => `import { expect } from 'vitest';
import { hmacSignature } from '@issuerwire/plugin-sdk';
import { describeNewswireConformance, startFakeVendor } from '@issuerwire/plugin-sdk/testing';
import plugin from './index.js';

// The SDK's conformance kit against a local fake of the ${name} API.
// TODO: make the fake answer exactly as the vendor's API does.

const WEBHOOK_SECRET = 'whsec-test-12345678';

/** A fake ${name} API that remembers each order by its idempotency key (for lookup). */
function fakeApi() {
  const byKey = new Map<string, { id: string; status: string }>();
  return startFakeVendor({
    'POST /v1/releases': (req) => {
      const order = { id: \`rel_\${byKey.size + 1}\`, status: 'submitted' };
      byKey.set(req.headers['idempotency-key'] ?? '', order);
      return { status: 201, json: order };
    },
    'GET /v1/releases': (req) => {
      const order = byKey.get(req.query.idempotencyKey ?? '');
      return { json: { items: order ? [order] : [] } };
    },
    'GET /v1/releases/:id': (req) => ({ json: { id: req.params.id, status: 'published', url: \`https://news.${id}.example/\${req.params.id}\` } }),
  });
}

describeNewswireConformance({
  plugin,
  fake: fakeApi,
  validOptions: (baseUrl) => ({ apiKey: 'test-key-12345678', baseUrl, webhookSecret: WEBHOOK_SECRET }),
  // ${name}'s call back once the release is out, signed as it signs them.
  callback: ({ vendorRef }) => {
    const body = JSON.stringify({ id: vendorRef, status: 'published', url: \`https://news.${id}.example/\${vendorRef}\` });
    return { body, headers: { 'content-type': 'application/json', 'x-signature': \`sha256=\${hmacSignature(WEBHOOK_SECRET, body)}\` } };
  },
  invalidOptions: [
    { options: { apiKey: 'short' }, field: 'apiKey' },
    { options: { baseUrl: 'not a url' }, field: 'baseUrl' },
  ],
  expectRequest(requests, { release, level, idempotencyKey, callbackUrl }) {
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/releases');
    expect(req.headers.authorization).toBe('Bearer test-key-12345678');
    expect(req.headers['idempotency-key']).toBe(idempotencyKey);
    expect(req.json).toMatchObject({ headline: release.headline, package: level, callbackUrl });
  },
});
`;

const platformIndex = (id, name) => `import { z } from 'zod';
import { definePlatformPlugin, parseVendorAnswer, type PublishPlatform, type PublishResult } from '@issuerwire/plugin-sdk';

// ${name}: publishes articles to ${name} with the user's connected credentials.
// TODO: replace the paths, request body and answer shapes with the platform's documented API.

export const optionsSchema = z.object({
  baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.${id}.example'),
});

const credentialsSchema = z.object({ token: z.string().min(10, 'must be the token from ${name} settings') });
type Credentials = z.infer<typeof credentialsSchema>;

const postSchema = z.object({ id: z.string(), state: z.enum(['published', 'pending']), url: z.string().optional() });
const statsSchema = z.object({ views: z.number(), clicks: z.number() });

function toResult(answer: unknown): PublishResult {
  const post = parseVendorAnswer(postSchema, answer, '${name}');
  return { status: post.state, postId: post.id, url: post.url };
}

export default definePlatformPlugin({
  id: '${id}',
  name: '${name}',
  optionsSchema,
  create(options, host): PublishPlatform<Credentials> {
    const api = host.http({ baseUrl: options.baseUrl });
    const auth = (credentials: Credentials) => ({ authorization: \`Bearer \${credentials.token}\` });
    return {
      id: '${id}',
      name: '${name}',
      editorFormat: 'markdown',
      maxLength: null,
      credentialsSchema,
      async publish(article, credentials, ctx) {
        if (host.sandbox) return { status: 'published', postId: \`sandbox-\${ctx.idempotencyKey}\`, sandbox: true };
        const res = await api.request({
          method: 'POST',
          path: '/v1/posts',
          headers: { ...auth(credentials), 'idempotency-key': ctx.idempotencyKey },
          json: { title: article.title, markdown: article.markdown, canonicalUrl: article.canonicalUrl, tags: article.tags },
          retry: 'never', // a public post is never sent twice blindly
        });
        return toResult(res.json());
      },
      async checkStatus(postId, credentials) {
        const res = await api.request({ method: 'GET', path: \`/v1/posts/\${encodeURIComponent(postId)}\`, headers: auth(credentials), retry: 'safe' });
        return toResult(res.json());
      },
      async metrics(postId, credentials) {
        const res = await api.request({ method: 'GET', path: \`/v1/posts/\${encodeURIComponent(postId)}/stats\`, headers: auth(credentials), retry: 'safe' });
        return parseVendorAnswer(statsSchema, res.json(), '${name}');
      },
    };
  },
});
`;

const platformTest = (id, name) => `import { expect } from 'vitest';
import { describePlatformConformance, startFakeVendor } from '@issuerwire/plugin-sdk/testing';
import plugin from './index.js';

// The SDK's conformance kit against a local fake of the ${name} API.
// TODO: make the fake answer exactly as the platform's API does.

describePlatformConformance({
  plugin,
  fake: () =>
    startFakeVendor({
      'POST /v1/posts': { status: 201, json: { id: 'post_1', state: 'published', url: 'https://${id}.example/p/post_1' } },
      'GET /v1/posts/:id': (req) => ({ json: { id: req.params.id, state: 'published' } }),
      'GET /v1/posts/:id/stats': { json: { views: 10, clicks: 2 } },
    }),
  validOptions: (baseUrl) => ({ baseUrl }),
  invalidOptions: [{ options: { baseUrl: 'not a url' }, field: 'baseUrl' }],
  credentials: { token: 'test-token-12345678' },
  invalidCredentials: [{ credentials: { token: 'short' }, field: 'token' }],
  expectRequest(requests, { article, idempotencyKey }) {
    const [req] = requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/posts');
    expect(req.headers.authorization).toBe('Bearer test-token-12345678');
    expect(req.headers['idempotency-key']).toBe(idempotencyKey);
    expect(req.json).toMatchObject({ title: article.title, markdown: article.markdown });
  },
  expectMetrics(metrics) {
    expect(metrics).toEqual({ views: 10, clicks: 2 });
  },
});
`;

const marketIndex = (id, name) => `import { z } from 'zod';
import { defineMarketDataPlugin, parseVendorAnswer, type MarketCompany } from '@issuerwire/plugin-sdk';

// ${name}: ticker search, company profiles and quotes from the ${name} API.
// TODO: replace the paths and answer shapes with the vendor's documented API.

export const optionsSchema = z.object({
  apiKey: z.string().min(8, 'must be the API key from the ${name} dashboard'),
  baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.${id}.example'),
});

const companySchema = z.object({
  ticker: z.string(),
  name: z.string(),
  exchange: z.string(),
  country: z.string(),
  sector: z.string(),
  industry: z.string(),
  website: z.string().nullable(),
  marketCap: z.number().nullable(),
});
const quoteSchema = z.object({ ticker: z.string(), price: z.number(), changePercent: z.number(), volume: z.number(), currency: z.string(), asOf: z.string() });

export default defineMarketDataPlugin({
  id: '${id}',
  name: '${name}',
  optionsSchema,
  hasCredentials: (options) => Boolean(options.apiKey),
  create(options, host) {
    const api = host.http({ baseUrl: options.baseUrl, headers: { 'x-api-key': options.apiKey } });
    return {
      async search(query, limit = 10) {
        const res = await api.request({ method: 'GET', path: '/v1/search', query: { q: query, limit }, retry: 'safe' });
        const found: MarketCompany[] = parseVendorAnswer(z.object({ results: z.array(companySchema) }), res.json(), '${name}').results;
        return found.slice(0, limit);
      },
      async profile(ticker) {
        const res = await api.request({ method: 'GET', path: \`/v1/companies/\${encodeURIComponent(ticker)}\`, retry: 'safe', accept: [404] });
        return res.status === 404 ? null : parseVendorAnswer(companySchema, res.json(), '${name}');
      },
      async quote(ticker) {
        const res = await api.request({ method: 'GET', path: \`/v1/quotes/\${encodeURIComponent(ticker)}\`, retry: 'safe', accept: [404] });
        if (res.status === 404) return null;
        return { ...parseVendorAnswer(quoteSchema, res.json(), '${name}'), source: '${name}' };
      },
    };
  },
});
`;

const marketTest = (id, name) => `import { expect } from 'vitest';
import { describeMarketDataConformance, startFakeVendor, type FakeRoute } from '@issuerwire/plugin-sdk/testing';
import plugin from './index.js';

// The SDK's conformance kit against a local fake of the ${name} API.
// TODO: make the fake answer exactly as the vendor's API does.

const company = {
  ticker: 'NWRB',
  name: 'Northwind Robotics Inc.',
  exchange: 'NASDAQ',
  country: 'US',
  sector: 'Industrials',
  industry: 'Machinery',
  website: 'https://northwind.example',
  marketCap: 2400000000,
};
const known = (ticker: string | undefined) => ticker?.toUpperCase() === 'NWRB';
const notFound = { status: 404, json: { message: 'unknown ticker' } };

const routes: Record<string, FakeRoute> = {
  'GET /v1/search': (req) => ({ json: { results: req.query.q?.toLowerCase().includes('northwind') ? [company] : [] } }),
  'GET /v1/companies/:ticker': (req) => (known(req.params.ticker) ? { json: company } : notFound),
  'GET /v1/quotes/:ticker': (req) =>
    known(req.params.ticker)
      ? { json: { ticker: 'NWRB', price: 41.37, changePercent: 1.2, volume: 1250000, currency: 'USD', asOf: '2025-01-02T15:30:00Z' } }
      : notFound,
};

describeMarketDataConformance({
  plugin,
  fake: () => startFakeVendor(routes),
  validOptions: (baseUrl) => ({ apiKey: 'test-key-12345678', baseUrl }),
  invalidOptions: [{ options: {}, field: 'apiKey' }],
  knownTicker: 'NWRB',
  unknownTicker: 'ZZZZ',
  searchQuery: 'Northwind',
  expectRequest(requests) {
    expect(requests.every((r) => r.headers['x-api-key'] === 'test-key-12345678')).toBe(true);
  },
});
`;

const newswireWebIndex = (id, name) => `import { defineWebNewswirePlugin, webNewswireOptionsSchema } from '@issuerwire/plugin-sdk';

// ${name}: a Web Integration. The wire takes releases only through its own form, so the provider has no
// API (apiAvailable: false) and its buildSubmission(release, level) answers the package the issuer files
// there: headline, dateline, ticker tag, body, disclosures and contact, laid out in the wire's style.
// Nothing is ever sent. The operator may override the prices and the form's address (optionsSchema).
// TODO: the wire's form, its lead style, its packages and its prices (in cents).

export const optionsSchema = webNewswireOptionsSchema;

export default defineWebNewswirePlugin({
  id: '${id}',
  name: '${name}',
  formUrl: 'https://www.${id}.example/submit',
  style: {
    dateStyle: 'long',
    lead: ({ dateline, date }) => \`\${dateline}, \${date} /${name}/ -- \`,
  },
  // The wire's package for each of our three levels, as the issuer will find it on the form.
  packages: { basic: 'Basic', enhanced: 'Enhanced', premium: 'Premium' },
  pricing: { basic: 0, enhanced: 0, premium: 0 },
  pricingIndicative: true, // false only for the wire's published list prices
  // What the issuer does on the wire's site after ordering, shown before the order.
  filingSteps: [
    "You sign in on ${name}'s site and paste the prepared fields into its form.",
    'Once it is published, you record its address here.',
  ],
  // Per level, the markets where its circuit is broad national distribution (material news needs one).
  disclosureCoverage: { basic: [], enhanced: [], premium: [] },
  features: [],
});
`;

const newswireWebTest = (id, name) => `import { expect } from 'vitest';
import { describeNewswireConformance } from '@issuerwire/plugin-sdk/testing';
import plugin from './index.js';

// The SDK's conformance kit for a Web Integration: no fake vendor (nothing is sent); the kit checks the
// submission package of every level and that the mandatory disclosures are kept.
// TODO: assert the wire's exact layout.

const field = (fields: { label: string; value: string }[], label: string) => fields.find((f) => f.label === label)?.value;

describeNewswireConformance({
  plugin,
  validOptions: () => ({}),
  invalidOptions: [
    { options: { pricing: { basic: -100 } }, field: 'pricing.basic' },
    { options: { submissionUrl: 'http://www.${id}.example/submit' }, field: 'submissionUrl' },
  ],
  expectSubmission(pkg, release) {
    expect(pkg.formUrl).toBe('https://www.${id}.example/submit');
    expect(pkg.text).toContain(' /${name}/ -- ');
    expect(field(pkg.fields, 'Headline')).toBe(release.headline);
    expect(field(pkg.fields, 'Package')).toBe('Basic');
  },
});
`;

const TEMPLATES = {
  newswire: { index: newswireIndex, test: newswireTest },
  'newswire-web': { index: newswireWebIndex, test: newswireWebTest },
  platform: { index: platformIndex, test: platformTest },
  'market-data': { index: marketIndex, test: marketTest },
};

const readme = ({ kind, id, folder, packageName, standalone }, name) => {
  const head = `# ${name} (${kind} plugin)

IssuerWire ${kind} plugin \`${id}\` (\`${packageName}\`). IssuerWire finds it through the \`issuerwire\` field of
its package.json.

## Options
See \`optionsSchema\` in \`src/index.ts\`. TODO: document each option and where to get it. An operator sets
them under \`"${id}"\` in IssuerWire's plugins file or as \`PLUGIN_${id.toUpperCase().replace(/-/g, '_')}_<OPTION>\`
variables (see "Configuring a plugin" in IssuerWire's README).
`;
  if (!standalone) return `${head}\n## Tests\n\`npm test -w plugins/${folder}\` runs the SDK's conformance kit.\n`;
  return `${head}
## Develop
The SDK comes from an IssuerWire checkout until it is published: there, \`npm pack -w @issuerwire/plugin-sdk\`.

    npm install --save-dev /path/to/issuerwire-plugin-sdk-<version>.tgz
    npm test            # the SDK's conformance kit
    npm run build       # dist/: JavaScript and type declarations
    npm pack            # ${packageName.slice(1).replace('/', '-')}-0.1.0.tgz

## Install into IssuerWire
In a folder of its own on the server (outside the IssuerWire checkout), with the SDK tarball beside it:

    npm install /path/to/issuerwire-plugin-sdk-<version>.tgz /path/to/${packageName.slice(1).replace('/', '-')}-0.1.0.tgz

then start IssuerWire with \`PLUGINS_DIR=<that folder>\` (every plugin installed there loads). Or name it:
\`PLUGINS=/abs/path/to/the/package\`, or \`PLUGINS=${packageName}\` after \`npm install\` in the checkout.
`;
};

/** Workspace plugins: the SDK's own compiler settings (the repository's, which find the SDK's sources). */
const workspaceTsconfig = () => JSON.parse(readFileSync(join(repoRoot, 'plugins/sdk/tsconfig.json'), 'utf8'));
/** Standalone packages: settings of their own; NodeNext, so what tsc emits runs on Node as written. */
const standaloneTsconfig = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2023'],
    types: ['node'],
    strict: true,
    skipLibCheck: true,
    isolatedModules: true,
    forceConsistentCasingInFileNames: true,
    noEmit: true,
  },
  include: ['src'],
};
const buildTsconfig = {
  extends: './tsconfig.json',
  compilerOptions: { noEmit: false, declaration: true, rootDir: 'src', outDir: 'dist' },
  exclude: ['src/**/*.test.ts'],
};
// Workspace plugins read the SDK's sources through the repository's tsconfig paths.
const vitestConfig = (standalone) => `import { defineConfig } from 'vitest/config';

export default defineConfig({ ${standalone ? '' : 'resolve: { tsconfigPaths: true }, '}test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 } });
`;
const json = (value) => `${JSON.stringify(value, null, 2)}\n`;

async function main() {
  const spec = parseArgs(process.argv.slice(2));
  const { kind, id, web, folder, dir, standalone } = spec;
  if (existsSync(dir)) usage(`${relative(process.cwd(), dir) || dir} already exists.`);
  const name = titleCase(id);
  const template = TEMPLATES[web ? 'newswire-web' : kind];
  await mkdir(join(dir, 'src'), { recursive: true });
  const files = {
    'package.json': json(packageJson(spec, name, versions())),
    'tsconfig.json': json(standalone ? standaloneTsconfig : workspaceTsconfig()),
    ...(standalone ? { 'tsconfig.build.json': json(buildTsconfig), '.gitignore': 'node_modules/\ndist/\n*.tgz\n' } : {}),
    'vitest.config.ts': vitestConfig(standalone),
    'README.md': readme(spec, name),
    'src/index.ts': template.index(id, name),
    'src/index.test.ts': template.test(id, name),
  };
  for (const [file, content] of Object.entries(files)) await writeFile(join(dir, file), content);
  console.log(`Created ${dir}`);
  if (standalone)
    console.log('Next: npm install --save-dev <the SDK tarball: npm pack -w @issuerwire/plugin-sdk>, then npm test (see its README)');
  else console.log(`Next: npm install (links the workspace), then npm test -w plugins/${folder}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
