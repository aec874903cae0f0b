import { z } from '../../lib/zod';
import { isoDateTime, submissionPackageJson } from '../vendor-calls/vendor-calls.schemas';

// Bodies and queries of the publishing routes and mutations (one schema for both doors).

export const PUBLISH_MESSAGES = {
  noPlatform: 'Please select at least one platform',
  pastSchedule: 'The scheduled time must not be in the past',
  published: 'Your article has been published successfully.',
  scheduled: 'Article scheduled for publishing on the chosen platforms.',
} as const;

/** POST /api/articles/{id}/publish: the spec's `platforms` (a list, or the selector's comma-joined value) and an optional time. */
export const publishSchema = z.object({
  platforms: z
    .union([z.array(z.string()), z.string()])
    .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((p) => p.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, PUBLISH_MESSAGES.noPlatform).max(20))
    .transform((list) => [...new Set(list)]),
  scheduledFor: isoDateTime('The scheduled time must be an ISO 8601 date and time').nullish(),
});

export const confirmPublicationSchema = z.object({
  url: z.url({ protocol: /^https?$/, error: 'Enter the address of the published post (https://...)' }).max(2048),
});

export const connectPlatformSchema = z.object({
  credentials: z.record(z.string(), z.unknown()),
  label: z.string().trim().max(255).optional(),
});

/** GET /api/platforms/{id}/oauth/callback: what the vendor appends (RFC 6749 4.1.2), an error instead when the user declined. */
export const oauthCallbackSchema = z.object({
  state: z.string().max(500).optional(),
  code: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(1000).optional(),
});

export const calendarQuerySchema = z
  .object({
    from: isoDateTime('from must be an ISO 8601 date and time').optional(),
    to: isoDateTime('to must be an ISO 8601 date and time').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from.getTime() < q.to.getTime(), { message: 'from must be before to', path: ['to'] });

export const publicationListQuerySchema = z.object({
  articleId: z.string().optional(),
});

// ---------------------------------------------------------------------------------------------
// Answers (OpenAPI and serialisation)

/** A platform post's statuses (the entity's column, the answers, the webhooks). */
export const PUBLICATION_STATUS_VALUES = ['scheduled', 'publishing', 'published', 'pending', 'failed', 'cancelled'] as const;

export const publicationJson = z
  .object({
    id: z.string(),
    articleId: z.string(),
    campaignId: z.string(),
    articleTitle: z.string(),
    platform: z.string(),
    platformName: z.string(),
    status: z.enum(PUBLICATION_STATUS_VALUES).meta({ id: 'PublicationStatus' }),
    scheduledFor: z.string().nullable(),
    publishedAt: z.string().nullable(),
    postId: z.string().nullable(),
    url: z.string().nullable().describe('The post; in sandbox the hosted article page'),
    sandbox: z.boolean().describe('Nothing was posted to the platform'),
    attempts: z.number(),
    lastError: z.string().nullable().describe('Why it failed, or why the last attempt did while it is retried'),
    submission: submissionPackageJson.nullable().describe('Pending: what to post by hand, then confirm with the URL'),
    at: z.string().describe('Calendar date: published, else scheduled, else created'),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Publication' });

export const publishAnswerJson = z.object({
  message: z.string(),
  publications: z.array(publicationJson),
  hostedUrl: z.string(),
  movedAfterDistribution: z.object({ from: z.string(), to: z.string() }).optional(),
  newsroom: z
    .object({
      url: z.string().describe('The release on the newsroom (its permalink)'),
      version: z.number().describe('The article version shown there'),
      at: z.string().describe('Not shown before this time, nor before any newswire order of the article reports the release out'),
    })
    .optional()
    .describe('Present when platforms named newsroom'),
});

export const platformJson = z
  .object({
    id: z.string(),
    name: z.string(),
    connected: z.boolean(),
    label: z.string().nullable(),
    connectedAt: z.string().nullable(),
    sandbox: z.boolean(),
    sandboxReason: z.string().nullable(),
    editorFormat: z.string(),
    maxLength: z.number().nullable(),
    credentialFields: z.array(z.object({ name: z.string(), required: z.boolean(), description: z.string().nullable() })),
    oauthAvailable: z.boolean().describe('The account can be connected by signing in to the platform: GET /api/platforms/{id}/oauth/start'),
    oauthStartUrl: z.string().nullable().describe('Where to send the browser to connect by signing in; null when not available'),
  })
  .meta({ id: 'Platform' });
