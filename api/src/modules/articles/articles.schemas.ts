import { z } from 'zod';
import { ARTICLE_STATUSES } from './articles.constants';
import { PAYMENT_FORMS } from '../compliance/compliance.constants';

/** What a save answers (the toast's text; spec section 8: "Your changes have been saved successfully."). */
export const ARTICLE_MESSAGES = {
  updated: 'Your changes have been saved successfully.',
  restored:
    'Your changes have been saved. The mandatory disclosures were restored at the end of the article; they cannot be removed or changed.',
} as const;

/** PUT /api/articles/{id}: the spec's body. */
export const updateArticleSchema = z.object({
  title: z.string().trim().min(1, 'Required').max(500, 'The title is too long (500 characters at most).'),
  content: z.string().min(1, 'Required').max(200_000, 'The article is too long (200,000 characters at most).'),
});

/** POST /api/articles/{id}/regenerate: a title the issuer edited stays unless they ask for a new one. */
export const generateArticleSchema = z.object({
  confirmOverage: z
    .boolean()
    .optional()
    .describe("The issuer accepts the plan's overage price for an article beyond the month's allowance (402 without it)"),
});

export const regenerateArticleSchema = z.object({ replaceTitle: z.boolean().optional() });

export const articleListQuerySchema = z.object({
  campaignId: z.string().optional(),
  status: z.enum(ARTICLE_STATUSES).optional(),
});

const complianceReport = z.object({
  score: z.number(),
  level: z.enum(['compliant', 'needs_review', 'non_compliant']),
  counts: z.object({ critical: z.number(), important: z.number(), advisory: z.number() }),
  findings: z.array(
    z.object({
      ruleId: z.string(),
      severity: z.enum(['critical', 'important', 'advisory']),
      title: z.string(),
      message: z.string(),
      text: z.string().nullable(),
    }),
  ),
  checkedAt: z.string(),
});

/** What an article's disclosures state, as data (read-only: written with the disclosures). */
const disclosureFacts = z.object({
  payer: z.object({ name: z.string(), ticker: z.string(), exchange: z.string() }),
  payment: z.object({
    amountCents: z
      .number()
      .int()
      .describe("In US cents: what IssuerWire charged for this content (GET /api/billing/charges); 0 within the plan's allowance"),
    currency: z.enum(['USD']),
    form: z.enum(PAYMENT_FORMS),
    subscription: z
      .object({ name: z.string(), priceCents: z.number().int(), articlesPerMonth: z.number().int() })
      .nullable()
      .optional()
      .describe(
        'The monthly plan it was written under, as the disclosure names it; absent for content billed before plans were subscriptions',
      ),
  }),
  aiAssisted: z.boolean().describe('A model drafted it; false: the built-in composer (automated writing software)'),
  model: z.string().nullable().optional().describe('The model named by the AI-assistance disclosure; null for the built-in composer'),
  notAdvice: z.boolean(),
  forwardLooking: z.object({
    included: z.boolean().describe('The text looks forward, so it carries the legend'),
    jurisdiction: z
      .string()
      .nullable()
      .describe("The listing's jurisdiction (US, CA, UK, AU) whose wording the legend uses; null outside the known listings"),
    pennyStock: z.boolean(),
    safeHarbor: z.boolean().describe('The legend cites the statutory safe harbor'),
  }),
  items: z.array(z.object({ id: z.enum(['paid', 'ai', 'not-advice', 'forward-looking']), title: z.string(), text: z.string() })),
});

/** The spec's article fields (id, campaignId, title, content, status, platforms, compliance, views, engagement, createdAt, publishedAt) and ours. */
export const articleJson = z
  .object({
    id: z.string(),
    campaignId: z.string(),
    title: z.string(),
    content: z.string(),
    status: z.enum(ARTICLE_STATUSES),
    platforms: z.array(z.string()),
    compliance: z.boolean(),
    views: z.number(),
    engagement: z.number(),
    createdAt: z.date(),
    publishedAt: z.date().nullable(),
    // Beyond the spec's shape:
    updatedAt: z.date(),
    wordCount: z.number(),
    disclosures: z.string(),
    disclosureFacts: disclosureFacts
      .nullable()
      .describe('What the disclosures state, as data; null for articles written before they were stored'),
    body: z.string(),
    version: z.number(),
    releasedVersion: z
      .number()
      .nullable()
      .describe(
        'The version the hosted page and the platforms show (the last one released through the compliance gate and approval); null until released',
      ),
    model: z.string().nullable(),
    complianceReport: complianceReport.nullable(),
    publicUrls: z
      .object({
        page: z.string().nullable().describe('The hosted article page (absolute), /p/<slug>; null until the article is first published'),
        pixel: z
          .string()
          .describe(
            'The view pixel (absolute), /t/v/<articleId>: a GET from a reader counts a view (bots, HEAD and prefetches are answered but not counted)',
          ),
      })
      .describe('Where readers meet the article: embed the pixel where you show it (docs/partner-api.md, "Tracking URLs")'),
  })
  .meta({ id: 'Article' });

export const generationSummaryJson = z.object({
  wordCount: z.number(),
  model: z.string(),
  version: z.number(),
  complianceLevel: z.enum(['compliant', 'needs_review', 'non_compliant']),
  complianceScore: z.number(),
  findings: z.object({ critical: z.number(), important: z.number(), advisory: z.number() }),
  disclosures: z.array(z.string()),
  forwardLooking: z.boolean(),
  chargedCents: z.number(),
  quota: z.object({ plan: z.string(), limit: z.number(), used: z.number(), remaining: z.number() }),
});

export const generationResultJson = z.object({ article: articleJson, summary: generationSummaryJson });

export const updateArticleResultJson = z.object({
  article: articleJson,
  disclosuresRestored: z.boolean(),
  changed: z.boolean(),
  message: z.string(),
});

const diffLine = z.object({ op: z.enum(['equal', 'add', 'remove']), text: z.string() });

export const articleHistoryJson = z.object({
  articleId: z.string(),
  versions: z.array(
    z.object({
      version: z.number(),
      title: z.string(),
      body: z.string(),
      contentHash: z.string(),
      reason: z.enum(['generated', 'edited', 'regenerated']),
      actorId: z.string().nullable(),
      model: z.string().nullable(),
      createdAt: z.date(),
      titleChanged: z.boolean(),
      diff: z.array(diffLine).nullable(),
    }),
  ),
  events: z.array(
    z.object({
      id: z.string(),
      action: z.string(),
      entityType: z.string(),
      entityId: z.string().nullable(),
      actorId: z.string().nullable(),
      contentHash: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
      createdAt: z.date(),
    }),
  ),
});
