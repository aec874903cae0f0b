import { expect } from 'vitest';
import acmeBlog, { acmeBlogFakeRoutes } from './__fixtures__/acme-blog-platform.plugin';
import { startFakeVendor } from './fake-vendor';
import { describePlatformConformance } from './platform.conformance';

describePlatformConformance({
  plugin: acmeBlog,
  fake: () => startFakeVendor(acmeBlogFakeRoutes()),
  validOptions: (baseUrl) => ({ baseUrl }),
  invalidOptions: [{ options: { baseUrl: 'ftp://files.example' }, field: 'baseUrl' }],
  credentials: { token: 'blog-token-abcdef' },
  invalidCredentials: [{ credentials: { token: 'x' }, field: 'token' }],
  expectRequest(requests, { article, idempotencyKey }) {
    const [req] = requests;
    expect(req.method).toBe('POST');
    expect(req.path).toBe('/api/posts');
    expect(req.headers.authorization).toBe('Bearer blog-token-abcdef');
    expect(req.headers['idempotency-key']).toBe(idempotencyKey);
    expect(req.json).toEqual({
      title: article.title,
      content_markdown: article.markdown,
      canonical_url: article.canonicalUrl,
      tags: article.tags,
    });
  },
  expectMetrics(metrics) {
    expect(metrics).toEqual({ views: 120, claps: 7, clicks: 15 });
  },
});
