import { routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { orderJson } from '../distribution/distribution.schemas';
import { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from '../idempotency';
import { publicationJson, publishAnswerJson } from '../publishing/publishing.schemas';
import { receiptJson } from './release-receipt';
import { RELEASE_TIMING_CODES } from './release-timing';

const idParams = z.object({ id: z.string() });

// For the OpenAPI document; the service parses with the full rules (same schema as GraphQL).
const publishBody = z.looseObject({
  platforms: z
    .union([z.array(z.string()), z.string()])
    .describe("Platform ids (twitter, medium, substack), or the selector's comma-joined value"),
  scheduledFor: z
    .string()
    .nullable()
    .optional()
    .describe('ISO 8601; without an offset it is read as UTC. Absent: now. Moved after a pending newswire release.'),
});

const distributeAnswerJson = z.object({
  message: z.string(),
  code: z.string().optional(),
  orders: z.array(orderJson),
  totalCostCents: z.number(),
  totalCost: z.number(),
  estimatedReach: z.number(),
  movedPublications: z.array(z.object({ id: z.string(), platform: z.string(), from: z.string(), to: z.string() })),
});

// For the OpenAPI document; the service parses with the full rules (same schema as GraphQL).
const distributeBody = z.looseObject({
  articleId: z.string(),
  providers: z.array(z.string()).optional().describe('At least one provider id (400 "Please select at least one newswire provider")'),
  distributionLevel: z.string().optional().describe('basic, enhanced or premium (default basic)'),
  targetDate: z
    .string()
    .nullable()
    .optional()
    .describe(
      "ISO 8601, not in the past. A value without an offset (a datetime-local field's YYYY-MM-DDTHH:mm) is read as UTC. Empty or absent: at once.",
    ),
});

const findingJson = z.object({
  code: z.enum(RELEASE_TIMING_CODES),
  severity: z.enum(['warning', 'info']),
  message: z.string(),
  noticeDeadline: z.string().optional().describe('market_hours_notice: the latest time the exchange may be told'),
  resolved: z.boolean().optional().describe('market_hours_notice: the recorded notice meets the deadline'),
});
const releaseCheckJson = z.object({
  articleId: z.string(),
  scheduledFor: z.string().describe('The release time checked, UTC'),
  exchange: z.string().nullable(),
  timeZone: z.string().nullable().describe("The exchange's IANA time zone"),
  exchangeTime: z.string().nullable().describe("The release time on the exchange's clock, with its offset"),
  exchangeTimeLabel: z.string().nullable(),
  tradingDay: z.boolean().nullable(),
  exchangeNotifiedAt: z.string().nullable(),
  findings: z.array(findingJson),
});

/** The release workflow's two entries (platform posts, wire orders) and the calendar of both. */
export const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/articles/:id/publish',
    {
      schema: {
        ...routeSecurity('organization.read', 'release.publish'),
        tags: ['publishing'],
        summary: 'Publish now, or schedule with scheduledFor; the newswire goes first',
        description:
          'Answers { message, publications, hostedUrl, movedAfterDistribution? }. Without a connected account (or with the plugin in sandbox) a platform runs in sandbox: ' +
          'nothing is posted, the publication says sandbox and links the hosted page. Refusals: 404 (not your article), 403 (ticker), 409 compliance_blocked { findings }, 409 approval_required, ' +
          '400 invalid_input, 409 idempotency_key_reused, 409 idempotency_in_progress.',
        params: idParams,
        headers: idempotencyHeaders,
        body: publishBody,
        response: { 200: publishAnswerJson },
      },
    },
    async (request, reply) =>
      sendIdempotent(
        reply,
        await request.services.release.publish(request.em, request.viewer, request.params.id, request.body, idempotencyKeyOf(request)),
      ),
  );

  app.post(
    '/newswire/distribute',
    {
      schema: {
        ...routeSecurity('organization.read', 'release.distribute'),
        tags: ['newswire'],
        summary: 'Distribute the article as a press release: one order per provider with its cost and estimated reach',
        description:
          'Answers { message, orders, totalCost, estimatedReach, movedPublications }; 502 distribution_failed when every order failed. API providers are ordered at once, ' +
          'or at targetDate by a scheduled job; Web Integration providers get the package to file (awaiting_issuer). 400 "Please select at least one newswire provider", ' +
          '400 "Target date must not be in the past", 409 compliance_blocked { findings }, 409 approval_required, 404 for another issuer\'s article. Takes an Idempotency-Key header.',
        headers: idempotencyHeaders,
        body: distributeBody,
        response: { 200: distributeAnswerJson, 502: distributeAnswerJson },
      },
    },
    async (request, reply) => {
      const result = await request.services.release.distribute(request.em, request.viewer, request.body, idempotencyKeyOf(request));
      // Every order failed: the answer still lists them (what was tried, what each vendor said), as a 502.
      return sendIdempotent(reply, result, result.body.code ? 502 : 200);
    },
  );

  app.get(
    '/publishing/calendar',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags: ['publishing'],
        summary:
          'The Publishing screen: publications and newswire orders in [from, to) (default: 30 days back to 60 ahead), cancelled ones left out',
        querystring: z.object({ from: z.string().optional(), to: z.string().optional() }),
        response: {
          200: z.object({ from: z.string(), to: z.string(), publications: z.array(publicationJson), orders: z.array(orderJson) }),
        },
      },
    },
    async (request) => request.services.release.calendar(request.em, request.viewer, request.query),
  );

  app.get(
    '/articles/:id/release',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags: ['publishing'],
        summary: "The release's receipt: each channel (wire orders, platforms, newsroom, feeds, alerts) with status, time and permalink",
        description:
          'status: scheduled, sent (handed over, not confirmed live), live, failed, or delayed (more than 120 s past its time without being live). ' +
          'A newsroom held back by a newswire order still out is scheduled, not delayed.',
        params: idParams,
        response: { 200: receiptJson },
      },
    },
    async (request) => request.services.releaseReceipts.receipt(request.em, request.viewer, request.params.id),
  );

  app.get(
    '/articles/:id/release-check',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags: ['publishing'],
        summary: "A release time read against the issuer's exchange calendar: trading day, notice and closing rules, RNS hours",
        description:
          'Findings (stable codes): market_hours_notice (NYSE/Nasdaq: the exchange must be told 10 minutes before; resolved once a notice is recorded in time), ' +
          'closing_window (NYSE/Nasdaq, 10 minutes before the close to 5 after), outside_rns_hours (LSE/AIM outside 07:00-18:30 London time), market_closed_day ' +
          '(weekend or exchange holiday), no_exchange_calendar, calendar_not_published. Findings inform; they block nothing. 400 no_time_zone for a time without Z or an offset.',
        params: idParams,
        querystring: z.object({
          scheduledFor: z.string().optional().describe('ISO 8601 with Z or an offset, e.g. 2026-11-30T09:15:00-05:00; absent: now'),
        }),
        response: { 200: releaseCheckJson },
      },
    },
    async (request) => request.services.releaseCheck.check(request.em, request.viewer, request.params.id, request.query),
  );

  app.put(
    '/articles/:id/exchange-notice',
    {
      schema: {
        ...routeSecurity('organization.read', 'release.publish'),
        tags: ['publishing'],
        summary: 'Record when the issuer told its exchange of this release (audited); release-check then resolves market_hours_notice',
        params: idParams,
        body: z.object({ notifiedAt: z.string().optional().describe('ISO 8601 with Z or an offset, not in the future; absent: now') }),
        response: { 200: z.object({ articleId: z.string(), exchangeNotifiedAt: z.string() }) },
      },
    },
    async (request) => request.services.releaseCheck.recordExchangeNotice(request.em, request.viewer, request.params.id, request.body),
  );
};
