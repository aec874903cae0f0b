import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignBody, createCampaign, createVerifiedIssuer, SESSION_COOKIE, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

/** CSRF: the server refuses state changes another site makes a browser send, and the spec's own client works. */
describe('cross-site writes are refused; bodiless calls need no content type', () => {
  let t: TestApp;
  let issuer: Issuer;
  let campaignId: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://ir.example.com' } });
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL' });
    campaignId = await createCampaign(issuer);
  });
  afterAll(async () => t?.close());

  function send(method: 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: string) {
    return t.app.inject({
      method,
      url,
      headers: { cookie: `${SESSION_COOKIE}=${issuer.cookie}`, ...headers },
      ...(payload === undefined ? {} : { payload }),
    });
  }

  const json = { 'content-type': 'application/json' };

  it('refuses a JSON write whose Origin is another site, or "null" (before: 201)', async () => {
    for (const origin of ['https://evil.example', 'null', 'https://ir.example.com.evil.example']) {
      const res = await send('POST', '/api/campaigns', { ...json, origin }, JSON.stringify(campaignBody('AAPL')));
      expect(res.statusCode, origin).toBe(403);
      expect(res.json()).toEqual({ code: 'cross_site_request', message: expect.stringContaining('another site') });
    }
  });

  it('refuses a write the browser marks Sec-Fetch-Site: cross-site, on REST and GraphQL', async () => {
    const rest = await send('POST', '/api/campaigns', { ...json, 'sec-fetch-site': 'cross-site' }, JSON.stringify(campaignBody('AAPL')));
    expect(rest.statusCode).toBe(403);
    expect(rest.json().code).toBe('cross_site_request');
    const graphql = await send(
      'POST',
      '/graphql',
      { ...json, origin: 'https://evil.example' },
      JSON.stringify({ query: 'mutation { logout { result { success } } }' }),
    );
    expect(graphql.statusCode).toBe(403);
    expect(graphql.json().code).toBe('cross_site_request');
    const del = await send('DELETE', `/api/campaigns/${campaignId}`, { 'sec-fetch-site': 'cross-site' });
    expect(del.statusCode).toBe(403);
  });

  it('accepts the same writes from this site: its public origin, its own host, same-origin, and clients that send neither header', async () => {
    const fromThisSite: Record<string, string>[] = [
      { origin: 'https://ir.example.com', 'sec-fetch-site': 'same-origin' },
      { host: 'app.internal:3000', origin: 'http://app.internal:3000' },
      {},
    ];
    for (const headers of fromThisSite) {
      const res = await send('POST', '/api/campaigns', { ...json, ...headers }, JSON.stringify(campaignBody('AAPL')));
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('accepts a form our own page posts: Sec-Fetch-Site same-origin with Origin "null" (Referrer-Policy: no-referrer; before: 403)', async () => {
    // The alert mail's unsubscribe page posts its one button to /api/alerts/unsubscribe/{token}; Chromium sends this pair.
    const res = await send(
      'POST',
      '/api/alerts/unsubscribe/unknown-token',
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'same-origin',
      },
      'List-Unsubscribe=One-Click',
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain('You are unsubscribed');
    const crossSite = await send(
      'POST',
      '/api/alerts/unsubscribe/unknown-token',
      {
        'content-type': 'application/x-www-form-urlencoded',
        origin: 'null',
        'sec-fetch-site': 'cross-site',
      },
      'List-Unsubscribe=One-Click',
    );
    expect(crossSite.statusCode).toBe(403);
  });

  it('accepts bodiless POSTs without a content type, as the spec client sends them (before: 415)', async () => {
    const generated = await send('POST', `/api/campaigns/${campaignId}/generate-article`, { origin: 'https://ir.example.com' });
    expect(generated.statusCode, generated.body.slice(0, 300)).toBe(201);
    const articleId = (generated.json() as { article: { id: string } }).article.id;
    const regenerated = await send('POST', `/api/articles/${articleId}/regenerate`, {});
    expect(regenerated.statusCode, regenerated.body.slice(0, 300)).toBe(200);
    const setup = await send('POST', '/api/auth/2fa/setup', {});
    expect(setup.statusCode, setup.body).toBe(200);
  });

  it('still refuses form and text bodies, and a body without a content type, on JSON routes (415)', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 'campaignName=x'],
      [{ 'content-type': 'text/plain' }, JSON.stringify(campaignBody('AAPL'))],
      [{ 'content-type': 'multipart/form-data; boundary=x' }, '--x--'],
      [{}, JSON.stringify(campaignBody('AAPL'))],
    ];
    for (const [headers, payload] of cases) {
      const res = await send('POST', '/api/campaigns', headers, payload);
      expect(res.statusCode, JSON.stringify(headers)).toBe(415);
      expect(res.json().code).toBe('unsupported_media_type');
    }
  });

  it('signs out with a bodiless POST (last: it ends the session)', async () => {
    const res = await send('POST', '/api/auth/logout', {});
    expect(res.statusCode, res.body).toBe(200);
  });
});
