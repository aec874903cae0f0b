import { z } from '../../lib/zod';

// Bodies and answers of Settings → Newsroom (one schema for REST and GraphQL).

/** A newsroom slug: lower-case letters, digits and inner hyphens, 2 to 60 characters. */
export const NEWSROOM_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])$/;

export const NEWSROOM_MESSAGES = {
  slugInvalid: 'The newsroom address may use lower-case letters, digits and hyphens (2 to 60, no hyphen at either end).',
  slugTaken: 'Another company already uses this newsroom address. Choose another.',
  logoUrl: 'The logo must be an https:// address',
} as const;

export const newsroomUpdateSchema = z.object({
  slug: z.string().trim().toLowerCase().max(200).optional(),
  title: z.string().trim().min(1, 'Give the newsroom a title').max(120).optional(),
  logoUrl: z
    .union([z.url({ protocol: /^https$/, error: NEWSROOM_MESSAGES.logoUrl }).max(2048), z.literal('')])
    .nullish()
    .transform((v) => v || null),
});

export const newsroomJson = z.object({
  slug: z.string(),
  url: z.string().describe('The public newsroom'),
  title: z.string(),
  logoUrl: z.string().nullable(),
  feeds: z.object({ rss: z.string(), atom: z.string(), json: z.string() }),
  canChange: z.boolean().describe('The viewer may change it (owners)'),
});
