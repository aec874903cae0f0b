import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { loadConfig } from '../src/config';
import { createLogger } from '../src/lib/logger';
import { createOrPromoteAdmin } from '../src/modules/identity/admin-accounts';
import { CONNECT, startFakeConnect } from '../src/modules/publishing/publishing.testing';
import { loadPlugins } from '../src/plugins/load-plugins';
import { createIdentityApp, logIn, signUp, turnOnTwoFactor, type Browser, type IdentityTestApp } from './identity.helpers';

// The Integrations screen's API (admin only): every plugin with its mode and why, options with secrets
// masked, the last vendor call, and Test connection, here with Business Wire configured by the operator
// against a local fake of Connect (a node:http server on 127.0.0.1, opened by PLUGIN_ALLOWED_HOSTS).

const LIST = `{ integrations { totalCount nodes { id kind name packageName version mode modeReason testable options { name value secret } lastCall { request ok outcome } } } }`;
const TEST = `mutation($id: ID!) { testIntegration(input: { id: $id }) { check { ok message } userErrors { field code message } } }`;

interface Integration {
  id: string;
  kind: string;
  mode: string;
  modeReason: string;
  testable: boolean;
  version: string | null;
  packageName: string | null;
  options: { name: string; value: string; secret: boolean }[];
  lastCall: { request: string; ok: boolean; outcome: string } | null;
}

describe('integrations (admin only)', () => {
  let connect: FakeVendor;
  let t: IdentityTestApp;
  let admin: Browser;

  beforeAll(async () => {
    connect = await startFakeConnect();
    const dir = mkdtempSync(path.join(os.tmpdir(), 'iw-integrations-'));
    const { password: _password, ...inTheFile } = CONNECT;
    writeFileSync(path.join(dir, 'plugins.json'), JSON.stringify({ businesswire: { ...inTheFile, baseUrl: connect.url } }));
    const env = { PLUGIN_BUSINESSWIRE_PASSWORD: CONNECT.password, PLUGIN_ALLOWED_HOSTS: `127.0.0.1:${connect.port}` };
    const plugins = loadPlugins(loadConfig({ DATA_DIR: dir, ...env }), createLogger('silent', false));
    t = await createIdentityApp({ plugins });
    const created = await createOrPromoteAdmin(t.orm, { username: 'operator', email: 'operator@issuerwire.test' });
    if (created.kind !== 'created') throw new Error('expected a new admin');
    admin = (await logIn(t, 'operator', created.password)).browser;
    await turnOnTwoFactor(t, admin);
  });
  afterAll(async () => {
    await t?.close();
    await connect?.close();
  });

  it('lists every plugin with its mode and why, and never shows a secret', async () => {
    const res = await admin.graphql(LIST);
    expect(res.errors).toBeUndefined();
    const { nodes, totalCount } = res.data!.integrations as { nodes: Integration[]; totalCount: number };
    expect(totalCount).toBe(nodes.length);
    expect(nodes.map((n) => n.id)).toEqual(expect.arrayContaining(['businesswire', 'ein', 'twitter', 'medium', 'embedded']));
    const bw = nodes.find((n) => n.id === 'businesswire')!;
    expect(bw).toMatchObject({
      kind: 'NEWSWIRE',
      mode: 'LIVE',
      testable: true,
      packageName: '@issuerwire/newswire-businesswire',
      version: '0.1.0',
    });
    expect(bw.modeReason).toContain('PLUGIN_BUSINESSWIRE_PASSWORD');
    expect(bw.options).toEqual(
      expect.arrayContaining([
        { name: 'email', value: CONNECT.email, secret: false },
        { name: 'password', value: '[redacted]', secret: true },
        { name: 'distributions.basic', value: '11', secret: false },
      ]),
    );
    expect(nodes.find((n) => n.id === 'twitter')).toMatchObject({ mode: 'SANDBOX' });
    expect(JSON.stringify(res.body)).not.toContain(CONNECT.password);
  });

  it('tests a connection through the plugin (a Connect login) and shows it as the last vendor call', async () => {
    const before = connect.requests.length;
    const res = await admin.graphql(TEST, { id: 'businesswire' });
    expect(res.data!.testIntegration).toEqual({
      check: { ok: true, message: `Signed in to Business Wire Connect as ${CONNECT.email}; nothing was ordered.` },
      userErrors: [],
    });
    expect(connect.requests.slice(before).map((r) => r.path)).toEqual(['/auth/login']);
    const bw = ((await admin.graphql(LIST)).data!.integrations as { nodes: Integration[] }).nodes.find((n) => n.id === 'businesswire')!;
    expect(bw.lastCall).toEqual({ request: `POST 127.0.0.1:${connect.port}/auth/login`, ok: true, outcome: '200' });

    connect.failNext(401, { message: 'Invalid email or password' });
    const refused = (await admin.graphql(TEST, { id: 'businesswire' })).data!.testIntegration as {
      check: { ok: boolean; message: string };
    };
    expect(refused.check.ok).toBe(false);
    expect(refused.check.message).toContain('refused (401)');
  });

  it('says a sandboxed or untestable plugin was not tried', async () => {
    const x = (await admin.graphql(TEST, { id: 'twitter' })).data!.testIntegration as { check: { ok: boolean; message: string } };
    expect(x.check).toMatchObject({ ok: false });
    const ein = (await admin.graphql(TEST, { id: 'ein' })).data!.testIntegration as { check: { ok: boolean; message: string } };
    expect(ein.check).toEqual({ ok: false, message: 'EIN Presswire has no connection test.' });
  });

  it('is closed to everyone but admins', async () => {
    const issuer = await signUp(t);
    const res = await issuer.browser.graphql(LIST);
    expect(res.errors?.[0].extensions?.code).toBe('admin_only');
    const test = await issuer.browser.graphql(TEST, { id: 'businesswire' });
    expect(JSON.stringify(test.body)).toContain('admin_only');
  });
});
