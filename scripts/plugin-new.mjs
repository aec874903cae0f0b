#!/usr/bin/env node
// Scaffolds a plugin package: `npm run plugin:new -- <newswire|platform|market-data> <id>`.
// Writes plugins/<prefix>-<id>/ (package.json with the issuerwire field, src/index.ts made with the
// SDK's define…Plugin, src/index.test.ts running the conformance kit against a fake vendor, README).
// The output root is the repository unless --root <dir> or PLUGIN_NEW_ROOT says otherwise (tests).
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const KINDS = { newswire: 'newswire', platform: 'platform', 'market-data': 'market' };
const ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

function usage(message) {
  console.error(`${message}\nUsage: npm run plugin:new -- <newswire|platform|market-data> <id> [--root <dir>]`);
  process.exit(1);
}

function parseArgs(argv) {
  const positional = [];
  let root = process.env.PLUGIN_NEW_ROOT || repoRoot;
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--root') root = argv[++i] ?? usage('--root needs a folder');
    else positional.push(argv[i]);
  }
  const [kind, id] = positional;
  if (!(kind in KINDS)) usage(`Unknown kind '${kind ?? ''}'.`);
  if (!id || !ID_PATTERN.test(id)) usage(`The id '${id ?? ''}' must be lower-case letters, digits and dashes.`);
  return { kind, id, root: resolve(root) };
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

function packageJson(kind, id, folder, v) {
  return {
    name: `@issuerwire/${folder}`,
    private: true,
    version: '0.1.0',
    type: 'module',
    main: 'src/index.ts',
    exports: { '.': './src/index.ts' },
    issuerwire: { kind, id },
    scripts: { test: 'vitest run' },
    peerDependencies: { '@issuerwire/plugin-sdk': v.sdk },
    dependencies: { zod: v.zod },
    devDependencies: { '@types/node': v.typesNode, typescript: v.typescript, vitest: v.vitest },
  };
}

const newswireIndex = (id, name) => `import { z } from 'zod';
import { defineNewswirePlugin, parseVendorAnswer, type NewswireLevel, type NewswireOrderResult } from '@issuerwire/plugin-sdk';

// ${name}: distributes press releases through the ${name} API.
// TODO: replace the paths, request body and answer shape with the vendor's documented API.

export const optionsSchema = z.object({
  /** API key from the ${name} dashboard; absent, the plugin runs in sandbox mode. */
  apiKey: z.string().min(8, 'must be the API key from the ${name} dashboard').optional(),
  baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.${id}.example'),
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
          },
          retry: 'never', // a paid, public distribution is never sent twice blindly
        });
        return toResult(res.json());
      },
      async status(vendorRef) {
        const res = await api.request({ method: 'GET', path: \`/v1/releases/\${encodeURIComponent(vendorRef)}\`, retry: 'safe' });
        return toResult(res.json());
      },
    };
  },
});
`;

const newswireTest = (id, name) => `import { expect } from 'vitest';
import { describeNewswireConformance, startFakeVendor } from '@issuerwire/plugin-sdk/testing';
import plugin from './index';

// The SDK's conformance kit against a local fake of the ${name} API.
// TODO: make the fake answer exactly as the vendor's API does.

describeNewswireConformance({
  plugin,
  fake: () =>
    startFakeVendor({
      'POST /v1/releases': { status: 201, json: { id: 'rel_1', status: 'submitted' } },
      'GET /v1/releases/:id': (req) => ({ json: { id: req.params.id, status: 'published', url: \`https://news.${id}.example/\${req.params.id}\` } }),
    }),
  validOptions: (baseUrl) => ({ apiKey: 'test-key-12345678', baseUrl }),
  invalidOptions: [
    { options: { apiKey: 'short' }, field: 'apiKey' },
    { options: { baseUrl: 'not a url' }, field: 'baseUrl' },
  ],
  expectRequest(requests, { release, level, idempotencyKey }) {
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/v1/releases');
    expect(req.headers.authorization).toBe('Bearer test-key-12345678');
    expect(req.headers['idempotency-key']).toBe(idempotencyKey);
    expect(req.json).toMatchObject({ headline: release.headline, package: level });
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
import plugin from './index';

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
import plugin from './index';

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

const TEMPLATES = {
  newswire: { index: newswireIndex, test: newswireTest },
  platform: { index: platformIndex, test: platformTest },
  'market-data': { index: marketIndex, test: marketTest },
};

const readme = (kind, id, name, folder) => `# ${name} (${kind} plugin)

IssuerWire ${kind} plugin \`${id}\`. Discovered through the \`issuerwire\` field of its package.json.

## Options
See \`optionsSchema\` in \`src/index.ts\`. TODO: document each option and where to get it.

## Tests
\`npm test -w plugins/${folder}\` runs the SDK's conformance kit against a local fake of the vendor.
`;

/** The same compiler settings as the SDK's own package. */
const tsconfig = () => JSON.parse(readFileSync(join(repoRoot, 'plugins/sdk/tsconfig.json'), 'utf8'));
const vitestConfig = `import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 } });
`;

async function main() {
  const { kind, id, root } = parseArgs(process.argv.slice(2));
  const folder = `${KINDS[kind]}-${id}`;
  const dir = join(root, 'plugins', folder);
  if (existsSync(dir)) usage(`${relative(process.cwd(), dir) || dir} already exists.`);
  const name = titleCase(id);
  const template = TEMPLATES[kind];
  await mkdir(join(dir, 'src'), { recursive: true });
  const files = {
    'package.json': `${JSON.stringify(packageJson(kind, id, folder, versions()), null, 2)}\n`,
    'tsconfig.json': `${JSON.stringify(tsconfig(), null, 2)}\n`,
    'vitest.config.ts': vitestConfig,
    'README.md': readme(kind, id, name, folder),
    'src/index.ts': template.index(id, name),
    'src/index.test.ts': template.test(id, name),
  };
  for (const [file, content] of Object.entries(files)) await writeFile(join(dir, file), content);
  console.log(`Created ${dir}`);
  console.log('Next: npm install (links the workspace), then npm test -w plugins/' + folder);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
