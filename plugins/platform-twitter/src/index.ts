import { z } from 'zod';
import {
  AuthExpired,
  Disconnected,
  InvalidContent,
  RateLimited,
  VendorError,
  definePlatformPlugin,
  isPluginError,
  parseVendorAnswer,
  secret,
  type PlatformMetrics,
  type PluginError,
  type PublishPlatform,
} from '@issuerwire/plugin-sdk';
import { PublishLedger } from './publish.ledger';
import { MAX_POST_LENGTH, linkPostText, threadTexts } from './post-text';
import { X_READ_STATUSES, xError } from './x-answer';
import { xOAuth } from './x-oauth';

// X (Twitter): publishes an article as one link post (title + link to the hosted page) or as a thread
// of replies, with the user's OAuth 2.0 token, through X API v2 (POST /2/tweets), and reads its
// metrics (GET /2/tweets/:id). Docs: https://docs.x.com/x-api/posts/creation-of-a-post

export const PUBLISH_MODES = ['link', 'thread'] as const;

export const optionsSchema = z.object({
  /**
   * OAuth 2.0 Client ID of the operator's X app, through which users connect their accounts. Absent:
   * no account can be connected through this deployment, so the plugin runs in sandbox.
   */
  clientId: z.string().trim().min(10, "must be the OAuth 2.0 Client ID from the X app's Keys and tokens page").optional(),
  /** The app's OAuth 2.0 Client Secret, for a confidential client (X's "Web App" type); absent: a public client. */
  clientSecret: secret(z.string().trim().min(10, "must be the OAuth 2.0 Client Secret from the X app's Keys and tokens page")).optional(),
  /** Where users authorize the app (a test points it at a fake). */
  authorizeUrl: z.url({ protocol: /^https?$/ }).default('https://x.com/i/oauth2/authorize'),
  /** 'link': one post with the title and the hosted page's link. 'thread': the whole article as replies. */
  mode: z.enum(PUBLISH_MODES).default('link'),
  /** Longest thread this server posts; a longer article is refused before anything is sent. */
  maxThreadPosts: z.number().int().min(2).max(50).default(25),
  baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.x.com'),
});
export type TwitterOptions = z.output<typeof optionsSchema>;

export const credentialsSchema = z.object({
  /** User-context OAuth 2.0 access token (scopes tweet.read, tweet.write, users.read). */
  accessToken: z.string().trim().min(20, 'must be the OAuth 2.0 user access token X issued when the account was connected'),
  /** From the OAuth connect: renews the access token (X rotates it on every use). */
  refreshToken: z.string().trim().min(10).optional(),
  /** When the access token expires (ISO 8601): it is renewed shortly before. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  /** The account's handle, for post links; without it links use x.com/i/web/status/<id>. */
  username: z
    .string()
    .regex(/^[A-Za-z0-9_]{1,15}$/, 'must be the X handle without @')
    .optional(),
});
export type TwitterCredentials = z.infer<typeof credentialsSchema>;

const createdSchema = z.object({ data: z.object({ id: z.string().min(1), text: z.string() }) });

const count = z.number().finite().nonnegative();
const lookupSchema = z.object({
  data: z
    .object({
      id: z.string(),
      public_metrics: z
        .looseObject({ impression_count: count.optional(), like_count: count.optional(), retweet_count: count.optional() })
        .optional(),
      non_public_metrics: z.looseObject({ impression_count: count.optional(), url_link_clicks: count.optional() }).optional(),
      organic_metrics: z.looseObject({ impression_count: count.optional(), url_link_clicks: count.optional() }).optional(),
    })
    .optional(),
  errors: z.array(z.looseObject({ type: z.string().optional(), title: z.string().optional(), detail: z.string().optional() })).optional(),
});
type Lookup = z.infer<typeof lookupSchema>;

const meSchema = z.object({ data: z.object({ id: z.string().min(1) }) });
const timelineSchema = z.object({
  data: z
    .array(
      z.object({
        id: z.string(),
        conversation_id: z.string().optional(),
        entities: z
          .looseObject({ urls: z.array(z.looseObject({ url: z.string().optional(), expanded_url: z.string().optional() })).optional() })
          .optional(),
      }),
    )
    .optional(),
});

/** The same page: X may add or drop a trailing slash. */
function sameLink(found: string | undefined, expected: string): boolean {
  if (!found) return false;
  const norm = (u: string) => u.replace(/\/+(?=\?|#|$)/, '');
  return norm(found) === norm(expected);
}

const PRIVATE_FIELDS = 'public_metrics,non_public_metrics,organic_metrics';
const PUBLIC_FIELDS = 'public_metrics';

export function postUrl(postId: string, username?: string): string {
  return `https://x.com/${username ?? 'i/web'}/status/${postId}`;
}

/** The same typed error, its message saying how much of the thread is already public. */
function cutShort(error: unknown, postIds: string[], total: number, url: string): PluginError {
  const said = error instanceof Error ? error.message : String(error);
  const message =
    `X published ${postIds.length} of ${total} posts of the thread (${url}), then: ${said} ` +
    `A retry of this publication continues with post ${postIds.length + 1}.`;
  if (!isPluginError(error)) return new VendorError(null, message, { retryable: false, cause: error });
  const { outcomeUnknown } = error;
  switch (error.code) {
    case 'rate_limited':
      return new RateLimited((error as RateLimited).retryAfterMs, message, { cause: error });
    case 'auth_expired':
      return new AuthExpired(message, { cause: error });
    case 'invalid_content':
      return new InvalidContent(message, { cause: error });
    case 'disconnected':
      return new Disconnected(message, { retryable: error.retryable, outcomeUnknown, cause: error });
    default:
      return new VendorError((error as Partial<VendorError>).status ?? null, message, {
        retryable: error.retryable,
        outcomeUnknown,
        cause: error,
      });
  }
}

export default definePlatformPlugin({
  id: 'twitter',
  name: 'X (Twitter)',
  optionsSchema,
  hasCredentials: (options) => Boolean(options.clientId),
  create(options, host): PublishPlatform<TwitterCredentials> {
    const api = host.http({ baseUrl: options.baseUrl });
    const ledger = new PublishLedger();
    const auth = (c: TwitterCredentials) => ({ authorization: `Bearer ${c.accessToken}` });
    // Offered only where an X app is configured; in sandbox nothing may reach X.
    const oauth =
      options.clientId && !host.sandbox
        ? xOAuth<TwitterCredentials>(api, {
            clientId: options.clientId,
            clientSecret: options.clientSecret,
            authorizeUrl: options.authorizeUrl,
          })
        : undefined;

    async function createPost(text: string, replyTo: string | undefined, credentials: TwitterCredentials): Promise<string> {
      const res = await api.request({
        method: 'POST',
        path: '/2/tweets',
        headers: auth(credentials),
        json: replyTo ? { text, reply: { in_reply_to_tweet_id: replyTo } } : { text },
        accept: X_READ_STATUSES,
        retry: 'never', // a public post is never sent twice blindly; X takes no idempotency key
        unknownOutcomeHint: 'X may have published the post anyway: check the account before publishing again.',
      });
      if (X_READ_STATUSES.includes(res.status)) throw xError(res, 'the post', host.now().getTime());
      return parseVendorAnswer(createdSchema, res.json(), 'X').data.id;
    }

    async function lookup(postId: string, fields: string, credentials: TwitterCredentials): Promise<Lookup> {
      const res = await api.request({
        method: 'GET',
        path: `/2/tweets/${encodeURIComponent(postId)}`,
        query: { 'tweet.fields': fields },
        headers: auth(credentials),
        accept: X_READ_STATUSES,
        retry: 'safe',
      });
      if (X_READ_STATUSES.includes(res.status)) throw xError(res, 'the metrics lookup', host.now().getTime());
      return parseVendorAnswer(lookupSchema, res.json(), 'X');
    }

    return {
      id: 'twitter',
      name: 'X (Twitter)',
      editorFormat: 'plain',
      maxLength: MAX_POST_LENGTH,
      credentialsSchema,
      ...(oauth ? { oauth } : {}),
      accountHosts: () => ['x.com', 'twitter.com'],

      async publish(article, credentials, ctx) {
        const texts =
          options.mode === 'thread'
            ? threadTexts(article.title, article.markdown, article.canonicalUrl, options.maxThreadPosts)
            : [linkPostText(article.title, article.canonicalUrl)];
        if (texts.length > options.maxThreadPosts) {
          throw new InvalidContent(
            `The article needs ${texts.length} posts as a thread; this server posts at most ${options.maxThreadPosts}. ` +
              'Publish it as a link post, or shorten it.',
          );
        }
        if (host.sandbox) {
          host.logger.info('Sandbox: nothing was posted to X.', { posts: texts.length });
          return { status: 'published', postId: `sandbox-${ctx.idempotencyKey}`, sandbox: true };
        }
        const posted = ledger.progress(ctx.idempotencyKey, texts);
        for (let i = posted.length; i < texts.length; i++) {
          try {
            posted.push(await createPost(texts[i], posted[i - 1], credentials));
          } catch (error) {
            if (posted.length === 0) throw error; // nothing is public yet: the error as X gave it
            throw cutShort(error, posted, texts.length, postUrl(posted[0], credentials.username));
          }
          ledger.record(ctx.idempotencyKey, texts, posted);
        }
        return { status: 'published', postId: posted[0], url: postUrl(posted[0], credentials.username) };
      },

      /**
       * An interrupted publish: the account's posts since it began, looking for the one that links to
       * this article's page (the link post, or a thread's last post, whose conversation is the thread).
       */
      async lookup(article, credentials, ctx) {
        const me = await api.request({
          method: 'GET',
          path: '/2/users/me',
          headers: auth(credentials),
          accept: X_READ_STATUSES,
          retry: 'safe',
        });
        if (X_READ_STATUSES.includes(me.status)) throw xError(me, 'the account lookup', host.now().getTime());
        const userId = parseVendorAnswer(meSchema, me.json(), 'X').data.id;
        const res = await api.request({
          method: 'GET',
          path: `/2/users/${encodeURIComponent(userId)}/tweets`,
          query: { max_results: 100, start_time: ctx.since.toISOString(), 'tweet.fields': 'conversation_id,entities,created_at' },
          headers: auth(credentials),
          accept: X_READ_STATUSES,
          retry: 'safe',
        });
        if (X_READ_STATUSES.includes(res.status)) throw xError(res, 'the timeline lookup', host.now().getTime());
        const posts = parseVendorAnswer(timelineSchema, res.json(), 'X').data ?? [];
        const linking = posts.find((p) => (p.entities?.urls ?? []).some((u) => sameLink(u.expanded_url ?? u.url, article.canonicalUrl)));
        if (linking) {
          const postId = options.mode === 'thread' ? (linking.conversation_id ?? linking.id) : linking.id;
          return { status: 'published', postId, url: postUrl(postId, credentials.username) };
        }
        if (options.mode === 'thread' && posts.length > 0) {
          // A thread's first posts carry no link: some may be public without its last one.
          throw new VendorError(
            null,
            `X shows ${posts.length} post(s) since the thread began but none with the article's link: part of the thread may be public.`,
            { retryable: false },
          );
        }
        return null;
      },

      async metrics(postId, credentials): Promise<PlatformMetrics> {
        if (host.sandbox || postId.startsWith('sandbox-')) return {}; // nothing was posted, nothing to count
        let answer = await lookup(postId, PRIVATE_FIELDS, credentials);
        const refused = (type: string) => (answer.errors ?? []).some((e) => e.type?.includes(type));
        if (!answer.data && refused('not-authorized-for-field')) {
          // X keeps private metrics 30 days, for the author only: fall back to the public counts.
          answer = await lookup(postId, PUBLIC_FIELDS, credentials);
        }
        if (!answer.data) {
          const detail = answer.errors?.[0]?.detail ?? answer.errors?.[0]?.title ?? 'no data';
          if (refused('resource-not-found'))
            throw new VendorError(404, `The post ${postId} no longer exists on X: ${detail}`, { retryable: false });
          throw new VendorError(null, `X answered no metrics for post ${postId}: ${detail}`, { retryable: false });
        }
        const { public_metrics: pub, non_public_metrics: priv, organic_metrics: organic } = answer.data;
        const clicks = priv?.url_link_clicks ?? organic?.url_link_clicks;
        if (clicks === undefined) {
          host.logger.info(
            'X shares no link clicks for this post (no link, older than 30 days, or not the author): clicks reported as 0.',
            {
              postId,
            },
          );
        }
        return {
          views: pub?.impression_count ?? priv?.impression_count ?? organic?.impression_count ?? 0,
          likes: pub?.like_count ?? 0,
          retweets: pub?.retweet_count ?? 0,
          clicks: clicks ?? 0,
        };
      },
    };
  },
});
