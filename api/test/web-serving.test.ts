import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

const SHELL = '<!doctype html><html><head><title>IssuerWire</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;

describe('serving the built web app', () => {
  let t: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'iw-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), SHELL);
    writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(SHELL));
    writeFileSync(path.join(dist, 'index.html.gz'), gzipSync(SHELL));
    // What the build lists for the pages people open directly (web/vite.config.ts).
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({ '/login': ['/assets/login.route-a1.js', '/assets/TextField-b2.js'] }),
    );
    // The paths the app has screens for (web/src/app/route-modules.ts, written by the build).
    writeFileSync(path.join(dist, 'app-paths.json'), JSON.stringify(['/', '/dashboard', '/kyc-registration', '/articles/:id']));
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    // What the build writes beside each text file over 1 KB (web/vite.config.ts): its brotli and gzip copies.
    writeFileSync(path.join(dist, 'assets', 'main-def456.js'), SCRIPT);
    writeFileSync(path.join(dist, 'assets', 'main-def456.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(path.join(dist, 'assets', 'main-def456.js.gz'), gzipSync(SCRIPT));
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => t?.close());

  it.each(['/', '/dashboard', '/kyc-registration', '/articles/6b1f0c2e', '/dashboard/'])(
    'answers %s with the app shell so client routes survive a reload',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/', '/dashboard'])(
    'sends the app shell at %s compressed by Accept-Encoding, with its security headers, an ETag and 304',
    async (url) => {
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(br.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(br.headers['content-security-policy']).toContain("default-src 'self'");
      expect(br.headers['x-content-type-options']).toBe('nosniff');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SHELL);

      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(SHELL);
      // Each representation its own validator: a cache must not answer gzip bytes to a brotli request.
      expect(gz.headers.etag).not.toBe(br.headers.etag);

      const again = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': String(br.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    },
  );

  it('preloads the scripts a directly opened page needs, in every encoding, and nothing on other pages', async () => {
    const preload = (src: string) => `<link rel="modulepreload" crossorigin href="${src}">`;
    for (const url of ['/login', '/login?next=%2Fdashboard']) {
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.body).toContain(preload('/assets/login.route-a1.js'));
      expect(plain.body).toContain(preload('/assets/TextField-b2.js'));
      expect(plain.body).toContain('<div id="root">');
      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    }
    const other = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(other.body).toBe(SHELL);
  });

  it.each(['/some/unknown/page', '/dashboardx', '/articles/a/b', '/articles'])(
    'answers the unknown page %s with HTTP 404 and the shell (which shows Page Not Found)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['content-encoding']).toBe('br');
    },
  );

  it('serves fingerprinted assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('answers a missing asset and an unknown API path with 404, not the app shell', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends a built asset precompressed by Accept-Encoding (brotli first), with Vary, an ETag and the long cache', async () => {
    const url = '/assets/main-def456.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.etag).toBeTruthy();
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    // The build's copy itself, byte for byte (compressing on the fly would give other bytes).
    expect(br.rawPayload.equals(brotliCompressSync(SCRIPT))).toBe(true);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses JSON answers over 1 KB on the fly and leaves small ones and the tracking pixel as they are', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-encoding']).toBe('br');
    expect(doc.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(doc.rawPayload).toString())).toHaveProperty('openapi');
    const gz = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');

    const health = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();

    const pixel = await t.app.inject({
      method: 'GET',
      url: '/t/v/00000000-0000-4000-8000-000000000000',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(pixel.headers['content-encoding']).toBeUndefined();
  });
});
