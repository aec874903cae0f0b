import { z } from 'zod';
import { defineNewswirePlugin } from '../../define-plugin';
import type { NewswirePlugin } from '../../newswire.contract';

// Acme-like newswire plugins, each with one defect the conformance kit must catch.

export type NewswireDefect = 'retries-distribute' | 'sends-in-sandbox' | 'drops-disclosures' | 'swallows-errors';

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
      };
    },
  });
}
