import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { actionResult, isoDateTime, PERSON_ROUTE } from '../identity';
import { KYC_MESSAGES, kycApproveSchema, kycRejectSchema, kycStepResponse, kycUserDataResponse, userIdParam } from '../kyc';
import { requireAdmin } from './admin.auth';

const tags = ['admin'];

/** The reviewer's side of KYC, under /api/admin (admin role only: 403 otherwise). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reviews',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'KYC applications with a failed check, waiting for a reviewer (oldest first)',
        response: {
          200: z.object({
            reviews: z.array(
              z.object({
                userId: z.string(),
                applicationId: z.string(),
                accountEmail: z.string(),
                submittedAt: isoDateTime,
                emailConfirmedAt: isoDateTime.nullable(),
                userData: kycUserDataResponse,
                verificationSteps: z.array(kycStepResponse),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const reviews = await request.services.kyc.listReviews();
      return {
        reviews: reviews.map((r) => ({
          ...r,
          submittedAt: r.submittedAt.toISOString(),
          emailConfirmedAt: r.emailConfirmedAt?.toISOString() ?? null,
        })),
      };
    },
  );

  app.get(
    '/reviews/history',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Decided KYC applications, newest decision first (the latest 200)',
        response: {
          200: z.object({
            decided: z.array(
              z.object({
                userId: z.string(),
                applicationId: z.string(),
                accountEmail: z.string(),
                companyName: z.string(),
                ticker: z.string(),
                exchange: z.string(),
                submittedAt: isoDateTime,
                decision: z.enum(['approved', 'rejected']),
                reason: z.string().nullable(),
                decidedAt: isoDateTime,
                reviewer: z.string().nullable(),
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      await requireAdmin(request);
      const decided = await request.services.kyc.listDecided();
      return {
        decided: decided.map((d) => ({ ...d, submittedAt: d.submittedAt.toISOString(), decidedAt: d.decidedAt.toISOString() })),
      };
    },
  );

  app.post(
    '/reviews/:userId/approve',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Approve: the account is verified and holds its ticker',
        params: userIdParam,
        body: kycApproveSchema.optional(),
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const reviewer = await requireAdmin(request);
      await request.services.kyc.approve(reviewer, request.params.userId, request.body?.note);
      return { success: true, message: KYC_MESSAGES.approved };
    },
  );

  app.post(
    '/reviews/:userId/reject',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Reject with a reason the issuer sees',
        params: userIdParam,
        body: kycRejectSchema,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      const reviewer = await requireAdmin(request);
      await request.services.kyc.reject(reviewer, request.params.userId, request.body.reason);
      return { success: true, message: KYC_MESSAGES.rejected };
    },
  );
};
