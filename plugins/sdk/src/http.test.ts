import { afterEach, describe, expect, it } from 'vitest';
import { AddressRefused, AuthExpired, Disconnected, InvalidContent, RateLimited, VendorError } from './errors';
import { createHttpClient, parseRetryAfter, type HttpClientOptions } from './http';
import { startFakeVendor, type FakeVendor } from './testing/fake-vendor';

const vendors: FakeVendor[] = [];
async function vendor(routes: Parameters<typeof startFakeVendor>[0] = {}): Promise<FakeVendor> {
  const v = await startFakeVendor(routes);
  vendors.push(v);
  return v;
}
afterEach(async () => {
  await Promise.all(vendors.splice(0).map((v) => v.close()));
});

function client(v: FakeVendor, options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({ baseUrl: v.url, allowLoopback: true, retryBaseDelayMs: 1, maxRetryDelayMs: 2_000, ...options });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('createHttpClient: retries', () => {
  it('retries a safe request on 503 and answers the success that follows', async () => {
    const v = await vendor({ 'GET /items': { json: { ok: true } } });
    v.failNext(503);
    v.failNext(503);
    const res = await client(v).request({ method: 'GET', path: '/items', retry: 'safe' });
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(v.requests).toHaveLength(3);
  });

  it('waits as long as Retry-After says before retrying', async () => {
    const v = await vendor({ 'GET /items': { json: [] } });
    v.failNext(503, undefined, { 'retry-after': '1' });
    const started = Date.now();
    await client(v).request({ method: 'GET', path: '/items', retry: 'safe' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(v.requests).toHaveLength(2);
  });

  it("throws RateLimited with the vendor's Retry-After once retries are exhausted", async () => {
    const v = await vendor();
    v.failAlways(429, { message: 'slow down' }, { 'retry-after': '0.05' });
    const error = await rejection(client(v, { maxRetries: 2 }).request({ method: 'GET', path: '/items', retry: 'safe' }));
    expect(error).toBeInstanceOf(RateLimited);
    expect((error as RateLimited).retryAfterMs).toBe(50);
    expect((error as RateLimited).retryable).toBe(true);
    expect(v.requests).toHaveLength(3);
  });

  it('does not sit out a Retry-After longer than the cap: it throws at once for the caller to reschedule', async () => {
    const v = await vendor();
    v.failAlways(429, undefined, { 'retry-after': '120' });
    const error = await rejection(client(v).request({ method: 'GET', path: '/items', retry: 'safe' }));
    expect((error as RateLimited).retryAfterMs).toBe(120_000);
    expect(v.requests).toHaveLength(1);
  });

  it('throws VendorError with the status after 5xx retries are exhausted', async () => {
    const v = await vendor();
    v.failAlways(500, { error: { message: 'database on fire' } });
    const error = await rejection(client(v, { maxRetries: 2 }).request({ method: 'GET', path: '/items', retry: 'safe' }));
    expect(error).toBeInstanceOf(VendorError);
    expect((error as VendorError).status).toBe(500);
    expect((error as VendorError).message).toContain('database on fire');
    expect((error as VendorError).retryable).toBe(true);
    expect((error as VendorError).outcomeUnknown).toBe(false);
    expect(v.requests).toHaveLength(3);
  });

  it.each([500, 502, 503, 504])(
    "marks a %i to a 'never' request as outcome unknown and not retryable, with the caller's hint",
    async (status) => {
      const v = await vendor();
      v.failAlways(status, { message: 'upstream failed' });
      const error = await rejection(
        client(v).request({
          method: 'POST',
          path: '/publish',
          json: {},
          retry: 'never',
          unknownOutcomeHint: 'check the account before posting again.',
        }),
      );
      expect(error).toBeInstanceOf(VendorError);
      expect((error as VendorError).status).toBe(status);
      expect((error as VendorError).retryable).toBe(false);
      expect((error as VendorError).outcomeUnknown).toBe(true);
      expect((error as VendorError).message).toContain('upstream failed');
      expect((error as VendorError).message).toContain(
        'It may have been carried out, so it was not repeated: check the account before posting again.',
      );
      expect(v.requests).toHaveLength(1);
    },
  );

  it("keeps a 501 to a 'never' request a plain refusal: the vendor did not carry it out", async () => {
    const v = await vendor();
    v.failAlways(501);
    const error = await rejection(client(v).request({ method: 'POST', path: '/publish', retry: 'never' }));
    expect((error as VendorError).outcomeUnknown).toBe(false);
    expect((error as VendorError).retryable).toBe(false);
  });

  it("never repeats a 'never' request, whatever the vendor answers", async () => {
    const v = await vendor({ 'POST /publish': { json: { id: '1' } } });
    v.failNext(503);
    const error = await rejection(client(v).request({ method: 'POST', path: '/publish', json: { a: 1 }, retry: 'never' }));
    expect(error).toBeInstanceOf(VendorError);
    expect(v.requests).toHaveLength(1);

    v.reset();
    v.failNext(429, undefined, { 'retry-after': '1' });
    const limited = await rejection(client(v).request({ method: 'POST', path: '/publish', retry: 'never' }));
    expect(limited).toBeInstanceOf(RateLimited);
    expect((limited as RateLimited).retryAfterMs).toBe(1000);
    expect(v.requests).toHaveLength(1);
  });
});

describe('createHttpClient: error mapping', () => {
  it.each([401, 403])('maps %i to AuthExpired without retrying', async (status) => {
    const v = await vendor();
    v.failAlways(status);
    const error = await rejection(client(v).request({ method: 'GET', path: '/me', retry: 'safe' }));
    expect(error).toBeInstanceOf(AuthExpired);
    expect((error as AuthExpired).retryable).toBe(false);
    expect(v.requests).toHaveLength(1);
  });

  it.each([400, 422])("maps %i to InvalidContent carrying the vendor's message", async (status) => {
    const v = await vendor();
    v.failAlways(status, { errors: [{ message: 'headline is too long' }] });
    const error = await rejection(client(v).request({ method: 'POST', path: '/releases', json: {}, retry: 'never' }));
    expect(error).toBeInstanceOf(InvalidContent);
    expect((error as InvalidContent).message).toBe('headline is too long');
  });

  it('maps a timeout to a retryable Disconnected for a safe request', async () => {
    const v = await vendor({ 'GET /slow': { json: {}, delayMs: 1_000 } });
    const error = await rejection(client(v, { timeoutMs: 100, maxRetries: 1 }).request({ method: 'GET', path: '/slow', retry: 'safe' }));
    expect(error).toBeInstanceOf(Disconnected);
    expect((error as Disconnected).message).toContain('100 ms');
    expect((error as Disconnected).retryable).toBe(true);
    expect(v.requests).toHaveLength(2);
  });

  it("marks a timed-out 'never' request as not retryable: it may have been received", async () => {
    const v = await vendor({ 'POST /publish': { json: {}, delayMs: 1_000 } });
    const error = await rejection(client(v, { timeoutMs: 100 }).request({ method: 'POST', path: '/publish', retry: 'never' }));
    expect(error).toBeInstanceOf(Disconnected);
    expect((error as Disconnected).retryable).toBe(false);
    expect((error as Disconnected).outcomeUnknown).toBe(true);
    expect((error as Disconnected).message).toContain('check with the vendor before sending it again');
    expect(v.requests).toHaveLength(1);
  });

  it('maps a refused connection to Disconnected', async () => {
    const v = await vendor();
    const url = v.url;
    await vendors.pop()?.close();
    const error = await rejection(
      createHttpClient({ baseUrl: url, allowLoopback: true, maxRetries: 1, retryBaseDelayMs: 1 }).request({
        method: 'GET',
        path: '/',
        retry: 'safe',
      }),
    );
    expect(error).toBeInstanceOf(Disconnected);
    expect((error as Disconnected).retryable).toBe(true);
  });

  it('keeps query strings (which may carry keys) out of error messages', async () => {
    const v = await vendor();
    v.failAlways(404);
    const error = await rejection(client(v).request({ method: 'GET', path: '/quote', query: { apikey: 's3cr3t-key' }, retry: 'safe' }));
    expect(error).toBeInstanceOf(VendorError);
    expect((error as VendorError).status).toBe(404);
    expect((error as Error).message).not.toContain('s3cr3t-key');
  });

  it('answers the statuses a caller accepts instead of throwing', async () => {
    const v = await vendor();
    const res = await client(v).request({ method: 'GET', path: '/missing', retry: 'safe', accept: [404] });
    expect(res.status).toBe(404);
  });
});

describe('createHttpClient: requests', () => {
  it('sends JSON, default and per-request headers under the base path', async () => {
    const v = await vendor({ 'POST /api/v2/items': { status: 201, json: { id: 'x' } } });
    const c = createHttpClient({ baseUrl: `${v.url}/api/v2/`, allowLoopback: true, headers: { Authorization: 'Bearer t' } });
    const res = await c.request({
      method: 'POST',
      path: '/items',
      query: { draft: true, skip: undefined },
      json: { title: 'Hello' },
      headers: { 'Idempotency-Key': 'k1' },
      retry: 'never',
    });
    expect(res.status).toBe(201);
    const [req] = v.requests;
    expect(req.path).toBe('/api/v2/items');
    expect(req.query).toEqual({ draft: 'true' });
    expect(req.json).toEqual({ title: 'Hello' });
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.headers.authorization).toBe('Bearer t');
    expect(req.headers['idempotency-key']).toBe('k1');
  });

  it('refuses a path that would leave the base URL', async () => {
    const c = createHttpClient({ baseUrl: 'https://api.example.com' });
    await expect(c.request({ method: 'GET', path: 'http://169.254.169.254/', retry: 'safe' })).rejects.toThrow(TypeError);
    await expect(c.request({ method: 'GET', path: '//evil.example/', retry: 'safe' })).rejects.toThrow(TypeError);
  });
});

describe('createHttpClient: SSRF protection', () => {
  it.each([
    ['http://10.0.0.1/', 'private'],
    ['http://172.16.5.4/', 'private'],
    ['http://192.168.1.10/', 'private'],
    ['http://127.0.0.1/', 'loopback'],
    ['http://[::1]/', 'loopback'],
    ['http://169.254.169.254/latest/meta-data', 'link-local'],
    ['http://[fe80::1]/', 'link-local'],
    ['http://[fd00::1]/', 'unique-local'],
    ['http://0.0.0.0/', 'unspecified'],
    ['http://100.64.0.1/', 'carrier-grade NAT'],
    ['http://224.0.0.1/', 'multicast'],
    ['http://[::ffff:127.0.0.1]/', 'loopback'],
    ['http://[::ffff:10.0.0.1]/', 'private'],
    ['http://[::ffff:0:a00:1]/', 'private'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'link-local'],
    ['http://[2002:808:808::1]/', 'tunnel'],
    ['http://[2001:0:4136:e378:8000:63bf:3fff:fdd2]/', 'tunnel'],
    ['http://2130706433/', 'loopback'], // decimal and hex forms are canonicalised to 127.0.0.1 by the URL parser
    ['http://0x7f.1/', 'loopback'],
  ])('refuses %s (%s)', async (baseUrl, range) => {
    const error = await rejection(createHttpClient({ baseUrl, maxRetries: 0 }).request({ method: 'GET', path: '/', retry: 'safe' }));
    expect(error).toBeInstanceOf(AddressRefused);
    expect((error as Error).message).toContain(range);
  });

  it('refuses a host name that resolves to loopback, before anything is sent', async () => {
    const v = await vendor({ 'GET /': { json: {} } });
    const error = await rejection(
      createHttpClient({ baseUrl: `http://localhost:${v.port}` }).request({ method: 'GET', path: '/', retry: 'safe' }),
    );
    expect(error).toBeInstanceOf(AddressRefused);
    expect(v.requests).toHaveLength(0);
  });

  it('lets loopback through when a test allows it', async () => {
    const v = await vendor({ 'GET /': { json: { ok: 1 } } });
    const res = await createHttpClient({ baseUrl: `http://localhost:${v.port}`, allowLoopback: true }).request({
      method: 'GET',
      path: '/',
      retry: 'safe',
    });
    expect(res.json()).toEqual({ ok: 1 });
  });

  it('reaches a host an operator opened by name (allowHosts), and only that host', async () => {
    const v = await vendor({ 'GET /hook': { json: { ok: 1 } } });
    const opened = createHttpClient({ baseUrl: `http://localhost:${v.port}`, allowHosts: ['LocalHost'] });
    expect((await opened.request({ method: 'GET', path: '/hook', retry: 'safe' })).json()).toEqual({ ok: 1 });
    const other = createHttpClient({ baseUrl: `http://127.0.0.1:${v.port}`, allowHosts: ['localhost'], maxRetries: 0 });
    expect(await rejection(other.request({ method: 'GET', path: '/hook', retry: 'safe' }))).toBeInstanceOf(AddressRefused);
    expect(v.requests).toHaveLength(1);
  });

  it('refuses a redirect to a loopback address that was not allowed, without contacting it', async () => {
    const inner = await vendor({ 'GET /admin': { json: { secret: true } } });
    const v = await vendor({ 'GET /start': { status: 302, headers: { location: `http://127.0.0.1:${inner.port}/admin` } } });
    const error = await rejection(
      client(v, { allowLoopback: { ports: [v.port] } }).request({ method: 'GET', path: '/start', retry: 'safe' }),
    );
    expect(error).toBeInstanceOf(AddressRefused);
    expect(inner.requests).toHaveLength(0);
  });

  it('refuses a redirect to a private address even with loopback allowed', async () => {
    const v = await vendor({ 'GET /start': { status: 307, headers: { location: 'http://10.1.2.3/internal' } } });
    const error = await rejection(client(v).request({ method: 'GET', path: '/start', retry: 'safe' }));
    expect(error).toBeInstanceOf(AddressRefused);
  });

  it('follows allowed redirects, turning a POST into a GET on 303 and dropping credentials across origins', async () => {
    const other = await vendor({ 'GET /done': { json: { done: true } } });
    const v = await vendor({ 'POST /submit': { status: 303, headers: { location: `${other.url}/done` } } });
    const res = await client(v, { headers: { authorization: 'Bearer secret' } }).request({
      method: 'POST',
      path: '/submit',
      json: { a: 1 },
      retry: 'never',
    });
    expect(res.json()).toEqual({ done: true });
    expect(other.requests[0].method).toBe('GET');
    expect(other.requests[0].headers.authorization).toBeUndefined();
    expect(v.requests[0].headers.authorization).toBe('Bearer secret');
  });

  it('follows nothing when told not to: the 3xx is the answer, and the target is never contacted', async () => {
    const inner = await vendor({ 'POST /next': { json: {} } });
    const v = await vendor({ 'POST /hook': { status: 307, headers: { location: `${inner.url}/next` } } });
    const error = await rejection(
      client(v, { followRedirects: false }).request({ method: 'POST', path: '/hook', json: {}, retry: 'never' }),
    );
    expect(error).toBeInstanceOf(VendorError);
    expect((error as VendorError).status).toBe(307);
    expect(inner.requests).toHaveLength(0);
  });

  it('stops after five redirects', async () => {
    const v = await vendor({ 'GET /loop': { status: 302, headers: { location: '/loop' } } });
    const error = await rejection(client(v).request({ method: 'GET', path: '/loop', retry: 'safe' }));
    expect(error).toBeInstanceOf(VendorError);
    expect(v.requests).toHaveLength(6);
  });
});

describe('parseRetryAfter', () => {
  it('reads delay-seconds and HTTP dates', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('3', now)).toBe(3000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:10 GMT', now)).toBe(10_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter('soon', now)).toBeNull();
    expect(parseRetryAfter(undefined, now)).toBeNull();
  });
});
