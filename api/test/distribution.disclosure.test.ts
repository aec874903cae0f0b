import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { callWithKey, fakeVendorRegistry, generateArticle, startFakeConnect } from '../src/modules/publishing/publishing.testing';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

// Issue 38 item 4: before ordering, each wire says what will happen; a wire ordered for the article is not
// ordered again without asking; material news on a level that is not national is refused before the order;
// the article's status says only what happened.

interface Provider {
  id: string;
  apiAvailable: boolean;
  delivery: { mode: 'api' | 'package'; steps: string[] };
  coverage: Record<'basic' | 'enhanced' | 'premium', string[]>;
}
interface Answer {
  code?: string;
  message: string;
  orders: { id: string; provider: string; status: string }[];
  findings?: { ruleId: string; severity: string; message: string }[];
}

describe('distribution that says what will happen (REST and GraphQL)', () => {
  let t: TestApp;
  let connect: FakeVendor;
  let apple: Issuer;

  const distribute = (body: unknown, key: string) => callWithKey<Answer>(t, apple.cookie, 'POST', '/api/newswire/distribute', body, key);
  const status = async (articleId: string) => (await apple.get<{ status: string }>(`/api/articles/${articleId}`)).body.status;
  const orderCount = async (articleId: string) =>
    (
      (await t.orm.em
        .fork()
        .getConnection()
        .execute('select count(*)::int as n from newswire_orders where article_id = ?', [articleId])) as {
        n: number;
      }[]
    )[0].n;

  /** An article whose headline and lead announce quarterly results: material news. */
  async function earningsArticle(): Promise<string> {
    const campaignId = await createCampaign(apple, {
      companyName: 'Apple Inc.',
      format: 'press-release',
      highlights: 'Opened a second distribution centre\nSigned a multi-year supply agreement',
    });
    const articleId = await generateArticle(apple, campaignId);
    const res = await apple.put(`/api/articles/${articleId}`, {
      title: 'Apple Inc. Reports Third Quarter Results',
      content:
        'CUPERTINO, Calif. -- Apple Inc. today reported financial results for its fiscal third quarter, with revenue of $85.8 billion.\n\n' +
        'The company will discuss the results on a conference call with analysts.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return articleId;
  }

  beforeAll(async () => {
    connect = await startFakeConnect();
    t = await createTestApp({ plugins: fakeVendorRegistry({ connectUrl: connect.url }), jobs: { pollingIntervalSeconds: 0.5 } });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await connect?.close();
  });

  it('each provider says how an order reaches the wire, with its steps, and which levels are national', async () => {
    const providers = (await apple.get<Provider[]>('/api/newswire/providers')).body;
    const byId = new Map(providers.map((p) => [p.id, p]));
    expect(byId.get('businesswire')!.delivery.mode).toBe('api');
    for (const id of ['ein', 'globenewswire', 'prnewswire', 'accesswire', 'newsfile']) {
      const p = byId.get(id)!;
      expect(p.delivery.mode, id).toBe('package');
      expect(p.apiAvailable, id).toBe(false);
      expect(p.delivery.steps[0], id).toMatch(/nothing is sent to/);
      expect(p.delivery.steps.join(' '), id).toMatch(/record its address here/);
    }
    expect(byId.get('globenewswire')!.coverage).toEqual({ basic: [], enhanced: ['US'], premium: ['US', 'CA'] });
    const gql = await apple.graphql('{ newswireProviders { nodes { id delivery { mode steps } coverage { basic enhanced } } } }');
    const nodes = (gql.data!.newswireProviders as { nodes: { id: string; delivery: { mode: string } }[] }).nodes;
    expect(nodes.find((n) => n.id === 'EIN')!.delivery.mode).toBe('PACKAGE');
    expect(nodes.find((n) => n.id === 'BUSINESSWIRE')!.delivery.mode).toBe('API');
  });

  it('refuses material news on a regional level before ordering (409 reg_fd_distribution with the finding); a national level goes', async () => {
    const articleId = await earningsArticle();
    const quote = await apple.graphql(`query($a: ID!) { newswireQuote(articleId: $a) { disclosure { market rule topics } } }`, {
      a: articleId,
    });
    expect((quote.data!.newswireQuote as { disclosure: unknown }).disclosure).toEqual({
      market: 'US',
      rule: 'Regulation FD',
      topics: ['earnings'],
    });

    const regional = await distribute({ articleId, providers: ['globenewswire'], distributionLevel: 'basic' }, 'fd-1');
    expect(regional.status).toBe(409);
    expect(regional.body.code).toBe('reg_fd_distribution');
    expect(regional.body.findings).toEqual([
      expect.objectContaining({ ruleId: 'reg_fd_distribution', severity: 'critical', message: expect.stringContaining('Regulation FD') }),
    ]);
    expect(await orderCount(articleId)).toBe(0);

    const gql = await apple.graphql(
      `mutation($i: DistributeInput!) { distributeArticle(input: $i) { result { message } userErrors { field } } }`,
      { i: { articleId, providers: ['EIN'], distributionLevel: 'PREMIUM', idempotencyKey: 'fd-gql' } },
    );
    expect(gql.errors?.[0].extensions).toMatchObject({
      code: 'reg_fd_distribution',
      findings: [expect.objectContaining({ ruleId: 'reg_fd_distribution' })],
    });
    expect(await orderCount(articleId)).toBe(0);

    // One national wire in the choice meets it, regional ones beside it included.
    const national = await distribute({ articleId, providers: ['ein', 'globenewswire'], distributionLevel: 'enhanced' }, 'fd-2');
    expect(national.status, JSON.stringify(national.body)).toBe(200);
    expect(national.body.orders).toHaveLength(2);
  });

  it('does not flag a press release that is not material news, nor a feature, at the basic level', async () => {
    const release = await generateArticle(
      apple,
      await createCampaign(apple, {
        companyName: 'Apple Inc.',
        format: 'press-release',
        highlights: 'Opened a second distribution centre',
      }),
    );
    expect((await distribute({ articleId: release, providers: ['prnewswire'], distributionLevel: 'basic' }, 'plain-0')).status).toBe(200);
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const res = await distribute({ articleId, providers: ['globenewswire'], distributionLevel: 'basic' }, 'plain-1');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('a wire ordered for the article is refused without orderAgain (409 already_ordered); again only once it is out', async () => {
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const first = await distribute({ articleId, providers: ['ein'], distributionLevel: 'basic' }, 'again-1');
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const ein = first.body.orders[0];

    const twice = await distribute({ articleId, providers: ['ein'], distributionLevel: 'basic' }, 'again-2');
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'already_ordered', orders: [expect.objectContaining({ provider: 'ein', orderId: ein.id })] });
    // With another wire in the same request: still nothing ordered.
    const mixed = await distribute({ articleId, providers: ['ein', 'prnewswire'], distributionLevel: 'basic' }, 'again-3');
    expect(mixed.body.code).toBe('already_ordered');
    expect(await orderCount(articleId)).toBe(1);

    // Asked explicitly while the first is still waiting to be filed: refused, it is not out yet.
    const pending = await distribute({ articleId, providers: ['ein'], distributionLevel: 'basic', orderAgain: true }, 'again-4');
    expect(pending.status).toBe(409);
    expect(pending.body.code).toBe('order_active');

    const confirmed = await apple.post(`/api/newswire/orders/${ein.id}/confirm`, {
      releaseUrl: 'https://www.einpresswire.com/article/1/apple',
    });
    expect(confirmed.status).toBe(200);
    expect((await distribute({ articleId, providers: ['ein'], distributionLevel: 'basic' }, 'again-5')).body.code).toBe('already_ordered');
    const gql = await apple.graphql(
      `mutation($i: DistributeInput!) { distributeArticle(input: $i) { result { orders { provider status } } } }`,
      { i: { articleId, providers: ['EIN'], distributionLevel: 'BASIC', idempotencyKey: 'again-6', orderAgain: true } },
    );
    expect(gql.errors).toBeUndefined();
    expect((gql.data!.distributeArticle as { result: { orders: unknown[] } }).result.orders).toEqual([
      { provider: 'EIN', status: 'AWAITING_ISSUER' },
    ]);
    expect(await orderCount(articleId)).toBe(2);
  });

  it('says in progress, not scheduled, when nothing was timed; scheduled only when a time was set', async () => {
    const filed = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const ordered = await distribute({ articleId: filed, providers: ['newsfile'], distributionLevel: 'basic' }, 'st-1');
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(await status(filed)).toBe('in_progress');

    const timed = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    const targetDate = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const held = await distribute({ articleId: timed, providers: ['businesswire'], distributionLevel: 'enhanced', targetDate }, 'st-2');
    expect(held.status, JSON.stringify(held.body)).toBe(200);
    expect(held.body.orders[0].status).toBe('scheduled');
    expect(await status(timed)).toBe('scheduled');
  });
});
