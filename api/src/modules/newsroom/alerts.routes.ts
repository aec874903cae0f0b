import { PERSON_ROUTE, PUBLIC_ROUTE } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, TooManyRequestsError } from '../../lib/errors';
import { z } from '../../lib/zod';
import { sharedRateLimit } from '../../rest/shared-rate-limit';
import { alertPage } from './alerts.page';
import { NEWSROOM_CSP } from './newsroom.style';

const tags = ['newsroom'];

/** Subscribe calls per client address a minute (429 past it). */
const SUBSCRIBE_PER_ADDRESS = { max: 10, timeWindow: 60_000 };
/** Confirmation mails per email address an hour: past it the answer is the same and no mail goes (no mail bombing, no oracle). */
const SUBSCRIBE_PER_EMAIL = { max: 3, timeWindow: 60 * 60_000 };

const SUBSCRIBED_MESSAGE =
  'If this address can receive alerts, a confirmation mail is on its way. Open it and press the button to confirm.';

const subscribedJson = z.object({ message: z.string() });
const summaryJson = z.object({
  count: z.number().int().describe('Confirmed subscribers'),
  pending: z.number().int().describe('Asked, not confirmed yet'),
});

function html(reply: FastifyReply, body: string, status = 200) {
  return reply
    .code(status)
    .header('content-security-policy', NEWSROOM_CSP)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(body);
}

/** A form's fields (urlencoded), or RFC 8058's multipart body read just enough for its one field. */
function formFields(body: unknown): Record<string, string> {
  if (body && typeof body === 'object') return body as Record<string, string>;
  return {};
}

/**
 * Investor email alerts over HTTP (issue 40, point 4): the subscribe call (JSON under /api, and the
 * newsroom's own form), the double opt-in page, one-click unsubscribe (RFC 8058) and Settings → Newsroom's
 * subscriber count, export and removal. Registered at the root: its paths are spelled out in full.
 */
export const newsroomAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  // Forms post urlencoded; RFC 8058's POST may also come as multipart/form-data. Scoped to these routes.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 16_384 }, (_request, body, done) => {
    const oneClick = /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\n\s*One-Click/i.test(body as string);
    done(null, oneClick ? { 'List-Unsubscribe': 'One-Click' } : {});
  });

  const perAddress = sharedRateLimit(app, 'alert-address', SUBSCRIBE_PER_ADDRESS);
  const perEmail = sharedRateLimit(app, 'alert-email', { ...SUBSCRIBE_PER_EMAIL, keyGenerator: (request) => emailKey(request) });
  const emailKeys = new WeakMap<FastifyRequest, string>();
  const emailKey = (request: FastifyRequest) => emailKeys.get(request) ?? '';

  /** Counts the call against its address (429 past it) and its email (past it: no mail, the same answer). */
  async function subscribe(request: FastifyRequest, reply: FastifyReply, slug: string, body: unknown): Promise<void> {
    const { newsroomAlerts } = request.services;
    const address = await perAddress(request);
    if (!address.isAllowed && address.isExceeded) {
      reply.header('retry-after', String(address.ttlInSeconds));
      throw new TooManyRequestsError('Too many subscriptions from your network. Please wait a minute and try again.', address.ttlInSeconds);
    }
    const email = newsroomAlerts.parseEmail(body);
    emailKeys.set(request, email);
    const mailed = await perEmail(request);
    if (!mailed.isAllowed && mailed.isExceeded) {
      await newsroomAlerts.assertNewsroom(slug);
      return;
    }
    await newsroomAlerts.subscribe(slug, email);
  }

  app.post(
    '/api/newsroom/:slug/subscriptions',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: "Subscribe to a newsroom's email alerts (double opt-in); always 202 with the same answer",
        params: z.object({ slug: z.string() }),
        body: z.object({ email: z.string() }),
        response: { 202: subscribedJson },
      },
    },
    async (request, reply) => {
      await subscribe(request, reply, request.params.slug, request.body);
      return reply.code(202).send({ message: SUBSCRIBED_MESSAGE });
    },
  );

  // The newsroom page's form: the same call answered by a page.
  app.post(
    '/newsroom/:slug/subscribe',
    { logLevel: 'warn', schema: { hide: true, params: z.object({ slug: z.string() }) } },
    async (request, reply) => {
      await subscribe(request, reply, request.params.slug, { email: formFields(request.body).email ?? '' });
      return html(reply, alertPage({ title: 'Check your mail', message: SUBSCRIBED_MESSAGE }), 202);
    },
  );

  const tokenParams = z.object({ slug: z.string(), token: z.string().max(200) });
  // A GET (a link scanner's too) only shows the button.
  app.get('/newsroom/:slug/confirm/:token', { logLevel: 'warn', schema: { hide: true, params: tokenParams } }, async (request, reply) => {
    const { slug, token } = request.params;
    await request.services.newsroomAlerts.assertNewsroom(slug);
    return html(
      reply,
      alertPage({
        title: 'Confirm your email alerts',
        message: 'Press the button to receive each news release of this newsroom by mail.',
        action: { url: `/newsroom/${encodeURIComponent(slug)}/confirm/${encodeURIComponent(token)}`, label: 'Confirm my subscription' },
      }),
    );
  });
  app.post('/newsroom/:slug/confirm/:token', { logLevel: 'warn', schema: { hide: true, params: tokenParams } }, async (request, reply) => {
    const confirmed = await request.services.newsroomAlerts.confirm(request.params.slug, request.params.token);
    return confirmed
      ? html(reply, alertPage({ title: 'You are subscribed', message: 'Each news release will reach you by mail when it is out.' }))
      : html(
          reply,
          alertPage({
            title: 'This link no longer works',
            message: 'It was used already or replaced by a newer one. Subscribe again on the newsroom.',
          }),
          404,
        );
  });

  const unsubscribeParams = z.object({ token: z.string().max(200) });
  app.get(
    '/api/alerts/unsubscribe/:token',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: 'The unsubscribe page of an alert mail: one button, nothing changes on a GET',
        produces: ['text/html'],
        params: unsubscribeParams,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      return html(
        reply,
        alertPage({
          title: 'Unsubscribe from email alerts',
          message: 'Press the button to receive no more news releases at this address.',
          action: {
            url: `/api/alerts/unsubscribe/${encodeURIComponent(token)}`,
            label: 'Unsubscribe',
            fields: { 'List-Unsubscribe': 'One-Click' },
          },
        }),
      );
    },
  );
  app.post(
    '/api/alerts/unsubscribe/:token',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: 'One-click unsubscribe (RFC 8058): a POST of List-Unsubscribe=One-Click, no cookie needed',
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        produces: ['text/html'],
        params: unsubscribeParams,
      },
    },
    async (request, reply) => {
      const fields = formFields(request.body);
      if (fields['List-Unsubscribe'] !== 'One-Click') {
        // Mail providers (RFC 8058) and the page's button always send it: anything else is a malformed request.
        throw new AppError(
          'invalid_input',
          'Send List-Unsubscribe=One-Click to unsubscribe (the button of the unsubscribe page does).',
          400,
        );
      }
      // Unknown, forged or already used: the same answer (the token says nothing about anyone).
      await request.services.newsroomAlerts.unsubscribe(request.params.token);
      return html(reply, alertPage({ title: 'You are unsubscribed', message: 'No more news releases will be sent to this address.' }));
    },
  );

  app.get(
    '/api/newsroom/subscribers',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'How many confirmed alert subscribers the newsroom has (owners)',
        response: { 200: summaryJson },
      },
    },
    async (request) => request.services.newsroomAlerts.summary(request.em, request.viewer),
  );
  app.get(
    '/api/newsroom/subscribers.csv',
    { schema: { ...PERSON_ROUTE, tags, summary: 'The confirmed alert subscribers as CSV (owners)', produces: ['text/csv'] } },
    async (request, reply) => {
      const csv = await request.services.newsroomAlerts.exportCsv(request.em, request.viewer);
      return reply
        .header('content-disposition', 'attachment; filename="newsroom-subscribers.csv"')
        .header('cache-control', 'no-store')
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
  app.delete(
    '/api/newsroom/subscribers',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Remove addresses from the alert list (owners)',
        body: z.object({ emails: z.array(z.string()) }),
        response: { 200: z.object({ removed: z.number().int() }) },
      },
    },
    async (request) => request.services.newsroomAlerts.remove(request.em, request.viewer, request.body),
  );
};
