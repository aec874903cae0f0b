import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedEnum, z } from '../../lib/zod';
import { KYC_APPLICATION_STATUSES } from './kyc-application.entity';
import {
  actionResult,
  authRateLimited,
  isoDateTime,
  issuerProfileResponse,
  PERSON_ROUTE,
  PUBLIC_ROUTE,
  requireViewer,
  VERIFICATION_STATUSES,
} from '../identity';
import { authorizationTestSchema, kycSubmitSchema, kycVerifyEmailSchema } from './kyc.schemas';
import { KYC_MESSAGES } from './kyc.service';
import type { KycStatusView } from './kyc.views';
import { KYC_STEP_STATUSES } from './kyc.checks';

export const kycStepResponse = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(KYC_STEP_STATUSES),
  detail: z.string().nullable(),
  offlineStandIn: z.boolean().describe('True when the check stands in for a regulatory database lookup it does not make'),
});

export const kycUserDataResponse = z.object({
  username: z.string(),
  email: z.string(),
  companyName: z.string(),
  ticker: z.string(),
  exchange: z.string(),
  sector: z.string(),
  contactName: z.string(),
  website: z.string(),
  jurisdiction: z.string(),
  newsUpdate: z.string().nullable(),
  verificationStatus: documentedEnum(VERIFICATION_STATUSES),
  listingKnown: z.boolean(),
});

const submissionResponse = z.object({ userData: kycUserDataResponse, verificationSteps: z.array(kycStepResponse) });

const statusResponse = z.object({
  verificationStatus: documentedEnum(VERIFICATION_STATUSES),
  authorizedTicker: z.string().nullable(),
  verifiedAt: isoDateTime.nullable(),
  applicationStatus: documentedEnum(KYC_APPLICATION_STATUSES).nullable(),
  submittedAt: isoDateTime.nullable(),
  userData: kycUserDataResponse.nullable(),
  verificationSteps: z.array(kycStepResponse),
  code: z
    .object({
      sentTo: z.string(),
      expiresAt: isoDateTime.nullable(),
      attemptsLeft: z.number().int(),
      resendAvailableAt: isoDateTime.nullable(),
    })
    .nullable(),
  review: z.object({ decision: z.enum(['approved', 'rejected']), reason: z.string().nullable(), decidedAt: isoDateTime }).nullable(),
});

const authorizationResponse = z.object({
  isAuthorized: z.boolean(),
  userId: z.string().nullable(),
  ticker: z.string(),
  authorizedTicker: z.string().nullable(),
  reason: z.string(),
  code: z.string(),
});

const demoAccountsResponse = z.object({
  accounts: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      verificationStatus: documentedEnum(VERIFICATION_STATUSES),
      ticker: z.string().nullable(),
    }),
  ),
  nonExistentUserId: z.string(),
  demoTicker: z.string(),
  otherTicker: z.string(),
});

function statusJson(view: KycStatusView): z.infer<typeof statusResponse> {
  return {
    ...view,
    verifiedAt: view.verifiedAt?.toISOString() ?? null,
    submittedAt: view.submittedAt?.toISOString() ?? null,
    code: view.code
      ? {
          ...view.code,
          expiresAt: view.code.expiresAt?.toISOString() ?? null,
          resendAvailableAt: view.code.resendAvailableAt?.toISOString() ?? null,
        }
      : null,
    review: view.review ? { ...view.review, decidedAt: view.review.decidedAt.toISOString() } : null,
  };
}

const tags = ['kyc'];

/** The REST facade for issuer verification, under /api/kyc (spec section 7). */
export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/submit',
    {
      ...authRateLimited,
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Submit the KYC form (signed in); the checks then run on the server',
        body: kycSubmitSchema,
        response: { 200: submissionResponse },
      },
    },
    async (request) => request.services.kyc.submit(requireViewer(request), request.body),
  );

  app.get(
    '/status',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Verification status and each check as the server last recorded it',
        response: { 200: statusResponse },
      },
    },
    async (request) => statusJson(await request.services.kyc.status(requireViewer(request))),
  );

  app.post(
    '/verify-email',
    {
      ...authRateLimited,
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Confirm the emailed 6-digit code (10 minutes, 5 tries)',
        body: kycVerifyEmailSchema,
        response: { 200: actionResult.extend({ verificationStatus: documentedEnum(VERIFICATION_STATUSES) }) },
      },
    },
    async (request) => {
      const result = await request.services.kyc.verifyEmail(requireViewer(request), request.body);
      return { success: true, ...result };
    },
  );

  app.post(
    '/resend-code',
    {
      ...authRateLimited,
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Send a new code (the old one stops working); once a minute',
        response: { 200: actionResult.extend({ sentTo: z.string(), expiresAt: isoDateTime }) },
      },
    },
    async (request) => {
      const { sentTo, expiresAt } = await request.services.kyc.resendCode(requireViewer(request));
      return { success: true, message: KYC_MESSAGES.codeSent, sentTo, expiresAt: expiresAt.toISOString() };
    },
  );
};

/** The ticker authorization tester and the sample accounts (spec: Ticker authorization page, User demo page). */
export const demoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/test/authorization',
    {
      schema: {
        ...PERSON_ROUTE,
        tags: ['authorization'],
        summary: 'The one authorization decision for a user and ticker: yourself and the sample accounts (admins: anyone)',
        body: authorizationTestSchema,
        response: { 200: authorizationResponse },
      },
    },
    async (request) => request.services.demo.testAuthorization(request.em, request.viewer, request.body),
  );

  app.get(
    '/demo/accounts',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['demo'],
        summary: 'The sample accounts of the authorization presets (ids and usernames only)',
        response: { 200: demoAccountsResponse },
      },
    },
    async (request) => request.services.demo.accounts(request.em),
  );

  app.get(
    '/demo/profile',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['demo'],
        summary: 'The seeded demo issuer, in the spec’s Issuer profile shape',
        response: { 200: issuerProfileResponse },
      },
    },
    async (request) => request.services.demo.profile(request.em),
  );
};
