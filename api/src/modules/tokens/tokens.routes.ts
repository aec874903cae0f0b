import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { CURSOR_PAGE_DESCRIPTION, cursorAnswer, cursorPageJson, cursorQueryFields, cursorRequest } from '../../lib/cursor-page';
import { PERSON_ROUTE, TOKEN_SCOPES } from '../identity';
import { createTokenSchema } from './tokens.schemas';

const tags = ['tokens'];

const tokenJson = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(z.enum(TOKEN_SCOPES)),
    hint: z.string().describe('iwt_… and the last four characters of the secret'),
    status: z.enum(['active', 'expired', 'revoked']),
    createdBy: z.string().nullable(),
    createdAt: z.date(),
    expiresAt: z.date().nullable(),
    lastUsedAt: z.date().nullable().describe('To the minute'),
    revokedAt: z.date().nullable(),
  })
  .meta({ id: 'ApiToken' });

/** Partner tokens over REST (owner only): the same service as the GraphQL fields. */
export const tokensRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tokens',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: "The organization's API tokens, newest first (owner only; never the secrets)",
        description:
          CURSOR_PAGE_DESCRIPTION +
          ' Until 2026-11-29 a GET without limit or after answered the whole list as a bare array (docs/graphql-changelog.md, REST).',
        querystring: z.object(cursorQueryFields),
        response: { 200: cursorPageJson(tokenJson, 'ApiToken') },
      },
    },
    async (request) => cursorAnswer(await request.services.tokens.listPage(request.em, request.viewer, cursorRequest(request.query))),
  );

  app.post(
    '/tokens',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Create an API token (owner only): the secret is in this answer and nowhere else, ever',
        body: createTokenSchema,
        response: { 201: tokenJson.extend({ secret: z.string().describe('Send as Authorization: Bearer <secret>') }) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return request.services.tokens.create(request.em, request.viewer, request.body);
    },
  );

  app.delete(
    '/tokens/:id',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Revoke a token (owner only): its next call answers 401 and its sockets close',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: tokenJson },
      },
    },
    async (request) => request.services.tokens.revoke(request.em, request.viewer, request.params.id),
  );
};
