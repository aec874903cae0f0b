import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AddressRefused } from '@issuerwire/plugin-sdk';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/lib/logger';
import { Article } from '../src/modules/articles';
import { NewswireOrder } from '../src/modules/distribution/newswire-order.entity';
import { callWithKey, CONNECT, generateArticle, startFakeConnect } from '../src/modules/publishing/publishing.testing';
import { loadPlugins } from '../src/plugins/load-plugins';
import type { PluginRegistry } from '../src/plugins/plugin-registry';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

// Issue 16's "done means": the built-in Business Wire plugin configured the way an operator does it (the
// plugins file, the password in a PLUGIN_ variable) against a local fake of Business Wire Connect (a real
// node:http server on 127.0.0.1, simulated because the real vendor is paid and public), reached only
// because PLUGIN_ALLOWED_HOSTS opens it. No test-only HTTP override is involved.

describe('a Business Wire installation configured by the operator', () => {
  let connect: FakeVendor;
  let dir: string;
  let env: Record<string, string>;
  let t: TestApp;
  let apple: Issuer;

  beforeAll(async () => {
    connect = await startFakeConnect();
    dir = mkdtempSync(path.join(os.tmpdir(), 'iw-operator-'));
    const file = path.join(dir, 'operator-plugins.json');
    const { password: _password, ...inTheFile } = CONNECT;
    writeFileSync(file, JSON.stringify({ businesswire: { ...inTheFile, baseUrl: connect.url } }, null, 2));
    env = {
      PLUGINS_CONFIG: file,
      PLUGIN_BUSINESSWIRE_PASSWORD: CONNECT.password,
      PLUGIN_ALLOWED_HOSTS: `127.0.0.1:${connect.port}`,
    };
    const plugins = loadPlugins(loadConfig({ DATA_DIR: dir, ...env }), createLogger('silent', false));
    t = await createTestApp({ env, plugins });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await connect?.close();
  });

  it('goes live, and a verified issuer’s distribution reaches the vendor with the configured credentials', async () => {
    const providers = (await apple.get<{ id: string; sandbox: boolean }[]>('/api/newswire/providers')).body;
    expect(providers.find((p) => p.id === 'businesswire')).toMatchObject({ sandbox: false });

    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const res = await callWithKey<{ orders: { provider: string; status: string; sandbox: boolean; vendorRef: string }[] }>(
      t,
      apple.cookie,
      'POST',
      '/api/newswire/distribute',
      { articleId, providers: ['businesswire'], distributionLevel: 'enhanced' },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.orders).toEqual([expect.objectContaining({ provider: 'businesswire', status: 'submitted', sandbox: false })]);

    const [login, order] = connect.requests;
    expect(login).toMatchObject({ method: 'POST', path: '/auth/login' });
    expect(login.json).toMatchObject({ email: CONNECT.email, password: CONNECT.password });
    expect(order).toMatchObject({ method: 'POST', path: '/api/v1/clientServices/order' });
    expect(order.headers.authorization).toBe('Bearer jwt-0001');
    // The account and the enhanced level's saved distribution from the operator's file.
    expect(order.body).toContain(`"accountId":${CONNECT.accountId}`);
    expect(order.body).toContain(`"savedDistributionId":${CONNECT.distributions.enhanced}`);
    expect(res.body.orders[0].vendorRef).toMatch(/^\d+$/);
  });

  it('without PLUGIN_ALLOWED_HOSTS the same configuration cannot reach the private fake: nothing is sent', async () => {
    const { PLUGIN_ALLOWED_HOSTS: _opened, ...closed } = env;
    const registry = await loadPlugins(loadConfig({ DATA_DIR: dir, ...closed }), createLogger('silent', false));
    const before = connect.requests.length;
    const release = {
      headline: 'h',
      dateline: 'CUPERTINO, CA',
      body: 'b',
      disclosures: 'd',
      companyName: 'Apple Inc.',
      ticker: 'AAPL',
      exchange: 'NASDAQ',
      contact: { name: 'IR', email: 'ir@apple.example' },
    };
    const refused = await registry.newswire('businesswire')!.distribute!(release, { level: 'basic', idempotencyKey: 'closed-1' }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(AddressRefused);
    expect(connect.requests.length).toBe(before);
  });
});

describe('orders placed while a wire ran in sandbox', () => {
  let connect: FakeVendor;
  let t: TestApp;
  let apple: Issuer;
  let live = false;

  beforeAll(async () => {
    connect = await startFakeConnect();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'iw-sandbox-first-'));
    // Not at the default path (DATA_DIR/plugins.json): the first boot has no configuration at all.
    const file = path.join(dir, 'configured.json');
    writeFileSync(file, JSON.stringify({ businesswire: { ...CONNECT, baseUrl: connect.url } }));
    const logger = createLogger('silent', false);
    const sandboxed = await loadPlugins(loadConfig({ DATA_DIR: dir }), logger);
    const configured = await loadPlugins(
      loadConfig({ DATA_DIR: dir, PLUGINS_CONFIG: file, PLUGIN_ALLOWED_HOSTS: `127.0.0.1:${connect.port}` }),
      logger,
    );
    // The operator configuring the wire and restarting, simulated by switching the registry the services read.
    const current = () => (live ? configured : sandboxed);
    const switching: PluginRegistry = {
      newswire: (id) => current().newswire(id),
      newswires: () => current().newswires(),
      platform: (id) => current().platform(id),
      platforms: () => current().platforms(),
      marketData: () => current().marketData(),
      isSandbox: (id) => current().isSandbox(id),
      list: () => current().list(),
      lastCall: (id) => current().lastCall(id),
      verify: (id) => current().verify(id),
    };
    t = await createTestApp({ plugins: Promise.resolve(switching) });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await connect?.close();
  });

  const distribute = (articleId: string) =>
    callWithKey<{ message: string; orders: { id: string; status: string; sandbox: boolean }[] }>(
      t,
      apple.cookie,
      'POST',
      '/api/newswire/distribute',
      { articleId, providers: ['businesswire'], distributionLevel: 'basic' },
    );

  it('are marked sandbox, block another sandbox order, and do not block a live order once the wire is configured', async () => {
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const first = await distribute(articleId);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.orders).toEqual([expect.objectContaining({ status: 'submitted', sandbox: true })]);
    expect(first.body.message).toMatch(/^Not sent to Business Wire: it runs in sandbox on this server/);
    expect((await distribute(articleId)).body).toMatchObject({ code: 'already_ordered' }); // issue 38: a 409, nothing ordered
    expect(connect.requests).toHaveLength(0);

    live = true;
    const second = await distribute(articleId);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.message).toBe('Sent to Business Wire.');
    expect(second.body.orders).toEqual([expect.objectContaining({ status: 'submitted', sandbox: false })]);
    expect(second.body.orders[0].id).not.toBe(first.body.orders[0].id);
    expect(connect.requests.map((r) => r.path)).toEqual(['/auth/login', '/api/v1/clientServices/order']);

    const orders = (await apple.get<{ items: { id: string; sandbox: boolean }[] }>(`/api/newswire/orders?articleId=${articleId}`)).body
      .items;
    expect(orders.map((o) => [o.id, o.sandbox]).sort()).toEqual(
      [
        [first.body.orders[0].id, true],
        [second.body.orders[0].id, false],
      ].sort(),
    );
    // The live order now holds the slot: nothing is ordered twice.
    expect((await distribute(articleId)).body).toMatchObject({ code: 'already_ordered' }); // issue 38: a 409, nothing ordered
    expect(connect.requests).toHaveLength(2);
  });

  it('a held order placed in sandbox whose time comes after the wire went live is concluded as sandbox, never sent', async () => {
    live = true;
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const em = t.orm.em.fork();
    const article = await em.findOneOrFail(Article, articleId);
    const jobId = randomUUID();
    const now = new Date();
    // As placeOrders wrote it while the wire ran in sandbox (scheduling needs the job queue, not running here).
    const held = em.create(NewswireOrder, {
      organization: article.organization,
      article,
      provider: 'businesswire',
      level: 'basic',
      status: 'scheduled',
      costCents: 45_000,
      estimatedReach: 2000,
      targetTime: new Date(now.getTime() - 1000),
      jobId,
      sandbox: true,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    const before = connect.requests.length;
    await t.services.distribution.runScheduled(held.id, jobId);
    const order = (
      await apple.get<{ status: string; sandbox: boolean; vendorRef: string; message: string }>(`/api/newswire/orders/${held.id}`)
    ).body;
    expect(order).toMatchObject({ sandbox: true, vendorRef: `sandbox-${held.id}` });
    expect(order.message).toContain('Placed while Business Wire ran in sandbox, so nothing was sent');
    expect(connect.requests.length).toBe(before);
  });
});
