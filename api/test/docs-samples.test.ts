// Every code sample in docs/partner-api.md and docs/plugins.md, read from the Markdown and run as a reader would run
// it (against this app listening on a port, on Node 20), or checked against the code it describes. A sample added
// to either document without a case here fails the inventory test, so a sample cannot go stale unnoticed.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PARTNER_DOC, withGeneratedTables } from '../src/cli/docs-tables.cli';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/lib/logger';
import { signatureHeader } from '../src/modules/webhooks/webhook-signature';
import { loadPlugins } from '../src/plugins/load-plugins';
import { generateArticle } from '../src/modules/publishing/publishing.testing';
import { createCampaign, createToken, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

const repo = path.resolve(import.meta.dirname, '../..');
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0';

interface Sample {
  doc: string;
  lang: string;
  code: string;
}

function samplesOf(doc: string): Sample[] {
  const text = readFileSync(path.join(repo, doc), 'utf8');
  return [...text.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => ({ doc, lang: m[1]!, code: m[2]! }));
}

const SAMPLES = [...samplesOf('docs/partner-api.md'), ...samplesOf('docs/plugins.md')];

/** The one sample of `doc` whose code starts with `start` (its first line names it). */
function sample(doc: string, start: string): string {
  const found = SAMPLES.filter((s) => s.doc === doc && s.code.startsWith(start));
  expect(found, `one sample in ${doc} starting "${start}"`).toHaveLength(1);
  return found[0]!.code;
}

/**
 * Where each sample is proven: a case in this file, or the named test that runs the same thing (the plugin
 * packaging walk-through needs npm and minutes; plugin-sdk-package.test.ts runs it outside the repository).
 */
const PROVEN: [doc: string, start: string, where: string][] = [
  ['docs/partner-api.md', 'TOKEN=iwt_...', 'here: the curl calls'],
  ['docs/partner-api.md', '// live.mjs', 'here: the graphql-ws subscription'],
  ['docs/partner-api.md', "import { createHmac, timingSafeEqual } from 'node:crypto';", 'here: verify()'],
  ['docs/partner-api.md', '// replay.mjs', 'webhooks.events.test.ts runs it against real events'],
  ['docs/partner-api.md', '// every.mjs', 'here: it walks the campaigns a page at a time'],
  ['docs/partner-api.md', 'mutation { createCampaign(', 'here: the GraphQL mutation and its userErrors'],
  ['docs/plugins.md', '# In the IssuerWire checkout', 'plugin-sdk-package.test.ts: pack, plugin:new, install, test, build, pack'],
  ['docs/plugins.md', 'mkdir -p /srv/issuerwire-plugins', 'plugin-sdk-package.test.ts: installs into a PLUGINS_DIR and sends a release'],
  ['docs/plugins.md', '{\n  "businesswire"', 'here: Business Wire starts live from it'],
  ['docs/plugins.md', 'plugin businesswire: live', 'here: the line the start logs for it'],
];

describe('the samples in docs/partner-api.md and docs/plugins.md', { timeout: 120_000 }, () => {
  let t: TestApp;
  let owner: Issuer;
  let base: string;
  let campaignId: string;
  let liveCampaignId: string;
  let liveArticleId: string;
  let dir: string;

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createVerifiedIssuer(t, { ticker: 'ACME', companyName: 'Acme Robotics Inc.', plan: 'agency' });
    campaignId = await createCampaign(owner);
    liveCampaignId = await createCampaign(owner);
    liveArticleId = await generateArticle(owner, liveCampaignId);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // Inside the repository, so a sample's imports (graphql-ws, ws) resolve from its node_modules as a reader's would from theirs.
    dir = path.join(repo, 'node_modules', '.cache', `docs-samples-${process.pid}`);
    mkdirSync(dir, { recursive: true });
  });

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t?.close();
  });

  /** The sample as a reader runs it against their own server: the documented localhost:3000 is this app. */
  const here = (code: string) =>
    code.replaceAll('http://localhost:3000', base).replaceAll('ws://localhost:3000', base.replace('http', 'ws'));

  it('has a case for every sample, and every case still finds its sample', () => {
    for (const s of SAMPLES) {
      expect(
        PROVEN.some(([doc, start]) => doc === s.doc && s.code.startsWith(start)),
        `a case for the ${s.lang || 'text'} sample in ${s.doc} starting "${s.code.split('\n')[0]}"`,
      ).toBe(true);
    }
    for (const [doc, start] of PROVEN) sample(doc, start);
  });

  it('holds the operations and error-code tables the code generates (npm run docs:tables -w api)', () => {
    const doc = readFileSync(PARTNER_DOC, 'utf8');
    expect(withGeneratedTables(doc) === doc, 'docs/partner-api.md is behind the code: run npm run docs:tables -w api').toBe(true);
  });

  it('runs the curl calls with a token: each answers 2xx, and the article is generated', async () => {
    const token = (await createToken(owner, ['read', 'content:write'])).secret;
    // As a reader pastes it, with the token and campaign set; curl -f turns an HTTP error into a failed script.
    const script = `set -euo pipefail\ncurl() { command curl -f "$@"; }\n${here(sample('docs/partner-api.md', 'TOKEN=iwt_...')).replace(/^TOKEN=.*$/m, '')}`;
    const { stdout } = await promisify(execFile)('bash', ['-c', script], { env: { ...process.env, TOKEN: token, CAMPAIGN: campaignId } });
    expect(stdout).toContain('"totalCount"');
    const campaign = await owner.get<{ articleId: string | null }>(`/api/campaigns/${campaignId}`);
    expect(campaign.body.articleId).toBeTruthy();
  });

  it('runs the graphql-ws sample on Node 20: it prints the campaign’s figures, then the view a reader adds', async () => {
    const token = (await createToken(owner, ['read'])).secret;
    const file = path.join(dir, 'live.mjs');
    writeFileSync(file, here(sample('docs/partner-api.md', '// live.mjs')));
    const child = spawn(process.execPath, [file, liveCampaignId], { env: { ...process.env, TOKEN: token } });
    const lines: string[] = [];
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => lines.push(...chunk.split('\n').filter(Boolean)));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const printed = async (n: number) => {
      for (let i = 0; i < 200 && lines.length < n && child.exitCode === null; i++) await new Promise((r) => setTimeout(r, 50));
      expect(lines.length, `the sample printed ${lines.length} events; stderr: ${stderr}`).toBeGreaterThanOrEqual(n);
    };
    try {
      await printed(1);
      const first = JSON.parse(lines[0]!) as { data: { engagementUpdated: { campaignId: string; platforms: { web: { views: number } } } } };
      expect(first.data.engagementUpdated.campaignId).toBe(liveCampaignId);
      const hit = await fetch(`${base}/t/v/${liveArticleId}`, { headers: { 'user-agent': BROWSER } });
      expect(hit.status).toBe(200);
      await printed(2);
      const second = JSON.parse(lines[1]!) as typeof first;
      expect(second.data.engagementUpdated.platforms.web.views).toBe(first.data.engagementUpdated.platforms.web.views + 1);
    } finally {
      child.kill();
    }
  });

  it('runs the pagination sample: a page at a time, it prints every campaign and every article once, in the list’s order', async () => {
    const token = (await createToken(owner, ['read'])).secret;
    const file = path.join(dir, 'every.mjs');
    writeFileSync(file, sample('docs/partner-api.md', '// every.mjs'));
    const walk = async (list: string) => {
      const { stdout } = await promisify(execFile)(process.execPath, [file, list, '1'], {
        env: { ...process.env, TOKEN: token, ISSUERWIRE_URL: base },
      });
      return stdout.trim().split('\n');
    };
    // The spec's bare array of campaigns; the articles' first page (a bare GET of any other list answers a page).
    const campaigns = (await owner.get<{ id: string }[]>('/api/campaigns')).body.map((c) => c.id);
    const articles = (await owner.get<{ items: { id: string }[]; nextCursor: null }>('/api/articles')).body;
    expect(campaigns.length).toBeGreaterThanOrEqual(2);
    expect(articles.nextCursor).toBeNull();
    expect(await walk('/api/campaigns')).toEqual(campaigns);
    expect(await walk('/api/articles')).toEqual(articles.items.map((a) => a.id));
  });

  it('verify() accepts what IssuerWire signs, within the tolerance, and nothing else', async () => {
    const file = path.join(dir, 'verify.mjs');
    writeFileSync(file, sample('docs/partner-api.md', "import { createHmac, timingSafeEqual } from 'node:crypto';"));
    const { verify } = (await import(file)) as { verify: (header: string, body: string, secret: string, tolerance?: number) => boolean };
    const body = JSON.stringify({ id: 'evt_1', type: 'article.published', sequence: 1 });
    const header = signatureHeader(body, new Date(), ['whsec_new', 'whsec_old']);
    expect(verify(header, body, 'whsec_new')).toBe(true);
    expect(verify(header, body, 'whsec_old')).toBe(true); // during a rotation
    expect(verify(header, body, 'whsec_other')).toBe(false);
    expect(verify(header, `${body} `, 'whsec_new')).toBe(false);
    expect(verify(signatureHeader(body, new Date(Date.now() - 600_000), ['whsec_new']), body, 'whsec_new')).toBe(false);
  });

  it('answers the GraphQL mutation sample as its comment says: a userError on website, and no campaign', async () => {
    const token = (await createToken(owner, ['read', 'content:write'])).secret;
    const query = sample('docs/partner-api.md', 'mutation { createCampaign(').replace(/#.*$/gm, '');
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const answer = (await res.json()) as {
      data: { createCampaign: { campaign: unknown; userErrors: { path: string[]; code: string }[] } };
    };
    expect(answer.data.createCampaign.campaign).toBeNull();
    expect(answer.data.createCampaign.userErrors).toEqual([expect.objectContaining({ path: ['website'], code: 'INVALID_FORMAT' })]);
  });

  it('starts Business Wire live from the worked plugins.json and the password variable, and logs the line shown', async () => {
    const file = path.join(dir, 'plugins.json');
    writeFileSync(file, sample('docs/plugins.md', '{\n  "businesswire"'));
    const config = loadConfig({ DATA_DIR: dir, PLUGINS_CONFIG: file, PLUGIN_BUSINESSWIRE_PASSWORD: 'a-password' });
    const registry = await loadPlugins(config, createLogger('silent', false));
    const businesswire = registry.list().find((p) => p.id === 'businesswire');
    const shown = sample('docs/plugins.md', 'plugin businesswire: live').split('\n')[0]!;
    // The documented line, with the reader's path to the file in place of the example's.
    expect(`plugin businesswire: ${businesswire?.mode}, ${businesswire?.modeReason}`).toBe(
      shown.replace('/srv/issuerwire/.data/plugins.json', file),
    );
  });
});
