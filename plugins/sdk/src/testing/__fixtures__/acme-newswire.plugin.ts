import { z } from 'zod';
import { defineNewswirePlugin } from '../../define-plugin';
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
          },
          retry: 'never', // a distribution is paid and public: never sent twice blindly
        });
        return toResult(res.json());
      },
      async status(vendorRef) {
        const res = await api.request({ method: 'GET', path: `/v1/releases/${encodeURIComponent(vendorRef)}`, retry: 'safe' });
        return toResult(res.json());
      },
    };
  },
});

/** Routes of a fake Acme API for tests. */
export function acmeFakeRoutes(): Record<string, FakeRoute> {
  return {
    'POST /v1/releases': (req) => ({
      status: 201,
      json: { id: 'rel_1001', state: (req.json as { release_at: string | null }).release_at ? 'scheduled' : 'queued' },
    }),
    'GET /v1/releases/:id': (req) => ({
      json: { id: req.params.id, state: 'live', public_url: `https://news.acme-wire.example/${req.params.id}` },
    }),
  };
}
