import { PUBLIC_ROUTE, routeSecurity } from '../identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from '../../lib/zod';
import { tickerParam } from '../market';
import { complianceCheckBody } from './compliance.schemas';
import { contentGenerateBody } from './content-generator.schemas';
import { disclosureSlotsJson, findingCategoryJson, findingRewriteJson } from './compliance.views';

const strings = z.array(z.string());

const findingJson = z.object({
  ruleId: z.string(),
  category: findingCategoryJson,
  title: z.string(),
  severity: z.string().describe('critical, important or advisory'),
  citation: z.string().describe('The rule or guidance it comes from'),
  message: z.string(),
  suggestion: z.string(),
  rewrite: findingRewriteJson,
  span: z
    .object({ start: z.number().int(), end: z.number().int(), text: z.string() })
    .nullable()
    .describe('Where in the text; null for something missing'),
});

const checkJson = z.object({
  complianceLevel: z.string(),
  warnings: z.object({ critical: strings, important: strings, advisory: strings }),
  findings: z.array(findingJson),
  complianceScore: z.number().describe('0 to 100'),
  result: z.enum(['compliant', 'needs_review', 'non_compliant']),
  exchange: z.string(),
  jurisdiction: z.string(),
  disclosures: disclosureSlotsJson,
});

const analysisJson = z.object({
  complianceScore: z.number().describe('0 to 100'),
  criticalIssues: strings,
  recommendations: strings,
  findings: z.array(findingJson),
});

const guidelinesJson = z.object({
  simplified: z.object({
    exchange: z.string(),
    jurisdiction: z.string(),
    complianceLevel: z.string(),
    riskLevel: z.string(),
    keyRequirements: strings,
  }),
  guidelines: z.object({
    materialChangeDeadline: z.string(),
    distributionRequirements: strings,
    financialReportingRequirements: strings,
    minimumDisclosures: strings,
    additionalRestrictions: strings,
  }),
  ticker: z.string(),
  companyName: z.string(),
  // Typed in GraphQL (Guidelines.detail); here described, so the spec's shape above stays the contract.
  detail: z.unknown().describe('The same rules as items { id, text, citation, unconfirmed? }, and pennyStockLikely'),
  deadlines: z.object({
    eventTime: z.string(),
    materialChangeReport: z.object({ form: z.string(), dueAt: z.string() }).nullable(),
    release: z.unknown().describe('When the release must go out, and why; null where no rule says'),
  }),
});

const generatedJson = z.object({
  title: z.string(),
  content: z.string().describe('Markdown, with the mandatory disclosures'),
  complianceLevel: z.string(),
  jurisdiction: z.string(),
  exchange: z.string(),
  warnings: strings,
  mandatoryDisclosures: strings,
  timestamp: z.string(),
  findings: z.array(findingJson),
  complianceScore: z.number(),
  model: z.string().describe('The model that wrote it, or composer (offline templates)'),
  researchFacts: z.array(z.object({ label: z.string(), value: z.string(), source: z.string() })),
});

export const complianceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/guidelines/:ticker',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['compliance'],
        summary: "Disclosure guidelines for the ticker's listing, with computed deadlines (eventTime defaults to now)",
        params: z.object({ ticker: tickerParam }),
        querystring: z.object({
          eventTime: z.iso.datetime({ offset: true, message: 'eventTime must be an ISO 8601 date-time' }).optional(),
        }),
        response: { 200: guidelinesJson },
      },
    },
    async (request) => {
      const eventTime = request.query.eventTime ? new Date(request.query.eventTime) : new Date();
      return request.services.compliance.guidelines(request.params.ticker, eventTime, request.em);
    },
  );

  app.post(
    '/compliance/check',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['compliance'],
        summary: 'Check text against the listing rules: level and warnings in three groups, with findings',
        body: complianceCheckBody,
        response: { 200: checkJson },
      },
    },
    async (request) => request.services.compliance.check(request.body.ticker, request.body.content, request.em),
  );

  app.post(
    '/content/analyze',
    {
      schema: {
        ...PUBLIC_ROUTE,
        tags: ['compliance'],
        summary: 'Compliance score 0–100, critical issues and recommendations',
        body: complianceCheckBody,
        response: { 200: analysisJson },
      },
    },
    async (request) => request.services.compliance.analyze(request.body.ticker, request.body.content, request.em),
  );
};

export const contentGeneratorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/content/generate',
    {
      schema: {
        ...routeSecurity('article.write'),
        tags: ['compliance'],
        summary: 'Generate a compliant press release for your own ticker (verified issuers), with disclosures and its check',
        body: contentGenerateBody,
        response: { 200: generatedJson },
      },
    },
    async (request) => request.services.contentGenerator.generate(request.em, request.viewer, request.body),
  );
};
