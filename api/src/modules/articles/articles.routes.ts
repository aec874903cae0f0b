import { PUBLIC_ROUTE, routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentWriter } from '../../ai';
import { z } from '../../lib/zod';
import { CURSOR_PAGE_DESCRIPTION, cursorAnswer, cursorPageJson, cursorQueryFields, cursorRequest } from '../../lib/cursor-page';
import {
  ARTICLE_MESSAGES,
  articleHistoryJson,
  articleJson,
  articleListQuerySchema,
  generateArticleSchema,
  generationResultJson,
  regenerateArticleSchema,
  updateArticleResultJson,
  updateArticleSchema,
} from './articles.schemas';

const tags = ['articles'];
const idParams = z.object({ id: z.string() });

export const articlesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/campaigns/:id/generate-article',
    {
      schema: {
        ...routeSecurity('organization.read', 'article.write'),
        tags,
        summary: "Generate the campaign article (counted against the plan's monthly allowance); answers { article, summary }",
        description:
          'Beyond the allowance the article costs the plan\'s overage price: without { "confirmOverage": true } the answer is 402 overage_confirmation_required ' +
          '(with plan, limit, used, overageCents, currency, upgradeTo) and nothing is written or charged. ' +
          'Failures: 409 article_exists, 409 campaign_archived, 400 invalid_input for an incomplete draft, ' +
          '502/503/504 generation_failed (reason upstream_error, malformed, rate_limited with retryAfterSeconds, timeout). A failed generation saves nothing.',
        params: idParams,
        // Bodiless calls (the spec's client sends none) arrive as null.
        body: generateArticleSchema.nullish(),
        response: { 201: generationResultJson },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await request.services.articles.generate(request.em, request.viewer, request.params.id, request.body ?? {})),
  );

  app.get(
    '/content-writer',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags,
        summary: 'What writes drafts on this server: the built-in composer (no AI model configured) or the model by its name (public)',
        response: { 200: z.object({ builtIn: z.boolean(), name: z.string() }) },
      },
    },
    async (request) => contentWriter(request.services.contentModel),
  );

  app.get(
    '/articles',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: "The signed-in issuer's articles, newest first (filters: campaignId, status)",
        description:
          CURSOR_PAGE_DESCRIPTION +
          ' Until 2026-11-29 a GET without limit or after answered the whole list as a bare array (docs/graphql-changelog.md, REST).',
        querystring: articleListQuerySchema.extend(cursorQueryFields),
        response: { 200: cursorPageJson(articleJson, 'Article') },
      },
    },
    async (request) => {
      const { campaignId, status } = request.query;
      const page = cursorRequest(request.query);
      return cursorAnswer(await request.services.articles.listPage(request.em, request.viewer, { campaignId, status }, page));
    },
  );

  app.get(
    '/articles/:id',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'One article of the signed-in issuer (404 for any other)',
        params: idParams,
        response: { 200: articleJson },
      },
    },
    async (request) => request.services.articles.get(request.em, request.viewer, request.params.id),
  );

  app.put(
    '/articles/:id',
    {
      schema: {
        ...routeSecurity('organization.read', 'article.write'),
        tags,
        summary: 'Save the title and text; the disclosures are always restored at the end (disclosuresRestored says when they had to be)',
        params: idParams,
        body: updateArticleSchema,
        response: { 200: updateArticleResultJson },
      },
    },
    async (request) => {
      const result = await request.services.articles.update(request.em, request.viewer, request.params.id, request.body);
      return { ...result, message: result.disclosuresRestored ? ARTICLE_MESSAGES.restored : ARTICLE_MESSAGES.updated };
    },
  );

  app.post(
    '/articles/:id/regenerate',
    {
      schema: {
        ...routeSecurity('organization.read', 'article.write'),
        tags,
        summary:
          'A new text for the article (a new version; not counted against the quota). A title the issuer edited is kept unless replaceTitle is true',
        params: idParams,
        // Bodiless calls (the spec's client sends none) arrive as null.
        body: regenerateArticleSchema.nullish(),
        response: { 200: generationResultJson },
      },
    },
    async (request) =>
      request.services.articles.regenerate(request.em, request.viewer, request.params.id, request.body?.replaceTitle ?? false),
  );

  app.get(
    '/articles/:id/versions',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'Every version with a line diff against the previous one, and the audit trail',
        params: idParams,
        response: { 200: articleHistoryJson },
      },
    },
    async (request) => request.services.articles.history(request.em, request.viewer, request.params.id),
  );
};
