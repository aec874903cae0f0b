import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError, UnauthorizedError } from '../../lib/errors';
import { bearerOf } from '../../lib/bearer';
import { requirePerson } from './access';
import type { App } from '../../rest/app';
import type { SharedCounter } from '../../db/shared-counter';
import { sharedRateLimit, sharedRateLimitStore } from '../../rest/shared-rate-limit';
import type { Viewer } from './viewer';
import { DemoReadOnlyError, refusesRestWrite } from './read-only';
import type { IdentityService, LoginOutcome } from './identity.service';
import { SESSION_COOKIE, type IssuedSession, type RequestMeta } from './session.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one credential-checking call against the caller's IP; throws 429 `rate_limited` past the limit. */
    enforceAuthRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

/** What the hook reads at start-up: tokens depend on identity, so identity names only the limit it needs of them. */
export interface IdentityAuthServices {
  identity: Pick<IdentityService, 'authRateLimit'>;
  tokens: { readonly requestsPerMinute: number };
  /** Where every limiter of @fastify/rate-limit counts: the database, shared by all instances. */
  rateLimits: Pick<SharedCounter, 'hit'>;
}

/**
 * Sessions on every API request and the per-IP limit on credential checks. Called from server.ts
 * on the root instance, after the request's em and services are set.
 */
export async function registerIdentity(app: App, services: IdentityAuthServices): Promise<void> {
  await app.register(fastifyCookie);
  await app.register(fastifyRateLimit, { global: false, store: sharedRateLimitStore(services.rateLimits) });
  const { max, timeWindowMs } = services.identity.authRateLimit;
  // One bucket per IP shared by every auth operation, REST and GraphQL: no spraying many accounts or routes.
  const limiter = sharedRateLimit(app, 'auth', { max, timeWindow: timeWindowMs });
  app.decorate('enforceAuthRateLimit', async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new TooManyRequestsError('Too many attempts from your network. Please wait a minute and try again.', result.ttlInSeconds);
  });

  // One bucket per partner token (its id), with the RateLimit-* headers on every answer.
  const tokenLimiter = sharedRateLimit(app, 'token', {
    max: services.tokens.requestsPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.viewer?.token?.id ?? request.ip,
  });
  const limitToken = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const result = await tokenLimiter(request);
    if (result.isAllowed) return;
    reply.header('ratelimit-limit', String(result.max));
    reply.header('ratelimit-remaining', String(result.remaining));
    reply.header('ratelimit-reset', String(result.ttlInSeconds));
    if (!result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new TooManyRequestsError(
      `This token made more than ${result.max} calls in a minute. Wait ${result.ttlInSeconds} s (Retry-After) and slow down.`,
      result.ttlInSeconds,
    );
  };

  app.addHook('onRequest', (request, reply, done) => {
    // Only the API needs to know who is asking; static files and calls without credentials skip the
    // lookup (and its promise: this hook runs on every request).
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/graphql')) return done();
    const bearer = bearerOf(request.headers.authorization);
    if (bearer !== null) {
      // A partner token: the cookie, if any, is ignored; a token that does not work is a 401, never an anonymous call.
      request.services.tokens
        .resolve(bearer)
        .then(async (viewer) => {
          if (!viewer) {
            reply.header('www-authenticate', 'Bearer error="invalid_token"');
            throw new UnauthorizedError('This API token is not valid: unknown, revoked or expired.', 'invalid_token');
          }
          request.viewer = viewer;
          await limitToken(request, reply);
        })
        .then(() => done(), done);
      return;
    }
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return done();
    request.services.sessions.resolve(token).then((viewer) => {
      request.viewer = viewer;
      // The public demo's read-only session: every REST write is refused here, before any route runs.
      done(refusesRestWrite(viewer, request.method, request.url) ? new DemoReadOnlyError() : undefined);
    }, done);
  });
}

/**
 * The signed-in person, or 401 `unauthenticated` (403 `person_required` for a partner token): for what is a
 * person's own (their account, sessions, two factors, KYC). What an organization's data allows goes
 * through `authorize` in the services, which admits tokens by scope.
 */
export function requireViewer(request: FastifyRequest, options: { beforeTwoFactor?: boolean } = {}): Viewer {
  return requirePerson(request.viewer, 'do this', options);
}

/** Route hook and resolver call alike. */
export function enforceAuthRateLimit(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return request.server.enforceAuthRateLimit(request, reply);
}

/** Route options for a REST call that checks a credential or code: it counts against the per-IP limit. */
export const authRateLimited = { onRequest: enforceAuthRateLimit };

export function requestMeta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null, currentSessionId: request.viewer?.sessionId ?? null };
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: IssuedSession): void {
  reply.setCookie(SESSION_COOKIE, session.token, request.services.sessions.cookieOptions(session.expiresAt));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, request.services.sessions.cookieOptions());
}

/** What a successful identity call says, the same over REST and GraphQL. */
export const MESSAGES = {
  loginSuccess: 'Login successful',
  twoFactorRequired: 'Please enter the code from your authenticator app.',
  loggedOut: 'You have been signed out.',
  twoFactorEnabled: 'Two-factor authentication has been successfully enabled.',
  twoFactorReset: 'Two-factor authentication has been turned off. You can set it up again at any time.',
  backupCodesRegenerated: 'New backup codes created. The old ones no longer work.',
  passwordChanged: 'Your password has been changed. Your other sessions were signed out.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
  sessionEnded: 'The session has been signed out.',
  otherSessionsEnded: 'Your other sessions have been signed out.',
} as const;

/** The spec's login answer, `{ success, requiresTwoFactor, tempToken, message, lockoutExpiry }`, for REST and GraphQL. */
export function loginAnswer(outcome: LoginOutcome) {
  return outcome.requiresTwoFactor
    ? { success: false, requiresTwoFactor: true, tempToken: outcome.tempToken, message: MESSAGES.twoFactorRequired, lockoutExpiry: null }
    : { success: true, requiresTwoFactor: false, tempToken: null, message: MESSAGES.loginSuccess, lockoutExpiry: null };
}
