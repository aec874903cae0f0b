import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import {
  callWithKey,
  fakeVendorRegistry,
  generateArticle,
  MEDIUM_TOKEN,
  postsTo,
  startFakeMedium,
} from '../src/modules/publishing/publishing.testing';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface Publication {
  id: string;
  articleId: string;
  platform: string;
  status: string;
  url: string | null;
  postId: string | null;
  sandbox: boolean;
  lastError: string | null;
  submission: { formUrl: string; fields: { label: string; value: string }[]; text: string } | null;
}
interface PublishAnswer {
  message: string;
  publications: Publication[];
  hostedUrl: string;
  code?: string;
  findings?: { severity: string; title: string }[];
}

describe('publishing through the plugins (REST and GraphQL)', () => {
  let t: TestApp;
  let medium: FakeVendor;
  let apple: Issuer;
  let other: Issuer;

  async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return t.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
  }
  async function freshArticle(issuer: Issuer = apple): Promise<string> {
    return generateArticle(
      issuer,
      await createCampaign(issuer, { companyName: issuer === apple ? 'Apple Inc.' : `${issuer.ticker} Holdings` }),
    );
  }
  const publish = (articleId: string, body: unknown, key?: string, issuer: Issuer = apple) =>
    callWithKey<PublishAnswer>(t, issuer.cookie, 'POST', `/api/articles/${articleId}/publish`, body, key);

  beforeAll(async () => {
    medium = await startFakeMedium();
    t = await createTestApp({ plugins: fakeVendorRegistry({ mediumUrl: medium.url }) });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation' });
  });
  afterAll(async () => {
    await t?.close();
    await medium?.close();
  });

  it('lists the platforms with sandbox state and the fields to connect, never credentials', async () => {
    const res = await apple.get<
      {
        id: string;
        connected: boolean;
        sandbox: boolean;
        sandboxReason: string | null;
        credentialFields: { name: string; required: boolean }[];
      }[]
    >('/api/platforms');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.id).sort()).toEqual(['medium', 'substack', 'twitter']);
    const twitter = res.body.find((p) => p.id === 'twitter')!;
    expect(twitter).toMatchObject({ connected: false, sandbox: true });
    expect(twitter.sandboxReason).toMatch(/sandbox/);
    expect(res.body.find((p) => p.id === 'medium')!.credentialFields).toEqual([
      expect.objectContaining({ name: 'integrationToken', required: true }),
    ]);
  });

  it('publishes in sandbox without a connected account: published, labelled sandbox, the hosted page as the post, nothing sent', async () => {
    const articleId = await freshArticle();
    const res = await publish(articleId, { platforms: ['twitter', 'medium'] }, 'sandbox-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.publications).toHaveLength(2);
    for (const p of res.body.publications) {
      expect(p).toMatchObject({ status: 'published', sandbox: true, url: res.body.hostedUrl });
      expect(p.postId).toMatch(/^sandbox-/);
    }
    expect(res.body.hostedUrl).toMatch(/^http:\/\/localhost:\d+\/p\/[a-z0-9-]+$/);
    expect(res.body.message).toContain('Your article has been published successfully.');
    expect(res.body.message).toMatch(/Sandbox: nothing was posted/);
    expect(medium.requests).toHaveLength(0);

    const page = await t.app.inject({ method: 'GET', url: new URL(res.body.hostedUrl).pathname });
    expect(page.statusCode).toBe(200);
    const article = (
      await apple.get<{ title: string; disclosures: string; status: string; publishedAt: string; platforms: string[] }>(
        `/api/articles/${articleId}`,
      )
    ).body;
    expect(article.status).toBe('published');
    expect(article.publishedAt).toBeTruthy();
    expect(article.platforms).toEqual(['medium', 'twitter']);
    expect(page.body).toContain('This content was paid for by Apple Inc.');
    expect(page.body).toContain('It is not investment advice');
    expect(page.body).toMatch(/Sandbox\./);
  });

  it("connects a Medium account with the plugin's own validation, stores it encrypted and never answers it", async () => {
    const bad = await apple.put<{ code: string; fields: Record<string, string> }>('/api/platforms/medium/connection', {
      credentials: { integrationToken: 'short' },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(['credentials.integrationToken']);
    const unknown = await apple.put('/api/platforms/myspace/connection', { credentials: {} });
    expect(unknown.status).toBe(404);
    // Over GraphQL the plugin's refusal is a userError by its path from the input; nothing is stored.
    const connectMutation = `mutation($c: JSONObject!) { connectPlatform(input: { platform: MEDIUM, credentials: $c }) { platform { id connected } userErrors { field code message } } }`;
    const missing = await apple.graphql(connectMutation, { c: {} });
    expect(missing.errors).toBeUndefined();
    expect(missing.data!.connectPlatform).toEqual({
      platform: null,
      userErrors: [{ field: 'credentials.integrationToken', code: 'REQUIRED', message: 'Required' }],
    });
    const short = await apple.graphql(connectMutation, { c: { integrationToken: 'short' } });
    expect((short.data!.connectPlatform as { userErrors: { field: string; code: string }[] }).userErrors).toEqual([
      {
        field: 'credentials.integrationToken',
        code: 'TOO_SHORT',
        message: 'must be the integration token from Medium settings (Security and apps > Integration tokens)',
      },
    ]);
    // A platform no plugin here provides is no PlatformId value: GraphQL refuses the operation before it runs.
    const notFound = await apple.graphql(
      `mutation { connectPlatform(input: { platform: MYSPACE, credentials: {} }) { platform { id } userErrors { field } } }`,
    );
    expect(notFound.errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(notFound.data).toBeUndefined();
    expect(
      (await sql(`SELECT 1 FROM platform_connections WHERE platform = 'medium' AND organization_id = ?`, [apple.organizationId])).length,
    ).toBe(0);

    const ok = await apple.put<Record<string, unknown>>('/api/platforms/medium/connection', {
      credentials: { integrationToken: MEDIUM_TOKEN },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: 'medium', connected: true, sandbox: false });
    expect(JSON.stringify(ok.body)).not.toContain(MEDIUM_TOKEN);
    const [row] = await sql<{ credentials_encrypted: string }>(
      'select credentials_encrypted from platform_connections where organization_id = ?',
      [apple.organizationId],
    );
    expect(row.credentials_encrypted).toMatch(/^v1\./);
    expect(row.credentials_encrypted).not.toContain(MEDIUM_TOKEN);
    const list = await apple.get('/api/platforms');
    expect(JSON.stringify(list.body)).not.toContain(MEDIUM_TOKEN);
  });

  it('publishes on a connected platform once: the vendor gets the post with the canonical hosted URL; a repeat posts nothing', async () => {
    const articleId = await freshArticle();
    medium.reset();
    const res = await publish(articleId, { platforms: 'medium' }, 'medium-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [pub] = res.body.publications;
    expect(pub).toMatchObject({
      platform: 'medium',
      status: 'published',
      sandbox: false,
      url: 'https://medium.com/@issuer/post-1',
      postId: 'post-1',
    });
    expect(postsTo(medium, /\/posts$/)).toBe(1);
    const sent = medium.requests.find((r) => r.path.endsWith('/posts'))!.json as { canonicalUrl: string; content: string };
    // The post links to the hosted page naming its platform, so the page's views are counted per platform.
    expect(sent.canonicalUrl).toBe(`${res.body.hostedUrl}?src=medium`);
    expect(sent.content).toContain('It is not investment advice');
    // The platform post carries the article's true statements: what was charged and what wrote it (issue 37 point 4).
    expect(sent.content).toMatch(
      /subscription to IssuerWire \(\$[\d,]+ a month, \d+ articles a month included\); IssuerWire made no separate charge for this content/,
    );
    expect(sent.content).toContain('drafted by automated writing software from facts supplied by the issuer');
    const link = new URL(sent.canonicalUrl);
    const visit = await t.app.inject({
      method: 'GET',
      url: `${link.pathname}${link.search}`,
      headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36' },
    });
    expect(visit.statusCode).toBe(200);
    await t.services.engagement.ingest.flush();
    expect(
      await sql<{ platform: string; views: number }>('select platform, views from analytics where article_id = ?', [articleId]),
    ).toEqual([{ platform: 'web:medium', views: 1 }]);

    // Another action (another key) for the same platform: the active publication is answered, nothing is posted again.
    const again = await publish(articleId, { platforms: ['medium'] }, 'medium-2');
    expect(again.status).toBe(200);
    expect(again.body.publications[0].id).toBe(pub.id);
    expect(again.body.message).toMatch(/nothing was posted again/);
    expect(postsTo(medium, /\/posts$/)).toBe(1);

    // The audit trail holds the publish with the content's hash; the campaign follows its article.
    const audit = await sql<{ action: string; content_hash: string; details: { platform: string } }>(
      `select action, content_hash, details from audit_log where entity_id = ? order by seq`,
      [articleId],
    );
    const published = audit.filter((a) => a.action === 'article.published');
    expect(published).toHaveLength(1);
    expect(published[0].details.platform).toBe('medium');
    expect(published[0].content_hash).toMatch(/^[0-9a-f]{64}$/);
    const [campaign] = await sql<{ status: string }>(
      'select c.status from campaigns c join articles a on a.campaign_id = c.id where a.id = ?',
      [articleId],
    );
    expect(campaign.status).toBe('published');
    const notes = await apple.get<{ items: { kind: string; title: string }[] }>('/api/notifications');
    expect(notes.body.items.some((n) => n.kind === 'article.published' && n.title === 'Published on Medium')).toBe(true);
  });

  it('answers the first result for a repeated key, and 409 for the same key with another body', async () => {
    const articleId = await freshArticle();
    const first = await publish(articleId, { platforms: ['twitter'] }, 'same-key');
    const second = await publish(articleId, { platforms: ['twitter'] }, 'same-key');
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers['idempotent-replayed']).toBe('true');
    const reused = await publish(articleId, { platforms: ['twitter', 'medium'] }, 'same-key');
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('idempotency_key_reused');
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from publications where article_id = ?', [articleId]);
    expect(n).toBe(1);
  });

  it('publishes once when the same action is submitted twice at the same moment', async () => {
    const articleId = await freshArticle();
    medium.reset();
    const [a, b] = await Promise.all([
      publish(articleId, { platforms: ['medium'] }, 'double-click'),
      publish(articleId, { platforms: ['medium'] }, 'double-click'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.publications[0].id).toBe(b.body.publications[0].id);
    expect(postsTo(medium, /\/posts$/)).toBe(1);
  });

  it('refuses an article with a critical compliance finding (409 compliance_blocked with the findings); nothing is recorded', async () => {
    const articleId = await freshArticle();
    const article = (await apple.get<{ title: string; content: string }>(`/api/articles/${articleId}`)).body;
    const edited = await apple.put(`/api/articles/${articleId}`, {
      title: article.title,
      content: `Our shares are guaranteed to double this year.\n\n${article.content}`,
    });
    expect(edited.status).toBe(200);
    const res = await publish(articleId, { platforms: ['twitter'] }, 'gate-1');
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('compliance_blocked');
    expect(res.body.findings!.length).toBeGreaterThan(0);
    expect(res.body.findings!.every((f) => f.severity === 'critical')).toBe(true);
    const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from publications where article_id = ?', [articleId]);
    expect(n).toBe(0);
    // The refusal released the key: after a fix the same key runs.
    const fixed = await apple.put(`/api/articles/${articleId}`, { title: article.title, content: article.content });
    expect(fixed.status).toBe(200);
    expect((await publish(articleId, { platforms: ['twitter'] }, 'gate-1')).status).toBe(200);
  });

  it("keeps tenants apart: another issuer's article, publication and platform state answer 404 or their own", async () => {
    const articleId = await freshArticle();
    const mine = await publish(articleId, { platforms: ['twitter'] }, 'tenant-1');
    const pubId = mine.body.publications[0].id;
    expect((await publish(articleId, { platforms: ['twitter'] }, 'tenant-x', other)).status).toBe(404);
    expect((await other.get(`/api/publications/${pubId}`)).status).toBe(404);
    expect((await other.post(`/api/publications/${pubId}/cancel`)).status).toBe(404);
    expect((await other.post(`/api/publications/${pubId}/retry`)).status).toBe(404);
    expect((await other.get(`/api/articles/${articleId}/publications`)).status).toBe(404);
    const theirs = await other.get<{ items: Publication[] }>('/api/publications');
    expect(theirs.body).toEqual({ items: [], nextCursor: null });
    const platforms = await other.get<{ id: string; connected: boolean }[]>('/api/platforms');
    expect(platforms.body.find((p) => p.id === 'medium')!.connected).toBe(false);
    const calendar = await other.get<{ publications: unknown[] }>('/api/publishing/calendar');
    expect(calendar.body.publications).toEqual([]);
  });

  it("a vendor failure after sending is failed with an unknown outcome and not repeated; Retry is the issuer's choice", async () => {
    const articleId = await freshArticle();
    medium.reset();
    medium.route('POST /v1/users/:id/posts', { status: 502, json: { errors: [{ message: 'Bad gateway' }] } });
    const res = await publish(articleId, { platforms: ['medium'] }, 'vendor-down');
    expect(res.status).toBe(200);
    const [pub] = res.body.publications;
    expect(pub.status).toBe('failed');
    expect(pub.lastError).toMatch(/Outcome unknown: check Medium before retrying/);
    expect(postsTo(medium, /\/posts$/)).toBe(1);
    const article = (await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body;
    expect(article.status).toBe('failed');
    const notes = await apple.get<{ items: { kind: string }[] }>('/api/notifications');
    expect(notes.body.items.some((n) => n.kind === 'article.publish_failed')).toBe(true);

    medium.route('POST /v1/users/:id/posts', {
      status: 201,
      json: { data: { id: 'post-retried', url: 'https://medium.com/@issuer/post-retried' } },
    });
    const retried = await apple.post<Publication>(`/api/publications/${pub.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body).toMatchObject({ id: pub.id, status: 'published', url: 'https://medium.com/@issuer/post-retried' });
    expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('published');
    expect((await apple.post(`/api/publications/${pub.id}/retry`)).status).toBe(409);
  });

  it('Substack (Web Integration): pending with the prepared post, then published when the issuer records its URL', async () => {
    const connected = await apple.put('/api/platforms/substack/connection', {
      credentials: { publicationUrl: 'https://apple-ir.substack.com' },
    });
    expect(connected.status).toBe(200);
    const articleId = await freshArticle();
    const res = await publish(articleId, { platforms: ['substack'] }, 'substack-1');
    const [pub] = res.body.publications;
    expect(pub).toMatchObject({ status: 'pending', sandbox: false });
    expect(pub.submission!.formUrl).toBe('https://apple-ir.substack.com/publish/post?type=newsletter');
    expect(pub.submission!.text).toContain('It is not investment advice');
    expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('in_progress');

    const wrong = await apple.post<{ code: string }>(`/api/publications/${pub.id}/confirm`, { url: 'https://elsewhere.substack.com/p/x' });
    expect(wrong.status).toBe(400);
    // Over GraphQL a refused URL is a userError on the input's url field; the publication stays pending.
    const notUrl = await apple.graphql(
      `mutation($id: ID!, $url: String!) { confirmPublication(input: { id: $id, url: $url }) { publication { id status } userErrors { field code message } } }`,
      { id: pub.id, url: 'apple-ir.substack.com/p/q3-update' },
    );
    expect(notUrl.errors).toBeUndefined();
    expect(notUrl.data!.confirmPublication).toEqual({
      publication: null,
      userErrors: [{ field: 'url', code: 'INVALID_FORMAT', message: 'Enter the address of the published post (https://...)' }],
    });
    expect((await sql<{ status: string }>('SELECT status FROM publications WHERE id = ?', [pub.id]))[0].status).toBe('pending');
    const ok = await apple.post<Publication>(`/api/publications/${pub.id}/confirm`, { url: 'https://apple-ir.substack.com/p/q3-update' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'published', url: 'https://apple-ir.substack.com/p/q3-update' });
    expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('published');
  });

  it('validates the body: no platform, an unknown platform, a time in the past', async () => {
    const articleId = await freshArticle();
    const none = await publish(articleId, { platforms: [] });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please select at least one platform');
    expect((await publish(articleId, { platforms: ['myspace'] })).status).toBe(400);
    const past = await publish(articleId, { platforms: ['twitter'], scheduledFor: '2020-01-01T10:00' });
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The scheduled time must not be in the past');
    // Scheduling needs the job queue; this app runs without one and says so instead of pretending.
    const later = await publish(articleId, { platforms: ['twitter'], scheduledFor: new Date(Date.now() + 3_600_000).toISOString() });
    expect(later.status).toBe(503);
  });

  it('GraphQL: platforms, publishArticle with an idempotency key, publications and the calendar', async () => {
    const articleId = await freshArticle();
    const mutation = `mutation($a: ID!, $p: [PlatformId!]!, $s: DateTimeISO, $k: String) { publishArticle(input: { articleId: $a, platforms: $p, scheduledFor: $s, idempotencyKey: $k }) { result { message hostedUrl replayed publications { id status sandbox url at } } userErrors { field code message } } }`;
    type Answer = {
      result: { replayed: boolean; publications: { id: string; status: string; sandbox: boolean }[] } | null;
      userErrors: unknown[];
    };

    // A time in the past is refused input: a userError on scheduledFor, no error, and nothing is written.
    const past = await apple.graphql(mutation, { a: articleId, p: ['TWITTER'], s: '2020-01-01T09:00:00Z', k: 'gql-past' });
    expect(past.errors).toBeUndefined();
    expect(past.data!.publishArticle).toEqual({
      result: null,
      userErrors: [{ field: 'scheduledFor', code: 'INVALID', message: 'The scheduled time must not be in the past' }],
    });
    expect(await sql('select id from publications where article_id = ?', [articleId])).toEqual([]);

    const first = await apple.graphql(mutation, { a: articleId, p: ['TWITTER'], k: 'gql-1' });
    expect(first.errors).toBeUndefined();
    const { result: answer, userErrors } = first.data!.publishArticle as Answer;
    expect(userErrors).toEqual([]);
    expect(answer!.replayed).toBe(false);
    expect(answer!.publications[0]).toMatchObject({ status: 'PUBLISHED', sandbox: true });
    const again = await apple.graphql(mutation, { a: articleId, p: ['TWITTER'], k: 'gql-1' });
    expect((again.data!.publishArticle as Answer).result!.replayed).toBe(true);
    const conflict = await apple.graphql(mutation, { a: articleId, p: ['MEDIUM'], k: 'gql-1' });
    expect(conflict.errors?.[0].extensions?.code).toBe('idempotency_key_reused');

    const read = await apple.graphql(
      `query($a: ID) { platforms { nodes { id connected sandbox } } publications(articleId: $a) { totalCount nodes { id platform } } publishingCalendar { publications { id } orders { id } } }`,
      { a: articleId },
    );
    expect(read.errors).toBeUndefined();
    expect((read.data!.publications as { totalCount: number; nodes: unknown[] }).nodes).toHaveLength(1);
    expect((read.data!.publications as { totalCount: number }).totalCount).toBe(1);
    const calendarIds = (read.data!.publishingCalendar as { publications: { id: string }[] }).publications.map((p) => p.id);
    expect(calendarIds).toContain(answer!.publications[0].id);
    const connect = await apple.graphql(
      `mutation { disconnectPlatform(input: { platform: SUBSTACK }) { platform { id connected } userErrors { field } } }`,
    );
    expect(connect.data!.disconnectPlatform).toEqual({ platform: { id: 'SUBSTACK', connected: false }, userErrors: [] });
  });
});
