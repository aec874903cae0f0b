import { z } from 'zod';
import { defineNewswirePlugin } from '../../define-plugin';
import { secret } from '../../plugin-options';
import { hmacSignature, verifyHmacSignature } from '../../signature';
import { parseVendorAnswer } from '../../vendor-answer';
import type { NewswireLevel, NewswireOrderResult } from '../../newswire.contract';
import type { FakeRoute } from '../fake-vendor';

// A made-up newswire with an API, written the way a real plugin is, to prove the conformance kit.

const ACME_PACKAGES: Record<NewswireLevel, string> = { basic: 'standard', enhanced: 'plus', premium: 'national' };

const acmeOrderSchema = z.object({
  id: z.string(),
  state: z.enum(['queued', 'scheduled', 'live', 'rejected']),
  public_url: z.string().optional(),
  note: z.string().optional(),
});

const STATUS_BY_STATE = { queued: 'submitted', scheduled: 'scheduled', live: 'published', rejected: 'rejected' } as const;

function toResult(answer: unknown): NewswireOrderResult {
  const order = parseVendorAnswer(acmeOrderSchema, answer, 'Acme Wire');
  return { vendorRef: order.id, status: STATUS_BY_STATE[order.state], releaseUrl: order.public_url, message: order.note };
}

export const acmeOptionsSchema = z.object({
  apiKey: z.string().min(8, 'must be the 32-character key from the Acme dashboard').optional(),
  baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.acme-wire.example'),
  /** Signs Acme's calls back (X-Acme-Signature: sha256=<hex HMAC of the body>). */
  webhookSecret: secret(z.string().min(8)).optional(),
});

export default defineNewswirePlugin({
  id: 'acme',
  name: 'Acme Wire',
  optionsSchema: acmeOptionsSchema,
  hasCredentials: (options) => Boolean(options.apiKey),
  create(options, host) {
    const api = host.http({
      baseUrl: options.baseUrl,
      headers: options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {},
    });
    return {
      id: 'acme',
      name: 'Acme Wire',
      apiAvailable: true,
      pricing: { basic: 19_900, enhanced: 39_900, premium: 89_900 },
      pricingIndicative: true,
      features: ['US national circuit', 'Investor-relations feed', 'Analytics report'],
      async distribute(release, ctx) {
        if (host.sandbox) {
          return { vendorRef: `sandbox-${ctx.idempotencyKey}`, status: 'submitted', sandbox: true, message: 'Sandbox: nothing was sent to Acme Wire.' };
        }
        const res = await api.request({
          method: 'POST',
          path: '/v1/releases',
          headers: { 'idempotency-key': ctx.idempotencyKey },
          json: {
            title: release.headline,
            dateline: release.dateline,
            body: `${release.body}\n\n${release.disclosures}`,
            issuer: { name: release.companyName, ticker: release.ticker, exchange: release.exchange },
            contact: release.contact,
            package: ACME_PACKAGES[ctx.level],
            release_at: release.targetTime ? release.targetTime.toISOString() : null,
            callback_url: host.callbackUrl,
          },
          retry: 'never', // a distribution is paid and public: never sent twice blindly
        });
        return toResult(res.json());
      },
      async status(vendorRef) {
        const res = await api.request({ method: 'GET', path: `/v1/releases/${encodeURIComponent(vendorRef)}`, retry: 'safe' });
        return toResult(res.json());
      },
      async lookup(idempotencyKey, since) {
        const res = await api.request({
          method: 'GET',
          path: '/v1/releases',
          query: { idempotency_key: idempotencyKey, created_after: since.toISOString() },
          retry: 'safe',
        });
        const [order] = parseVendorAnswer(z.object({ items: z.array(z.unknown()) }), res.json(), 'Acme Wire').items;
        return order === undefined ? null : toResult(order);
      },
      async handleCallback(request) {
        const signed = verifyHmacSignature({
          secret: options.webhookSecret ?? '',
          payload: request.rawBody,
          signature: request.headers['x-acme-signature'],
          prefix: 'sha256=',
        });
        if (!signed) return { status: 401, body: { message: 'signature mismatch' } };
        return { orders: [toResult(JSON.parse(request.rawBody.toString('utf8')))] };
      },
    };
  },
});

/** Acme's call back saying the order is live, signed as Acme signs it. */
export function acmeCallback(secretValue: string, vendorRef: string): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ id: vendorRef, state: 'live', public_url: `https://news.acme-wire.example/${vendorRef}` });
  return { body, headers: { 'content-type': 'application/json', 'x-acme-signature': `sha256=${hmacSignature(secretValue, body)}` } };
}

/** Routes of a fake Acme API for tests: it remembers each order by its idempotency key. */
export function acmeFakeRoutes(): Record<string, FakeRoute> {
  const byKey = new Map<string, { id: string; state: string }>();
  return {
    'POST /v1/releases': (req) => {
      const order = { id: `rel_${1001 + byKey.size}`, state: (req.json as { release_at: string | null }).release_at ? 'scheduled' : 'queued' };
      byKey.set(req.headers['idempotency-key'] ?? '', order);
      return { status: 201, json: order };
    },
    'GET /v1/releases': (req) => {
      const order = byKey.get(req.query.idempotency_key ?? '');
      return { json: { items: order ? [order] : [] } };
    },
    'GET /v1/releases/:id': (req) => ({
      json: { id: req.params.id, state: 'live', public_url: `https://news.acme-wire.example/${req.params.id}` },
    }),
  };
}
