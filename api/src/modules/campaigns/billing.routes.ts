import { routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { cursorAnswer, cursorPageJson, cursorQueryFields, cursorRequest } from '../../lib/cursor-page';
import { CHARGE_KINDS } from './charge.entity';

const chargeJson = z.object({
  id: z.string(),
  kind: z
    .enum(CHARGE_KINDS)
    .describe('campaign (its content, billed once when its article is generated) or newswire (a distribution order)'),
  campaignId: z.string().nullable(),
  articleId: z.string().nullable().describe("The campaign's article: the content the charge paid for"),
  amount: z.object({
    amountCents: z.number().int().describe('Whole cents; the amount the paid-content disclosure of a campaign charge states'),
    currency: z.string().describe('ISO 4217 (USD)'),
  }),
  description: z.string(),
  createdAt: z.date(),
});

/** GET /api/billing/charges: what the organization was charged (no payment processor: the record is the bill). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/charges',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags: ['billing'],
        summary: 'What your organization was charged, newest first: each campaign once (its content) and each newswire order',
        querystring: z.object(cursorQueryFields),
        response: { 200: cursorPageJson(chargeJson, 'Charge') },
      },
    },
    async (request) => cursorAnswer(await request.services.billing.listPage(request.em, request.viewer, cursorRequest(request.query))),
  );
};
