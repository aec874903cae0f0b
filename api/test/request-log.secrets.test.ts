// Issue 36, point 6: secrets in URLs (invitation tokens in paths, reset tokens and OAuth codes in query
// strings) never reach the request log. Every route the app registers with a token-like parameter is
// called through HTTP with a recognizable value, and the log written by the app's own logger is searched.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/** Wider than the app's list on purpose: a new parameter that looks like a secret must be covered by it. */
const TOKEN_LIKE = /token|secret|code|state|sig|key|password|otp|nonce/i;

interface Parameter {
  in: string;
  name: string;
}
type Operations = Record<string, { parameters?: Parameter[] }>;

interface Probe {
  method: string;
  url: string;
  secrets: string[];
}

let n = 0;
const secretValue = () => `S3CRET${++n}x${Math.random().toString(36).slice(2, 8)}`;

/** Every documented REST operation with a token-like path or query parameter, as a request carrying secrets. */
function apiProbes(paths: Record<string, Operations>): Probe[] {
  const probes: Probe[] = [];
  for (const [template, operations] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const parameters = operation.parameters ?? [];
      if (!parameters.some((p) => (p.in === 'path' || p.in === 'query') && TOKEN_LIKE.test(p.name))) continue;
      const secrets: string[] = [];
      const value = (name: string) => {
        if (!TOKEN_LIKE.test(name)) return 'plain';
        const secret = secretValue();
        secrets.push(secret);
        return secret;
      };
      let url = template.replace(/\{([^}]+)\}/g, (_whole, name: string) => value(name));
      const query = parameters.filter((p) => p.in === 'query').map((p) => `${encodeURIComponent(p.name)}=${value(p.name)}`);
      if (query.length) url += `?${query.join('&')}`;
      probes.push({ method: method.toUpperCase(), url, secrets });
    }
  }
  return probes;
}

/** The web app's pages with a token-like path parameter (its router), as the browser would open them. */
function webProbes(): Probe[] {
  const router = readFileSync(path.join(__dirname, '../../web/src/app/router.tsx'), 'utf8');
  return [...router.matchAll(/path: '([^']+)'/g)]
    .map((match) => match[1])
    .filter((page) => page.split('/').some((part) => part.startsWith(':') && TOKEN_LIKE.test(part)))
    .map((page) => {
      const secret = secretValue();
      return { method: 'GET', url: `/${page.replace(/:[A-Za-z]+/g, (p) => (TOKEN_LIKE.test(p) ? secret : 'plain'))}`, secrets: [secret] };
    });
}

describe('secrets in URLs and the request log', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logTo: { level: 'info', lines } });
  });
  afterAll(async () => t?.close());

  it('finds the routes that take a token: the invitation links, the reset and OAuth links, the web invitation page', () => {
    const probes = [...apiProbes((t.app.swagger() as { paths: Record<string, Operations> }).paths), ...webProbes()];
    const urls = probes.map((p) => `${p.method} ${p.url.replace(/S3CRET\w+/g, 'S')}`);
    expect(urls).toEqual(expect.arrayContaining(['GET /api/invitations/S', 'POST /api/invitations/S/accept', 'GET /invitations/S']));
  });

  it('writes a line for each of those requests, with every secret redacted', async () => {
    const probes = [...apiProbes((t.app.swagger() as { paths: Record<string, Operations> }).paths), ...webProbes()];
    // The same links with a wrong method or an extra slash reach no route (or another one): still redacted.
    const invitation = secretValue();
    probes.push(
      { method: 'PUT', url: `/api/team/invitations/${invitation}/accept`, secrets: [invitation] },
      { method: 'GET', url: `/api/team/invitations/${invitation}/accept/`, secrets: [invitation] },
      { method: 'GET', url: `/reset-password?token=${invitation}`, secrets: [invitation] },
      // Routes left out of the OpenAPI document: the invitation links' earlier paths and the OAuth return.
      { method: 'GET', url: `/api/team/invitations/${invitation}`, secrets: [invitation] },
      { method: 'POST', url: `/api/team/invitations/${invitation}/accept`, secrets: [invitation] },
      { method: 'GET', url: `/api/platforms/plain/oauth/callback?state=${invitation}&code=${invitation}`, secrets: [invitation] },
    );
    for (const probe of probes) {
      lines.length = 0;
      await t.app.inject({ method: probe.method as 'GET', url: probe.url, headers: { 'content-type': 'application/json' }, payload: '{}' });
      const requestLine = lines.find((line) => line.msg === 'request completed' || line.msg === 'request errored');
      expect(requestLine, `${probe.method} ${probe.url}`).toBeDefined();
      expect((requestLine!.req as { url: string }).url).toContain('[redacted]');
      const written = JSON.stringify(lines);
      for (const secret of probe.secrets) expect(written, `${probe.method} ${probe.url}`).not.toContain(secret);
    }
  });
});
