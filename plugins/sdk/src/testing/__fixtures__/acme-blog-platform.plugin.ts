import { z } from 'zod';
import { definePlatformPlugin } from '../../define-plugin';
import type { PublishPlatform } from '../../platform.contract';
import type { FakeRoute } from '../fake-vendor';

// A made-up blog platform, written the way a real platform plugin is, to prove the platform kit.

const credentialsSchema = z.object({ token: z.string().min(10, 'must be the integration token from Acme Blog settings') });
type AcmeBlogCredentials = z.infer<typeof credentialsSchema>;

const postSchema = z.object({ id: z.string(), state: z.enum(['live', 'review']), url: z.string().optional() });

export default definePlatformPlugin({
  id: 'acme-blog',
  name: 'Acme Blog',
  optionsSchema: z.object({ baseUrl: z.url({ protocol: /^https?$/ }).default('https://api.acme-blog.example') }),
  // The return type names the credentials so publish/metrics receive them typed.
  create(options, host): PublishPlatform<AcmeBlogCredentials> {
    const api = host.http({ baseUrl: options.baseUrl });
    const auth = (c: AcmeBlogCredentials) => ({ authorization: `Bearer ${c.token}` });
    const toResult = (answer: unknown) => {
      const post = postSchema.parse(answer);
      return { status: post.state === 'live' ? ('published' as const) : ('pending' as const), postId: post.id, url: post.url };
    };
    return {
      id: 'acme-blog',
      name: 'Acme Blog',
      editorFormat: 'markdown',
      maxLength: null,
      credentialsSchema,
      async publish(article, credentials, ctx) {
        if (host.sandbox) return { status: 'published', postId: `sandbox-${ctx.idempotencyKey}`, sandbox: true };
        const res = await api.request({
          method: 'POST',
          path: '/api/posts',
          headers: { ...auth(credentials), 'idempotency-key': ctx.idempotencyKey },
          json: { title: article.title, content_markdown: article.markdown, canonical_url: article.canonicalUrl, tags: article.tags },
          retry: 'never', // a public post is never sent twice blindly
        });
        return toResult(res.json());
      },
      async checkStatus(postId, credentials) {
        const res = await api.request({ method: 'GET', path: `/api/posts/${encodeURIComponent(postId)}`, headers: auth(credentials), retry: 'safe' });
        return toResult(res.json());
      },
      async metrics(postId, credentials) {
        const res = await api.request({ method: 'GET', path: `/api/posts/${encodeURIComponent(postId)}/stats`, headers: auth(credentials), retry: 'safe' });
        const stats = z.object({ views: z.number(), claps: z.number(), clicks: z.number() }).parse(res.json());
        return { views: stats.views, claps: stats.claps, clicks: stats.clicks };
      },
    };
  },
});

export function acmeBlogFakeRoutes(): Record<string, FakeRoute> {
  return {
    'POST /api/posts': { status: 201, json: { id: 'post_77', state: 'review' } },
    'GET /api/posts/:id': (req) => ({ json: { id: req.params.id, state: 'live', url: `https://acme-blog.example/p/${req.params.id}` } }),
    'GET /api/posts/:id/stats': { json: { views: 120, claps: 7, clicks: 15 } },
  };
}
