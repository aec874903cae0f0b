import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../lib/errors';
import { z } from '../../lib/zod';
import { sharedRateLimit } from '../../rest/shared-rate-limit';
import { findAccountByUsername, isoDateTime, PUBLIC_ROUTE, requestMeta, setSessionCookie } from '../identity';
import { DEMO_SESSION_MS, DEMO_WORKSPACE_USERNAME } from './demo-accounts';
import { DemoAccountsMissingError } from './kyc.errors';

/** Demo sessions one address may open a minute (across instances): enough for a visitor, not for filling the table. */
export const DEMO_SESSIONS_PER_MINUTE = 10;

const demoSessionResponse = z.object({
  readOnly: z.literal(true),
  expiresAt: isoDateTime,
  message: z.string(),
});

/**
 * `POST /api/demo/session`: "View Demo Dashboard". A short, read-only session for the public demo workspace's
 * user, without password or two factors; every write it tries answers 403 `demo_read_only`.
 */
export const demoSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = sharedRateLimit(app, 'demo-session', { max: DEMO_SESSIONS_PER_MINUTE, timeWindow: 60_000 });
  app.post(
    '/demo/session',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['demo'],
        summary: 'Open the read-only demo workspace (1 hour, no sign-in); limited per address',
        response: { 200: demoSessionResponse },
      },
    },
    async (request, reply) => {
      const limit = await limiter(request);
      if (!limit.isAllowed && limit.isExceeded) {
        reply.header('retry-after', String(limit.ttlInSeconds));
        throw new TooManyRequestsError('Too many demo sessions from your network. Please wait a minute and try again.', limit.ttlInSeconds);
      }
      const user = await findAccountByUsername(request.em, DEMO_WORKSPACE_USERNAME);
      if (!user) throw new DemoAccountsMissingError();
      const session = await request.services.sessions.issue(user.id, requestMeta(request), { readOnly: true, lifetimeMs: DEMO_SESSION_MS });
      setSessionCookie(request, reply, session);
      return { readOnly: true as const, expiresAt: session.expiresAt.toISOString(), message: 'Demo workspace — read-only' };
    },
  );
};
