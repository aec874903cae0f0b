import { PERSON_ROUTE, routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { approvalRuleSchema, approveSchema, rejectSchema, requestApprovalSchema } from './approvals.schemas';

const tags = ['approvals'];
const id = z.object({ id: z.string().max(100) });

const approvalJson = z.object({
  id: z.string(),
  version: z.number().int(),
  contentHash: z.string(),
  status: z.enum(['pending', 'approved', 'rejected', 'voided']),
  requestedBy: z.string(),
  requestedByName: z.string().nullable(),
  note: z.string().nullable(),
  decisions: z.array(
    z.object({
      userId: z.string(),
      name: z.string().nullable(),
      decision: z.enum(['approved', 'rejected']),
      comment: z.string().nullable(),
      at: z.string(),
    }),
  ),
  createdAt: z.date(),
  decidedAt: z.date().nullable(),
});

const stateJson = z.object({
  required: z.boolean(),
  approvalsNeeded: z.number().int(),
  approved: z.boolean(),
  current: approvalJson.nullable(),
  history: z.array(approvalJson),
  blocked: z.boolean(),
  blockingFindings: z.array(
    z.object({
      ruleId: z.string(),
      severity: z.string(),
      title: z.string(),
      message: z.string(),
      suggestion: z.string(),
      text: z.string().nullable(),
    }),
  ),
});

const ruleJson = z.object({ required: z.boolean(), approvalsNeeded: z.number().int(), explicit: z.boolean() });

/** Approvals over REST: the article's approval state, request, approve, reject, and the organization's rule. */
export const approvalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/articles/:id/approvals',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: "The article's approval state and history",
        params: id,
        response: { 200: stateJson },
      },
    },
    async (request) => request.services.approvals.state(request.em, request.viewer, request.params.id),
  );
  app.post(
    '/articles/:id/approval-request',
    {
      schema: {
        ...routeSecurity('organization.read', 'approval.request'),
        tags,
        summary:
          'Ask for the current version to be approved (approvers are told in the app and by email); 409 compliance_blocked { findings } while the compliance check blocks it',
        params: id,
        body: requestApprovalSchema.optional(),
        response: { 200: stateJson },
      },
    },
    async (request) => request.services.approvals.request(request.em, request.viewer, request.params.id, request.body),
  );
  app.post(
    '/articles/:id/approve',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary:
          'Approve the current version (never one you wrote or submitted; 409 compliance_blocked { findings } while the check blocks it)',
        params: id,
        body: approveSchema.optional(),
        response: { 200: stateJson },
      },
    },
    async (request) => request.services.approvals.approve(request.em, request.viewer, request.params.id, request.body),
  );
  app.post(
    '/articles/:id/reject',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Reject the current version, saying what should change (the author is told by email)',
        params: id,
        body: rejectSchema,
        response: { 200: stateJson },
      },
    },
    async (request) => request.services.approvals.reject(request.em, request.viewer, request.params.id, request.body),
  );
  app.get(
    '/team/approval-settings',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'Whether releases need approval, and how many approvers',
        response: { 200: ruleJson },
      },
    },
    async (request) => request.services.approvals.rule(request.em, request.viewer),
  );
  app.put(
    '/team/approval-settings',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Set the approval rule (owner only; audited)',
        body: approvalRuleSchema,
        response: { 200: ruleJson },
      },
    },
    async (request) => request.services.approvals.setRule(request.em, request.viewer, request.body),
  );
};
