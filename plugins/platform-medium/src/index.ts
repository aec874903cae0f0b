import { z } from 'zod';
import { definePlatformPlugin, parseVendorAnswer, type PlatformArticle, type PublishPlatform } from '@issuerwire/plugin-sdk';

// Medium: publishes an article on the user's profile with their integration token, through Medium's
// API v1 (GET /v1/me for the author id, POST /v1/users/{authorId}/posts). Medium's API has no read
// endpoint for posts and no statistics, so metrics() answers an empty record: the hosted page's own
// counts are all there is. Docs: https://github.com/Medium/medium-api-docs (archived in 2023: Medium no
// longer supports the API, but it still answers).

export const PUBLISH_STATUSES = ['public', 'unlisted'] as const;

export const optionsSchema = z.object({
  /** 'unlisted': reachable by its link only. Drafts are not offered: the API cannot read one back. */
  publishStatus: z.enum(PUBLISH_STATUSES).default('public'),
  baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.medium.com'),
});
export type MediumOptions = z.output<typeof optionsSchema>;

export const credentialsSchema = z.object({
  /** The integration token from medium.com/me/settings (Security and apps > Integration tokens). */
  integrationToken: z
    .string()
    .trim()
    .min(20, 'must be the integration token from Medium settings (Security and apps > Integration tokens)')
    .regex(/^[A-Za-z0-9_-]+$/, 'must be the integration token exactly as Medium shows it'),
});
export type MediumCredentials = z.infer<typeof credentialsSchema>;

/** Medium keeps at most five tags and ignores any longer than 25 characters. */
export const MAX_TAGS = 5;
export const MAX_TAG_LENGTH = 25;

const meSchema = z.object({ data: z.object({ id: z.string().min(1), username: z.string().optional() }) });
const postSchema = z.object({
  data: z.object({ id: z.string().min(1), url: z.string().optional(), publishStatus: z.string().optional() }),
});

/** The tags Medium will keep: trimmed, at most 25 characters, no repeats, the first five. */
export function mediumTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    const key = tag.toLowerCase();
    if (!tag || tag.length > MAX_TAG_LENGTH || seen.has(key)) continue;
    seen.add(key);
    kept.push(tag);
  }
  return kept.slice(0, MAX_TAGS);
}

/** Medium shows `title` only in listings: the post body must carry it as its heading. */
export function mediumContent(article: PlatformArticle): string {
  const markdown = article.markdown.trim();
  const heading = /^#\s+(.+?)\s*#*\s*(?:\n|$)/.exec(markdown)?.[1];
  return heading?.trim() === article.title.trim() ? markdown : `# ${article.title.trim()}\n\n${markdown}`;
}

export default definePlatformPlugin({
  id: 'medium',
  name: 'Medium',
  optionsSchema,
  // No operator credentials: each user connects their own integration token.
  create(options, host): PublishPlatform<MediumCredentials> {
    const api = host.http({ baseUrl: options.baseUrl, headers: { 'accept-charset': 'utf-8' } });
    const auth = (c: MediumCredentials) => ({ authorization: `Bearer ${c.integrationToken}` });

    return {
      id: 'medium',
      name: 'Medium',
      editorFormat: 'markdown',
      maxLength: null,
      credentialsSchema,
      // Profiles and posts live on medium.com (medium.com/@name) and its subdomains (name.medium.com).
      accountHosts: () => ['medium.com'],

      async publish(article, credentials, ctx) {
        const json = {
          title: article.title.trim(),
          contentFormat: 'markdown',
          content: mediumContent(article),
          canonicalUrl: article.canonicalUrl,
          tags: mediumTags(article.tags),
          publishStatus: options.publishStatus,
        };
        if (host.sandbox) {
          host.logger.info('Sandbox: nothing was posted to Medium.', { title: json.title });
          return { status: 'published', postId: `sandbox-${ctx.idempotencyKey}`, sandbox: true };
        }
        const me = await api.request({ method: 'GET', path: '/v1/me', headers: auth(credentials), retry: 'safe' });
        const authorId = parseVendorAnswer(meSchema, me.json(), 'Medium').data.id;
        const res = await api.request({
          method: 'POST',
          path: `/v1/users/${encodeURIComponent(authorId)}/posts`,
          headers: auth(credentials),
          json,
          retry: 'never', // a public post is never sent twice blindly; Medium takes no idempotency key
          unknownOutcomeHint: 'Medium may have published the post anyway: check the profile before publishing again.',
        });
        const post = parseVendorAnswer(postSchema, res.json(), 'Medium').data;
        return { status: 'published', postId: post.id, url: post.url };
      },

      async metrics() {
        return {}; // Medium's API exposes no statistics; the hosted page measures its own visits
      },
    };
  },
});
