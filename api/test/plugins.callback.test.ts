import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineNewswirePlugin, hmacSignature, secret, verifyHmacSignature } from '@issuerwire/plugin-sdk';
import { loadConfig } from '../src/config';
import { callWithKey, generateArticle } from '../src/modules/publishing/publishing.testing';
import { REPO_ROOT } from '../src/plugins/load-plugins';
import { createPluginRegistry, discoverPlugins } from '../src/plugins/plugin-registry';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

// Vendors that call back: POST /api/plugins/{id}/callback hands the raw request to the plugin, which
// verifies the vendor's HMAC signature and answers the orders' news. "Acme Wire" is a test plugin whose
// vendor is simulated in memory (it takes orders without a network call): the callback is what is tested.

const WEBHOOK_SECRET = 'whsec-acme-0123456789';
/** What the simulated vendor answers a status poll, by order reference. */
const vendorState = new Map<string, 'submitted' | 'published' | 'rejected'>();

const acme = defineNewswirePlugin({
  id: 'acme',
  name: 'Acme Wire',
  optionsSchema: z.object({ webhookSecret: secret(z.string().min(8)) }),
  create: (options) => ({
    id: 'acme',
    name: 'Acme Wire',
    apiAvailable: true,
    pricing: { basic: 10_000, enhanced: 20_000, premium: 30_000 },
    pricingIndicative: true,
    features: ['Calls back when the release is out'],
    distribute: async (_release, ctx) => ({ vendorRef: `acme-${ctx.idempotencyKey}`, status: 'submitted' }),
    status: async (vendorRef) => ({ vendorRef, status: vendorState.get(vendorRef) ?? 'submitted', message: 'from the status poll' }),
    async handleCallback(request) {
      const signed = verifyHmacSignature({
        secret: options.webhookSecret,
        payload: request.rawBody,
        signature: request.headers['x-acme-signature'],
        prefix: 'sha256=',
      });
      if (!signed) return { status: 401, body: { message: 'signature mismatch' } };
      const event = JSON.parse(request.rawBody.toString('utf8')) as { ref: string; state: string; url?: string };
      return { orders: [{ vendorRef: event.ref, status: event.state === 'live' ? 'published' : 'submitted', releaseUrl: event.url }] };
    },
  }),
});

describe('POST /api/plugins/{id}/callback', () => {
  let t: TestApp;
  let apple: Issuer;

  beforeAll(async () => {
    const plugins = createPluginRegistry([...(await discoverPlugins({ rootDir: REPO_ROOT })), acme], {
      optionsById: { acme: { webhookSecret: WEBHOOK_SECRET } },
    });
    t = await createTestApp({ plugins });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
  });
  afterAll(async () => t?.close());

  const callback = (id: string, body: string, signature: string | undefined, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url: `/api/plugins/${id}/callback`,
      headers: { 'content-type': contentType, ...(signature ? { 'x-acme-signature': signature } : {}) },
      payload: body,
    });

  it('a signed callback moves the order to published with its release URL; a forged one changes nothing', async () => {
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const placed = await callWithKey<{ orders: { id: string; status: string; vendorRef: string }[] }>(
      t,
      apple.cookie,
      'POST',
      '/api/newswire/distribute',
      { articleId, providers: ['acme'], distributionLevel: 'basic' },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const [order] = placed.body.orders;
    expect(order).toMatchObject({ status: 'submitted', vendorRef: `acme-${order.id}` });

    // The vendor's bytes, spaces and all: the signature is over exactly these.
    const body = `{ "ref": "${order.vendorRef}",  "state": "live", "url": "https://news.acme.example/r/1" }`;
    const forged = await callback('acme', body, `sha256=${hmacSignature('not-the-secret', body)}`);
    expect(forged.statusCode).toBe(401);
    expect((await apple.get<{ status: string }>(`/api/newswire/orders/${order.id}`)).body.status).toBe('submitted');

    const res = await callback('acme', body, `sha256=${hmacSignature(WEBHOOK_SECRET, body)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ received: true, updated: 1 });
    const after = (await apple.get<{ status: string; releaseUrl: string; publishedAt: string | null }>(`/api/newswire/orders/${order.id}`))
      .body;
    expect(after).toMatchObject({ status: 'published', releaseUrl: 'https://news.acme.example/r/1' });
    expect(after.publishedAt).not.toBeNull();

    // News never moves an order back: a late "submitted" leaves it published.
    const late = `{"ref":"${order.vendorRef}","state":"queued"}`;
    expect((await callback('acme', late, `sha256=${hmacSignature(WEBHOOK_SECRET, late)}`, 'text/plain')).json()).toEqual({
      received: true,
      updated: 0,
    });
    expect((await apple.get<{ status: string }>(`/api/newswire/orders/${order.id}`)).body.status).toBe('published');
  });

  it('polling stays the fallback: a poll brings the same news, and polling ends once the order is published', async () => {
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const placed = await callWithKey<{ orders: { id: string; vendorRef: string }[] }>(t, apple.cookie, 'POST', '/api/newswire/distribute', {
      articleId,
      providers: ['acme'],
      distributionLevel: 'basic',
    });
    const [order] = placed.body.orders;
    const jobOf = async () =>
      (
        (await t.orm.em.fork().getConnection().execute('select job_id from newswire_orders where id = ?', [order.id])) as {
          job_id: string | null;
        }[]
      )[0].job_id;
    const first = await jobOf();
    expect(first).not.toBeNull();
    await t.services.distribution.poll(order.id, first!);
    const second = await jobOf();
    expect(second).not.toBe(first); // still submitted: polled again later
    expect((await apple.get<{ status: string }>(`/api/newswire/orders/${order.id}`)).body.status).toBe('submitted');

    vendorState.set(order.vendorRef, 'published');
    await t.services.distribution.poll(order.id, second!);
    expect((await apple.get<{ status: string; message: string }>(`/api/newswire/orders/${order.id}`)).body).toMatchObject({
      status: 'published',
      message: 'from the status poll',
    });
    expect(await jobOf()).toBeNull();
  });

  it('answers 404 for a plugin that is not installed or takes no callbacks', async () => {
    expect((await callback('nowire', '{}', undefined)).statusCode).toBe(404);
    expect((await callback('ein', '{}', undefined)).statusCode).toBe(404);
  });
});

describe('ORDER_POLL_INTERVAL_SECONDS', () => {
  it('sets how often order status is polled: ten minutes by default, at least 10 seconds', () => {
    const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'iw-poll-'));
    expect(loadConfig({ DATA_DIR }).orderPollIntervalSeconds).toBe(600);
    expect(loadConfig({ DATA_DIR, ORDER_POLL_INTERVAL_SECONDS: '60' }).orderPollIntervalSeconds).toBe(60);
    expect(() => loadConfig({ DATA_DIR, ORDER_POLL_INTERVAL_SECONDS: '5' })).toThrow(
      /ORDER_POLL_INTERVAL_SECONDS: must be at least 10 seconds/,
    );
  });
});
