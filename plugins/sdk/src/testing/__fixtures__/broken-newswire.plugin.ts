import { z } from 'zod';
import { defineNewswirePlugin } from '../../define-plugin';
import { hmacSignature } from '../../signature';
import type { NewswirePlugin } from '../../newswire.contract';

// Acme-like newswire plugins, each with one defect the conformance kit must catch.

export type NewswireDefect =
  | 'retries-distribute'
  | 'sends-in-sandbox'
  | 'drops-disclosures'
  | 'swallows-errors'
  | 'lookup-guesses-none'
  | 'trusts-unsigned-callbacks';

export function brokenNewswirePlugin(defect: NewswireDefect): NewswirePlugin {
  const id = `broken-${defect}`;
  return defineNewswirePlugin({
    id,
    name: `Broken (${defect})`,
    optionsSchema: z.object({ apiKey: z.string().min(8), baseUrl: z.url() }),
    create(options, host) {
      const api = host.http({ baseUrl: options.baseUrl, headers: { authorization: `Bearer ${options.apiKey}` } });
      return {
        id,
        name: `Broken (${defect})`,
        apiAvailable: true,
        pricing: { basic: 100, enhanced: 200, premium: 300 },
        pricingIndicative: true,
        features: [],
        async distribute(release, ctx) {
          if (host.sandbox && defect !== 'sends-in-sandbox') return { vendorRef: 'sandbox-1', status: 'submitted', sandbox: true };
          const body = defect === 'drops-disclosures' ? release.body : `${release.body}\n\n${release.disclosures}`;
          try {
            const res = await api.request({
              method: 'POST',
              path: '/v1/releases',
              json: { title: release.headline, body, package: ctx.level },
              retry: defect === 'retries-distribute' ? 'safe' : 'never',
            });
            const { id: vendorRef } = res.json<{ id: string }>();
            return { vendorRef, status: 'submitted' };
          } catch (error) {
            if (defect === 'swallows-errors') return { vendorRef: 'unknown', status: 'rejected', message: String(error) };
            throw error;
          }
        },
        async status(vendorRef) {
          return { vendorRef, status: 'submitted' };
        },
        async lookup(idempotencyKey) {
          try {
            const res = await api.request({ method: 'GET', path: '/v1/releases', query: { key: idempotencyKey }, retry: 'safe' });
            const [found] = res.json<{ items: { id: string }[] }>().items;
            return found ? { vendorRef: found.id, status: 'submitted' } : null;
          } catch (error) {
            // The defect: "the vendor failed" read as "no such order", so a placed order would be placed again.
            if (defect === 'lookup-guesses-none') return null;
            throw error;
          }
        },
        async handleCallback(request) {
          const signed = request.headers['x-signature'] === `sha256=${hmacSignature('broken-secret', request.rawBody)}`;
          if (!signed && defect !== 'trusts-unsigned-callbacks') return { status: 401 };
          const event = JSON.parse(request.rawBody.toString('utf8')) as { ref?: string };
          return { orders: [{ vendorRef: event.ref ?? 'unknown', status: 'published' }] };
        },
      };
    },
  });
}
