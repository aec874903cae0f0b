import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documentedEnum, z } from '../../lib/zod';
import { asksForCursorPage, cursorAnswer, cursorPageJson, cursorQueryFields, cursorRequest } from '../../lib/cursor-page';
import { ValidationError } from '../../lib/errors';
import { authorize, PERSON_ROUTE, routeSecurity } from '../identity';
import { CAMPAIGN_STATUSES } from './campaign.entity';
import { BUDGETS, CAMPAIGN_TONES, campaignListQuerySchema, changePlanSchema, CONTENT_FORMATS, SECTORS } from './campaigns.schemas';

const tags = ['campaigns'];
const idParams = z.object({ id: z.string() });

// For the OpenAPI document and light type checks; the service applies the form's full rules (or the draft rules).
const campaignBody = z.looseObject({
  title: z
    .string()
    .optional()
    .describe(
      'Required unless draft (400 invalid_input, fields.title "Required"). A draft without one is titled from its strongest highlight; an update without one keeps it',
    ),
  companyName: z.string().optional(),
  ticker: z.string().optional(),
  sector: documentedEnum(SECTORS).optional().describe('Required unless draft'),
  tone: documentedEnum(CAMPAIGN_TONES).optional().describe('Required unless draft'),
  highlights: z.string().nullable().optional(),
  website: z.string().nullable().optional().describe('An https address ("acme.com" is read as https://acme.com)'),
  confirmedLinks: z
    .array(z.string())
    .optional()
    .describe(
      'https URLs or origins the issuer confirmed as link targets: links to them on the hosted page are tracked. Absent on update: kept',
    ),
  pressRelease: z.string().nullable().optional(),
  format: z
    .enum(CONTENT_FORMATS)
    .optional()
    .describe('article (a feature for blog platforms, the default) or press-release (for the newswires)'),
  quote: z.string().nullable().optional().describe("The issuer's own quote; the piece quotes nobody without it"),
  quoteSpeakerName: z.string().nullable().optional().describe('Who is quoted (required with a quote)'),
  quoteSpeakerTitle: z.string().nullable().optional().describe("The speaker's title, e.g. Chief Executive Officer"),
  background: z.string().nullable().optional().describe("Feature brief: the company's background, one fact per line (optional)"),
  products: z.string().nullable().optional().describe("Feature brief: the company's products, one fact per line (optional)"),
  customers: z.string().nullable().optional().describe("Feature brief: the company's customers, one fact per line (optional)"),
  strategy: z.string().nullable().optional().describe("Feature brief: the company's strategy, one fact per line (optional)"),
  milestones: z.string().nullable().optional().describe("Feature brief: the company's milestones, one fact per line (optional)"),
  outlook: z.string().nullable().optional().describe("Feature brief: the company's outlook, one fact per line (optional)"),
  budget: documentedEnum(BUDGETS).optional().describe('Required (400 "Budget selection is required")'),
  draft: z
    .boolean()
    .optional()
    .describe(
      'Save Draft: only companyName and ticker are required; the title defaults to the headline of the strongest highlight ("<company> Campaign" without highlights)',
    ),
});

/** The plan a campaign is billed on (its budget), named once for the OpenAPI document. */
const budgetJson = z.enum(BUDGETS).meta({ id: 'Budget' });

const campaignJson = z
  .object({
    id: z.string(),
    title: z.string(),
    companyName: z.string(),
    ticker: z.string(),
    sector: documentedEnum([...SECTORS, '']).describe("'' while a draft has none"),
    tone: documentedEnum([...CAMPAIGN_TONES, '']).describe("'' while a draft has none"),
    highlights: z.string().nullable(),
    website: z.string().nullable(),
    confirmedLinks: z.array(z.string()),
    pressRelease: z.string().nullable(),
    format: z.enum(CONTENT_FORMATS),
    quote: z.string().nullable(),
    quoteSpeakerName: z.string().nullable(),
    quoteSpeakerTitle: z.string().nullable(),
    background: z.string().nullable(),
    products: z.string().nullable(),
    customers: z.string().nullable(),
    strategy: z.string().nullable(),
    milestones: z.string().nullable(),
    outlook: z.string().nullable(),
    budget: budgetJson,
    status: z.enum(CAMPAIGN_STATUSES).meta({ id: 'CampaignStatus' }),
    createdAt: z.date(),
    updatedAt: z.date(),
    archivedAt: z.date().nullable(),
    articleId: z.string().nullable(),
    articleStatus: z.string().nullable(),
  })
  .meta({ id: 'Campaign' });

/** The dashboard list item: the spec's fields (id, companyName, ticker, status, sector, budget, createdAt) and ours. */
const campaignListItem = campaignJson.pick({
  id: true,
  companyName: true,
  ticker: true,
  status: true,
  sector: true,
  budget: true,
  createdAt: true,
  title: true,
  articleId: true,
  articleStatus: true,
});

const campaignPageJson = z.object({ items: z.array(campaignListItem), total: z.number(), page: z.number(), pageSize: z.number() });
const campaignListJson = z.union([z.array(campaignListItem), campaignPageJson, cursorPageJson(campaignListItem, 'CampaignListItem')]);
const campaignListQuery = campaignListQuerySchema.extend(cursorQueryFields);

/**
 * A cached answer goes out as the JSON it was serialized to, through the route's own schema, when built:
 * Fastify sends bytes as they are (the typed reply only knows objects).
 */
function sendJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body as never);
}

const figures = z.object({
  activeCampaigns: z.number(),
  articlesPublished: z.number(),
  totalEngagement: z.number(),
  revenueCents: z.number(),
});
const statsJson = z.object({
  activeCampaigns: z.number(),
  articlesPublished: z.number(),
  totalEngagement: z.number(),
  revenue: z.number().describe('Dollars'),
  revenueCents: z.number(),
  changes: z
    .object({
      activeCampaigns: z.number().nullable(),
      articlesPublished: z.number().nullable(),
      totalEngagement: z.number().nullable(),
      revenue: z.number().nullable(),
    })
    .describe('Percent against last month; null when last month was 0'),
  monthly: z.object({ current: figures, previous: figures }),
  unreadNotifications: z.number(),
});

const planJson = z.object({
  id: budgetJson,
  name: z.string(),
  priceCents: z.number().describe('The monthly subscription, in US cents'),
  articlesPerMonth: z.number().describe('Articles a month the subscription includes'),
  overageCents: z.number().describe('Each article beyond them, in US cents (confirmed before it is charged)'),
  priceLabel: z.string(),
  features: z.array(z.string()),
});
const planUsageJson = z.object({
  plan: budgetJson,
  name: z.string(),
  priceCents: z.number(),
  overageCents: z.number(),
  limit: z.number(),
  used: z.number(),
  remaining: z.number(),
  periodStart: z.date(),
  resetsAt: z.date(),
  upgradeTo: budgetJson.nullable(),
  plans: z.array(planJson),
  changed: z.boolean().optional(),
});

export const campaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: "The dashboard's four cards from this issuer's data, with changes against last month and the unread notification count",
        response: { 200: statsJson },
      },
    },
    async (request, reply) => {
      const viewer = authorize(request.viewer, 'organization.read');
      const { stats, dashboardCache } = request.services;
      const { body } = await dashboardCache.answer(request.em, viewer.organizationId, `stats ${stats.periodKey()}`, async () => ({
        json: JSON.stringify(statsJson.parse(await stats.stats(request.em, viewer))),
      }));
      return sendJson(reply, body);
    },
  );

  app.get(
    '/campaigns',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'The dashboard list, newest first, archived left out',
        description:
          "Without query parameters: the spec's bare array (up to 1000; the x-total-count header gives the number). With limit or after: " +
          '{ items, nextCursor }, the cursor page every list answers (search and status filter it). With any of page, pageSize (max 100), search ' +
          '(title, company or ticker) or status (draft, scheduled, published, failed, archived, or all) and neither: { items, total, page, pageSize }.',
        querystring: campaignListQuery,
        response: { 200: campaignListJson },
      },
    },
    async (request, reply) => {
      const viewer = authorize(request.viewer, 'organization.read');
      if (asksForCursorPage(request.query)) {
        const { page, pageSize, search, status } = request.query;
        if (page !== undefined || pageSize !== undefined) {
          throw new ValidationError('page and pageSize do not go with limit and after: use one style', { page: 'Not with limit or after' });
        }
        const found = await request.services.campaigns.listPage(request.em, viewer, { search, status }, cursorRequest(request.query));
        return cursorAnswer(found);
      }
      const paged = Object.values(request.query).some((v) => v !== undefined);
      const { body, total } = await request.services.dashboardCache.answer(
        request.em,
        viewer.organizationId,
        `campaigns ${JSON.stringify(request.query)}`,
        async () => {
          const result = await request.services.campaigns.list(request.em, viewer, { ...request.query, unpaged: !paged });
          return { json: JSON.stringify(campaignListJson.parse(paged ? result : result.items)), total: result.total };
        },
      );
      reply.header('x-total-count', String(total));
      return sendJson(reply, body);
    },
  );

  app.post(
    '/campaigns',
    {
      schema: {
        ...routeSecurity('campaign.write'),
        tags,
        summary: "Create a campaign for the issuer's own ticker (403 for any other); answers it with its id",
        body: campaignBody,
        response: { 201: campaignJson },
      },
    },
    async (request, reply) => reply.code(201).send(await request.services.campaigns.createFrom(request.em, request.viewer, request.body)),
  );

  app.get(
    '/campaigns/:id',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: 'One campaign of the signed-in issuer (404 for any other)',
        params: idParams,
        response: { 200: campaignJson },
      },
    },
    async (request) => request.services.campaigns.get(request.em, request.viewer, request.params.id),
  );

  app.put(
    '/campaigns/:id',
    {
      schema: {
        ...routeSecurity('organization.read', 'campaign.write'),
        tags,
        summary: 'Change a campaign (e.g. complete a draft); the Save Draft rules apply',
        params: idParams,
        body: campaignBody,
        response: { 200: campaignJson },
      },
    },
    async (request) => request.services.campaigns.update(request.em, request.viewer, request.params.id, request.body),
  );

  app.delete(
    '/campaigns/:id',
    {
      schema: {
        ...routeSecurity('organization.read', 'campaign.write'),
        tags,
        summary: 'Archive: hidden from the list, cannot generate; its article and audit trail stay',
        params: idParams,
        response: { 200: campaignJson },
      },
    },
    async (request) => request.services.campaigns.archive(request.em, request.viewer, request.params.id),
  );

  app.get(
    '/plan',
    {
      schema: {
        ...routeSecurity('organization.read'),
        tags,
        summary: "The plan, this month's article quota and usage, and every plan",
        response: { 200: planUsageJson },
      },
    },
    async (request) => request.services.plans.usage(request.em, request.viewer),
  );

  app.post(
    '/plan',
    {
      schema: {
        ...PERSON_ROUTE,
        tags,
        summary: 'Change plan (recorded and audited; no payment processor)',
        body: changePlanSchema,
        response: { 200: planUsageJson },
      },
    },
    async (request) => request.services.plans.change(request.em, request.viewer, request.body.plan),
  );
};
