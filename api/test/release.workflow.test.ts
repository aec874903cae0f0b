import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWithKey, generateArticle } from '../src/modules/publishing/publishing.testing';
import type { ApprovalPolicy } from '../src/modules/vendor-calls';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

// The release workflow's approval step, through the seam organizations (issue 14) will fill: a policy
// that holds back the articles it is told to. Every entry and every scheduled run must ask it.

const NEEDS_APPROVAL = 'This version of the article needs an approval before it is released.';

describe('the release workflow asks for the approval at every entry and when scheduled work comes due', () => {
  let t: TestApp;
  let apple: Issuer;
  const held = new Set<string>();
  const approval: ApprovalPolicy = { missingApproval: async (_em, article) => (held.has(article.id) ? NEEDS_APPROVAL : null) };

  const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(query, params);
  const later = () => new Date(Date.now() + 3_600_000).toISOString();
  async function article(): Promise<string> {
    return generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
  }

  beforeAll(async () => {
    t = await createTestApp({ approval, jobs: true });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a publish and a distribution without the approval (409 approval_required, REST and GraphQL), and records nothing', async () => {
    const articleId = await article();
    held.add(articleId);
    const publish = await callWithKey(t, apple.cookie, 'POST', `/api/articles/${articleId}/publish`, { platforms: ['twitter'] }, 'p-1');
    expect(publish.status).toBe(409);
    expect(publish.body).toMatchObject({ code: 'approval_required', message: NEEDS_APPROVAL });
    const distribute = await callWithKey(
      t,
      apple.cookie,
      'POST',
      '/api/newswire/distribute',
      { articleId, providers: ['businesswire'] },
      'd-1',
    );
    expect(distribute.status).toBe(409);
    expect(distribute.body).toMatchObject({ code: 'approval_required' });
    const gql = await apple.graphql(
      'mutation($id: ID!) { publishArticle(input: { articleId: $id, platforms: [MEDIUM] }) { result { message } } }',
      {
        id: articleId,
      },
    );
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'approval_required' });
    expect(await sql(`select id from publications where article_id = ?`, [articleId])).toEqual([]);
    expect(await sql(`select id from newswire_orders where article_id = ?`, [articleId])).toEqual([]);

    held.delete(articleId);
    const approved = await callWithKey<{ publications: { status: string }[] }>(
      t,
      apple.cookie,
      'POST',
      `/api/articles/${articleId}/publish`,
      { platforms: ['twitter'] },
      'p-2',
    );
    expect(approved.status).toBe(200);
    expect(approved.body.publications[0].status).toBe('published');
  });

  it('fails scheduled work whose approval went away before its time, with the reason, and sends nothing', async () => {
    const articleId = await article();
    const pub = await callWithKey<{ publications: { id: string; status: string }[] }>(
      t,
      apple.cookie,
      'POST',
      `/api/articles/${articleId}/publish`,
      { platforms: ['twitter'], scheduledFor: later() },
      'p-3',
    );
    const order = await callWithKey<{ orders: { id: string; status: string }[] }>(
      t,
      apple.cookie,
      'POST',
      '/api/newswire/distribute',
      { articleId, providers: ['businesswire'], targetDate: later() },
      'd-2',
    );
    expect(pub.body.publications[0].status).toBe('scheduled');
    expect(order.body.orders[0].status).toBe('scheduled');

    held.add(articleId); // e.g. the text was edited after the approval
    const [{ job_id: pubJob }] = await sql<{ job_id: string }>(`select job_id from publications where article_id = ?`, [articleId]);
    const [{ job_id: orderJob }] = await sql<{ job_id: string }>(`select job_id from newswire_orders where article_id = ?`, [articleId]);
    await t.services.distribution.runScheduled(order.body.orders[0].id, orderJob);
    await t.services.publishing.runScheduled(pub.body.publications[0].id, pubJob);

    const [publication] = await sql<{ status: string; last_error: string }>(
      `select status, last_error from publications where article_id = ?`,
      [articleId],
    );
    const [wire] = await sql<{ status: string; last_error: string; vendor_ref: string | null }>(
      `select status, last_error, vendor_ref from newswire_orders where article_id = ?`,
      [articleId],
    );
    expect(publication).toEqual({ status: 'failed', last_error: `Not published: ${NEEDS_APPROVAL}` });
    expect(wire).toEqual({ status: 'failed', last_error: `Not distributed: ${NEEDS_APPROVAL}`, vendor_ref: null });
    expect((await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status).toBe('failed');

    // A retry is a person's request again: refused the same way until approved.
    const retry = await apple.post(`/api/publications/${pub.body.publications[0].id}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.body).toMatchObject({ code: 'approval_required' });
  });
});
