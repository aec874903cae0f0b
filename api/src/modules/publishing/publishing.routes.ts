import { PERSON_ROUTE, routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { CURSOR_PAGE_DESCRIPTION, cursorAnswer, cursorPageJson, cursorQueryFields, cursorRequest } from '../../lib/cursor-page';
import { AppError } from '../../lib/errors';
import { platformJson, publicationJson } from './publishing.schemas';

const tags = ['publishing'];
const idParams = z.object({ id: z.string() });

export const publishingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/articles/:id/publications',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: "An article's publications, newest first",
        description:
          CURSOR_PAGE_DESCRIPTION +
          ' 404 for an article that is not yours.' +
          ' Until 2026-11-29 a GET without limit or after answered the whole list as a bare array (docs/graphql-changelog.md, REST).',
        params: idParams,
        querystring: z.object(cursorQueryFields),
        response: { 200: cursorPageJson(publicationJson, 'Publication') },
      },
    },
    async (request) => {
      await request.services.articles.get(request.em, request.viewer, request.params.id);
      const filter = { articleId: request.params.id };
      return cursorAnswer(await request.services.publishing.listPage(request.em, request.viewer, filter, cursorRequest(request.query)));
    },
  );

  app.get(
    '/publications',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'Your publications, newest first (filter: articleId)',
        description:
          CURSOR_PAGE_DESCRIPTION +
          ' Until 2026-11-29 a GET without limit or after answered the whole list as a bare array (docs/graphql-changelog.md, REST).',
        querystring: z.object({ articleId: z.string().optional(), ...cursorQueryFields }),
        response: { 200: cursorPageJson(publicationJson, 'Publication') },
      },
    },
    async (request) => {
      const filter = { articleId: request.query.articleId };
      return cursorAnswer(await request.services.publishing.listPage(request.em, request.viewer, filter, cursorRequest(request.query)));
    },
  );

  app.get(
    '/publications/:id',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: "One publication (404 for any other issuer's)",
        params: idParams,
        response: { 200: publicationJson },
      },
    },
    async (request) => request.services.publishing.get(request.em, request.viewer, request.params.id),
  );

  app.post(
    '/publications/:id/cancel',
    {
      schema: {
        ...routeSecurity('organization.read', 'release.publish'),
        tags,
        summary: 'Cancel a scheduled or pending publication',
        params: idParams,
        response: { 200: publicationJson },
      },
    },
    async (request) => request.services.publishing.cancel(request.em, request.viewer, request.params.id),
  );

  app.post(
    '/publications/:id/retry',
    {
      schema: {
        ...routeSecurity('organization.read', 'release.publish'),
        tags,
        summary: 'Retry a failed publication (check the platform first when the outcome was unknown)',
        params: idParams,
        response: { 200: publicationJson },
      },
    },
    async (request) => request.services.publishing.retry(request.em, request.viewer, request.params.id),
  );

  app.post(
    '/publications/:id/confirm',
    {
      schema: {
        ...routeSecurity('organization.read', 'release.publish'),
        tags,
        summary: 'Record the URL of a post published by hand (pending, e.g. Substack); the platform checks it',
        params: idParams,
        body: z.looseObject({ url: z.string() }),
        response: { 200: publicationJson },
      },
    },
    async (request) => request.services.publishing.confirm(request.em, request.viewer, request.params.id, request.body),
  );

  app.get(
    '/platforms',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'Publishing platforms with your connection and sandbox state (never credentials)',
        response: { 200: z.array(platformJson) },
      },
    },
    async (request) => request.services.connections.platforms(request.em, request.viewer),
  );

  app.put(
    '/platforms/:id/connection',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Connect your account: credentials checked by the platform plugin, stored encrypted (AES-256-GCM)',
        params: idParams,
        body: z.looseObject({ credentials: z.record(z.string(), z.unknown()), label: z.string().optional() }),
        response: { 200: platformJson },
      },
    },
    async (request) => request.services.connections.connect(request.em, request.viewer, request.params.id, request.body),
  );

  app.delete(
    '/platforms/:id/connection',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Disconnect: the stored credentials are deleted; the platform runs in sandbox',
        params: idParams,
        response: { 200: platformJson },
      },
    },
    async (request) => request.services.connections.disconnect(request.em, request.viewer, request.params.id),
  );

  app.get(
    '/platforms/:id/oauth/start',
    {
      schema: {
        // A browser's navigation (it only redirects), not an API call: out of the OpenAPI document, whose
        // clients expect an answer; Platform.oauthStartUrl gives the address.
        hide: true,
        ...PERSON_ROUTE,
        tags,
        summary: 'Connect your account by signing in to the platform (OAuth 2.0 with PKCE): redirects to its authorize page',
        description:
          'Signed in. 302 to the platform; it sends the browser back to /api/platforms/{id}/oauth/callback. ' +
          '400 oauth_not_configured when the operator has not configured the platform app (TWITTER_CLIENT_ID for X); 404 unknown_platform.',
        params: idParams,
      },
    },
    async (request, reply) =>
      reply.redirect(await request.services.connections.oauthStart(request.em, request.viewer, request.params.id), 302),
  );

  app.get(
    '/platforms/:id/oauth/callback',
    {
      schema: {
        // A browser's navigation (it only redirects), not an API call: out of the OpenAPI document, whose
        // clients expect an answer; Platform.oauthStartUrl gives the address.
        hide: true,
        ...PERSON_ROUTE,
        tags,
        summary: 'Where the platform sends the browser back: the tokens are stored encrypted, then 302 to /settings?connected={id}',
        description:
          'A refusal also ends on the Settings screen, as /settings?platform={id}&connectError={code} with code oauth_denied (the user declined), ' +
          'oauth_state_invalid (unknown, used or expired link), oauth_code_missing, oauth_exchange_failed or oauth_not_configured; 401 when not signed in.',
        params: idParams,
        querystring: z.looseObject({
          state: z.string().optional(),
          code: z.string().optional(),
          error: z.string().optional(),
          error_description: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      try {
        await request.services.connections.oauthCallback(request.em, request.viewer, id, request.query);
      } catch (error) {
        // The browser arrives from the platform: it lands on Settings, which says what went wrong.
        if (!(error instanceof AppError) || error.status === 401 || error.status === 404) throw error;
        request.log.warn({ platform: id, code: error.code }, 'platform OAuth connect refused');
        return reply.redirect(`/settings?${new URLSearchParams({ platform: id, connectError: error.code })}`, 302);
      }
      return reply.redirect(`/settings?${new URLSearchParams({ connected: id })}`, 302);
    },
  );
};
