import { PERSON_ROUTE, PUBLIC_ROUTE } from './access';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedEnum, z } from '../../lib/zod';
import { authRateLimited, clearSessionCookie, loginAnswer, MESSAGES, requestMeta, requireViewer, setSessionCookie } from './identity.auth';
import {
  changePasswordSchema,
  confirmCodeSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  loginSchema,
  requestSignInLinkSchema,
  resetPasswordSchema,
  signInWithLinkSchema,
  signupSchema,
  verifyTwoFactorSchema,
} from './identity.schemas';
import type { UserProfile } from './identity.service';
import { MEMBER_ROLES, TWO_FACTOR_METHODS } from './identity.schemas';
import type { SessionInfo } from './session.service';
import { PLANS, ROLES, VERIFICATION_STATUSES } from './user.entity';

// Response pieces the KYC and admin routes reuse.
export const actionResult = z.object({ success: z.boolean(), message: z.string() });
export const isoDateTime = z.string().describe('ISO 8601 date-time');

const userHandle = { id: z.string(), username: z.string(), email: z.string() };
/** The company an issuer declared and its verification, after the user's handle (spec: Issuer profile). */
const issuerFields = {
  companyName: z.string().nullable(),
  ticker: z.string().nullable(),
  exchange: z.string().nullable(),
  sector: z.string().nullable(),
  contactName: z.string().nullable(),
  website: z.string().nullable(),
  jurisdiction: z.string().nullable(),
  verificationStatus: documentedEnum(VERIFICATION_STATUSES),
};
export const issuerProfileResponse = z.object({ ...userHandle, ...issuerFields });

const loginResponse = z.object({
  success: z.boolean(),
  requiresTwoFactor: z.boolean(),
  tempToken: z.string().nullable(),
  message: z.string(),
  lockoutExpiry: isoDateTime.nullable(),
});

const profileResponse = z.object({
  ...userHandle,
  role: documentedEnum(ROLES),
  plan: documentedEnum(PLANS),
  ...issuerFields,
  organizationId: z.string(),
  memberRole: z.enum(MEMBER_ROLES),
  twoFactorEnabled: z.boolean(),
  twoFactorRequired: z.boolean(),
  backupCodesRemaining: z.number().int(),
  lastLoginAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});

const sessionResponse = z.object({
  id: z.string(),
  createdAt: isoDateTime,
  lastSeenAt: isoDateTime,
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  current: z.boolean(),
});

function profileJson(profile: UserProfile): z.infer<typeof profileResponse> {
  return { ...profile, lastLoginAt: profile.lastLoginAt?.toISOString() ?? null, createdAt: profile.createdAt.toISOString() };
}

function sessionJson(session: SessionInfo): z.infer<typeof sessionResponse> {
  return { ...session, createdAt: session.createdAt.toISOString(), lastSeenAt: session.lastSeenAt.toISOString() };
}

const tags = ['auth'];

/** The REST facade for identity, under /api/auth: spec section 7 paths plus the account-security routes. */
export const identityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/signup',
    {
      ...authRateLimited,
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: 'Create an account and sign in',
        body: signupSchema,
        response: { 201: z.object({ userId: z.string() }) },
      },
    },
    async (request, reply) => {
      const { userId, session } = await request.services.identity.signup(request.body, requestMeta(request));
      setSessionCookie(request, reply, session);
      return reply.code(201).send({ userId });
    },
  );

  app.post(
    '/login',
    {
      ...authRateLimited,
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: 'Username and password; with 2FA on, answers a tempToken instead of a session',
        body: loginSchema,
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const outcome = await request.services.identity.login(request.body, requestMeta(request));
      if (!outcome.requiresTwoFactor) setSessionCookie(request, reply, outcome.session);
      return loginAnswer(outcome);
    },
  );

  app.post(
    '/2fa/verify',
    {
      ...authRateLimited,
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: 'Second sign-in step: a TOTP code or an unused backup code',
        body: verifyTwoFactorSchema,
        response: { 200: actionResult.extend({ method: z.enum(TWO_FACTOR_METHODS), backupCodesRemaining: z.number().int() }) },
      },
    },
    async (request, reply) => {
      const outcome = await request.services.identity.verifyTwoFactor(request.body, requestMeta(request));
      setSessionCookie(request, reply, outcome.session);
      return { success: true, message: MESSAGES.loginSuccess, method: outcome.method, backupCodesRemaining: outcome.backupCodesRemaining };
    },
  );

  app.post(
    '/logout',
    { schema: { ...PUBLIC_ROUTE, tags, summary: 'End this session', response: { 200: actionResult } } },
    async (request, reply) => {
      if (request.viewer) await request.services.sessions.end(request.viewer.sessionId);
      clearSessionCookie(request, reply);
      return { success: true, message: MESSAGES.loggedOut };
    },
  );

  app.get(
    '/me',
    { schema: { ...PERSON_ROUTE, tags, summary: 'Who is signed in (401 when nobody)', response: { 200: profileResponse } } },
    async (request) => {
      return profileJson(await request.services.identity.me(requireViewer(request, { beforeTwoFactor: true })));
    },
  );

  app.post(
    '/2fa/setup',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Start 2FA setup: QR code, manual key and 10 backup codes (shown once)',
        response: { 200: z.object({ qrCodeUrl: z.string(), manualEntryKey: z.string(), backupCodes: z.array(z.string()) }) },
      },
    },
    async (request) => request.services.identity.setupTwoFactor(requireViewer(request, { beforeTwoFactor: true })),
  );

  app.post(
    '/2fa/enable',
    {
      ...authRateLimited,
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Turn 2FA on with a current code from the app',
        body: enableTwoFactorSchema,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      await request.services.identity.enableTwoFactor(requireViewer(request, { beforeTwoFactor: true }), request.body.token);
      return { success: true, message: MESSAGES.twoFactorEnabled };
    },
  );

  app.post(
    '/2fa/backup-codes',
    {
      ...authRateLimited,
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Replace the backup codes (needs a current code)',
        body: confirmCodeSchema,
        response: { 200: z.object({ backupCodes: z.array(z.string()) }) },
      },
    },
    async (request) => ({ backupCodes: await request.services.identity.regenerateBackupCodes(requireViewer(request), request.body.token) }),
  );

  app.post(
    '/2fa/reset',
    {
      ...authRateLimited,
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Turn 2FA off (needs a current code)',
        body: confirmCodeSchema,
        response: { 200: actionResult },
      },
    },
    async (request) => {
      await request.services.identity.resetTwoFactor(requireViewer(request), request.body.token);
      return { success: true, message: MESSAGES.twoFactorReset };
    },
  );

  app.post(
    '/password',
    {
      ...authRateLimited,
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Change the password (current one required); signs out the other sessions',
        body: changePasswordSchema,
        response: { 200: actionResult.extend({ endedSessions: z.number().int() }) },
      },
    },
    async (request) => {
      const { endedSessions } = await request.services.identity.changePassword(requireViewer(request), request.body);
      return { success: true, message: MESSAGES.passwordChanged, endedSessions };
    },
  );

  app.post(
    '/forgot-password',
    {
      ...authRateLimited,
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: 'Email a reset link (same answer whether or not the email has an account)',
        body: forgotPasswordSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => request.services.identity.requestPasswordReset(request.body.email, requestMeta(request)),
  );

  app.post(
    '/reset-password',
    {
      ...authRateLimited,
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: 'Set a new password from a reset link; ends every session',
        body: resetPasswordSchema,
        response: { 200: actionResult },
      },
    },
    async (request, reply) => {
      await request.services.identity.resetPassword(request.body);
      clearSessionCookie(request, reply);
      return { success: true, message: MESSAGES.passwordReset };
    },
  );

  app.post(
    '/sign-in-link',
    {
      ...authRateLimited,
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary:
          'While sign-in is paused for an account (sign_in_throttled with signInLinkAvailable): email its owner a one-time sign-in link (the same answer for every username)',
        body: requestSignInLinkSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => request.services.identity.signInLinks.request(request.body.username, requestMeta(request)),
  );

  app.post(
    '/sign-in-link/redeem',
    {
      ...authRateLimited,
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: "Sign in with a mailed link's token (once, within 15 minutes); with 2FA on, answers a tempToken instead of a session",
        body: signInWithLinkSchema,
        response: { 200: loginResponse },
      },
    },
    async (request, reply) => {
      const outcome = await request.services.identity.signInLinks.redeem(request.body.token, requestMeta(request));
      if (!outcome.requiresTwoFactor) setSessionCookie(request, reply, outcome.session);
      return loginAnswer(outcome);
    },
  );

  app.get(
    '/sessions',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Active sessions of the signed-in user',
        response: { 200: z.object({ sessions: z.array(sessionResponse) }) },
      },
    },
    async (request) => {
      const sessions = await request.services.sessions.list(requireViewer(request));
      return { sessions: sessions.map(sessionJson) };
    },
  );

  app.delete(
    '/sessions/others',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Sign out every other session',
        response: { 200: actionResult.extend({ endedSessions: z.number().int() }) },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const endedSessions = await request.services.sessions.endAllForUser(viewer.userId, { keep: viewer.sessionId });
      return { success: true, message: MESSAGES.otherSessionsEnded, endedSessions };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Sign out one of your sessions',
        params: z.object({ id: z.string() }),
        response: { 200: actionResult },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await request.services.sessions.endOwn(viewer, request.params.id);
      if (request.params.id === viewer.sessionId) clearSessionCookie(request, reply);
      return { success: true, message: MESSAGES.sessionEnded };
    },
  );
};
