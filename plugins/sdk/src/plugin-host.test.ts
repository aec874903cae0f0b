import { afterEach, describe, expect, it } from 'vitest';
import { AddressRefused } from './errors';
import { createPluginHost } from './plugin-host';
import { startFakeVendor, type FakeVendor } from './testing/fake-vendor';

// PLUGIN_ALLOWED_HOSTS as the host applies it: the operator opens named private hosts (or host:port)
// to every plugin; nothing else private is reachable, and a plugin cannot open a host by itself.

const vendors: FakeVendor[] = [];
afterEach(async () => {
  await Promise.all(vendors.splice(0).map((v) => v.close()));
});

async function staging(): Promise<FakeVendor> {
  const v = await startFakeVendor({ 'GET /v1/ping': { json: { ok: true } } });
  vendors.push(v);
  return v;
}

const ping = { method: 'GET', path: '/v1/ping', retry: 'never' } as const;

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the request to be refused');
    },
    (error: unknown) => error,
  );
}

describe('a plugin host with operator-opened hosts', () => {
  it('reaches a private vendor host named with its port, and that host:port only', async () => {
    const v = await staging();
    const host = createPluginHost({ sandbox: false, allowHosts: [`127.0.0.1:${v.port}`] });
    const res = await host.http({ baseUrl: v.url }).request(ping);
    expect(res.json()).toEqual({ ok: true });

    const other = await staging();
    expect(await refusal(host.http({ baseUrl: other.url }).request(ping))).toBeInstanceOf(AddressRefused);
    expect(other.requests).toHaveLength(0);
  });

  it('a bare host name opens all its ports', async () => {
    const v = await staging();
    const host = createPluginHost({ sandbox: false, allowHosts: ['localhost'] });
    expect((await host.http({ baseUrl: `http://localhost:${v.port}` }).request(ping)).status).toBe(200);
  });

  it('keeps private addresses refused when nothing is opened, even when the plugin asks to open them itself', async () => {
    const v = await staging();
    const host = createPluginHost({ sandbox: false });
    expect(await refusal(host.http({ baseUrl: v.url }).request(ping))).toBeInstanceOf(AddressRefused);
    const sneaky = host.http({ baseUrl: v.url, allowHosts: [`127.0.0.1:${v.port}`, '127.0.0.1'] });
    expect(await refusal(sneaky.request(ping))).toBeInstanceOf(AddressRefused);
    expect(v.requests).toHaveLength(0);
  });
});
