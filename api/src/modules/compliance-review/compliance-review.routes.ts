import { PERSON_ROUTE, routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { disclosureSlotsJson, findingCategoryJson, findingRewriteJson } from '../compliance';
import { dismissFindingSchema } from './compliance-review.schemas';
import { FINDING_SOURCES, SECOND_OPINION_STATUSES } from './compliance-review.views';

const tags = ['compliance'];
const id = z.object({ id: z.string().max(100) });

const findingJson = z.object({
  ruleId: z.string(),
  category: findingCategoryJson,
  title: z.string(),
  severity: z.enum(['critical', 'important', 'advisory']),
  citation: z.string(),
  message: z.string(),
  suggestion: z.string(),
  rewrite: findingRewriteJson,
  span: z.object({ start: z.number().int(), end: z.number().int(), text: z.string() }).nullable(),
  source: z.enum(FINDING_SOURCES),
  model: z.string().nullable(),
  dismissed: z.object({ reason: z.string(), byId: z.string(), byName: z.string().nullable(), at: z.date() }).nullable(),
});

const complianceJson = z.object({
  articleId: z.string(),
  version: z.number().int(),
  contentHash: z.string(),
  exchange: z.string(),
  jurisdiction: z.string(),
  complianceScore: z.number(),
  result: z.enum(['compliant', 'needs_review', 'non_compliant']),
  blocked: z.boolean(),
  findings: z.array(findingJson),
  disclosures: disclosureSlotsJson,
  secondOpinion: z.object({
    status: z.enum(SECOND_OPINION_STATUSES),
    model: z.string().nullable(),
    checkedAt: z.date().nullable(),
    findingCount: z.number().int(),
  }),
});

/** The article's compliance over REST: the current version's findings, dismissals and second opinion. */
export const complianceReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/articles/:id/compliance',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: "The current version's findings, the approvers' dismissals and the model's second opinion",
        params: id,
        response: { 200: complianceJson },
      },
    },
    async (request) => request.services.complianceReview.result(request.em, request.viewer, request.params.id),
  );
  app.post(
    '/articles/:id/compliance/dismissals',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary:
          'Dismiss a finding of the current version with a reason (approvers and owners; audited; an edit raises it again). ' +
          'Refusals: 400 invalid_input (reason of 10–500 characters), 403 role_not_permitted, 404 finding_not_found, 409 finding_already_dismissed.',
        params: id,
        body: dismissFindingSchema,
        response: { 200: complianceJson },
      },
    },
    async (request) => request.services.complianceReview.dismiss(request.em, request.viewer, request.params.id, request.body),
  );
};
