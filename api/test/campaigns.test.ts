import { FEATURE_BRIEF, FEATURE_HIGHLIGHTS } from './fixtures/feature-brief';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './test-app';
import { campaignBody, campaignInput, Client, createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface ListItem {
  id: string;
  title: string;
  companyName: string;
  ticker: string;
  status: string;
  sector: string;
  budget: string;
  createdAt: string;
  articleId: string | null;
}

describe('campaigns: /api/campaigns', () => {
  let t: TestApp;
  let clock: ManualClock;
  let shop: Issuer;
  let apple: Issuer;

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-03-16T12:00:00Z'));
    t = await createTestApp({ clock });
    shop = await createVerifiedIssuer(t, { ticker: 'SHOP', companyName: 'Shopify Inc.' });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
  });
  afterAll(async () => t?.close());

  it('creates a campaign for the issuer’s own ticker and answers it with its id, as a draft', async () => {
    const res = await shop.post('/api/campaigns', campaignBody('shop', { title: 'Shopify Q3', companyName: 'Shopify Inc.' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: 'Shopify Q3',
      companyName: 'Shopify Inc.',
      ticker: 'SHOP',
      sector: 'technology',
      tone: 'neutral',
      budget: 'pro',
      status: 'draft',
      articleId: null,
    });
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const read = await shop.get(`/api/campaigns/${res.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ id: res.body.id, title: 'Shopify Q3' });
  });

  it('answers missing fields with the spec messages: Required, and Budget selection is required', async () => {
    const res = await shop.post('/api/campaigns', { ticker: 'SHOP', highlights: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
    expect(res.body.fields).toMatchObject({
      title: 'Required',
      companyName: 'Required',
      sector: 'Required',
      tone: 'Required',
      budget: 'Budget selection is required',
    });
    const blank = await shop.post('/api/campaigns', campaignBody('SHOP', { title: '  ', budget: 'platinum' }));
    expect(blank.body.fields).toMatchObject({ title: 'Required', budget: 'Budget selection is required' });
  });

  it('Save Draft needs only company name and ticker; the title defaults to "<company> Campaign"', async () => {
    const res = await shop.post('/api/campaigns', {
      draft: true,
      companyName: 'Shopify Inc.',
      ticker: 'SHOP',
      title: '',
      sector: '',
      tone: '',
      budget: 'pro',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ title: 'Shopify Inc. Campaign', sector: '', tone: '', status: 'draft' });
    const missing = await shop.post('/api/campaigns', { draft: true, companyName: '', budget: 'pro' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please fill in company name and ticker before saving.');
    expect(missing.body.fields).toMatchObject({
      companyName: 'Please fill in company name and ticker before saving.',
      ticker: 'Please fill in company name and ticker before saving.',
    });
  });

  it('refuses a campaign for another ticker with 403, whatever the form sent', async () => {
    const res = await shop.post('/api/campaigns', campaignBody('AAPL', { companyName: 'Shopify Inc.' }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'ticker_not_authorized' });
    expect(res.body.message).toContain('authorized for SHOP only');
    const draft = await shop.post('/api/campaigns', { draft: true, companyName: 'Apple', ticker: 'aapl', budget: 'pro' });
    expect(draft.status).toBe(403);
  });

  it('refuses an unverified issuer with 403 and a signed-out visitor with 401 (the authorization function)', async () => {
    const pending = await createVerifiedIssuer(t, { ticker: 'MSFT', verified: false });
    const res = await pending.post('/api/campaigns', campaignBody('MSFT'));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('issuer_not_verified');
    const anonymous = new Client(t, undefined);
    expect((await anonymous.post('/api/campaigns', campaignBody('SHOP'))).status).toBe(401);
    expect((await anonymous.get('/api/campaigns')).status).toBe(401);
    expect((await anonymous.get('/api/stats')).status).toBe(401);
  });

  describe('the list', () => {
    let lister: Issuer;
    const ids: string[] = [];

    beforeAll(async () => {
      lister = await createVerifiedIssuer(t, { ticker: 'NVDA', companyName: 'NVIDIA Corporation' });
      for (let i = 1; i <= 5; i++) {
        clock.advance(1000);
        ids.push(
          await createCampaign(lister, {
            title: `Campaign ${i}${i === 3 ? ' GPU launch' : ''}`,
            sector: i === 2 ? 'energy' : 'technology',
          }),
        );
      }
      clock.advance(1000);
    });

    it('answers the spec call (no parameters) with a bare array, newest first, with the spec fields and x-total-count', async () => {
      const res = await lister.get<ListItem[]>('/api/campaigns');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      expect(res.body.map((c) => c.id)).toEqual([...ids].reverse());
      expect(Object.keys(res.body[0]).sort()).toEqual([
        'articleId',
        'articleStatus',
        'budget',
        'companyName',
        'createdAt',
        'id',
        'sector',
        'status',
        'ticker',
        'title',
      ]);
      expect(res.body[0]).toMatchObject({ companyName: 'NVDA Holdings', ticker: 'NVDA', status: 'draft', budget: 'pro', articleId: null });
      expect(new Date(res.body[0].createdAt).toISOString()).toBe(res.body[0].createdAt);
      expect(res.headers['x-total-count']).toBe('5');
    });

    it('pages with page and pageSize, answering { items, total, page, pageSize }', async () => {
      const first = await lister.get<{ items: ListItem[]; total: number; page: number; pageSize: number }>(
        '/api/campaigns?page=1&pageSize=2',
      );
      expect(first.body).toMatchObject({ total: 5, page: 1, pageSize: 2 });
      expect(first.body.items.map((c) => c.id)).toEqual([ids[4], ids[3]]);
      const third = await lister.get<{ items: ListItem[] }>('/api/campaigns?page=3&pageSize=2');
      expect(third.body.items.map((c) => c.id)).toEqual([ids[0]]);
      expect((await lister.get('/api/campaigns?pageSize=500')).status).toBe(400);
      const past = await lister.get<{ items: ListItem[]; total: number }>('/api/campaigns?page=9&pageSize=2');
      expect(past.body).toMatchObject({ items: [], total: 5, page: 9 });
    });

    it('searches title, company and ticker (case-insensitive, wildcards taken literally)', async () => {
      const byTitle = await lister.get<{ items: ListItem[]; total: number }>('/api/campaigns?search=gpu');
      expect(byTitle.body.items.map((c) => c.id)).toEqual([ids[2]]);
      const byTicker = await lister.get<{ total: number }>('/api/campaigns?search=nvda');
      expect(byTicker.body.total).toBe(5);
      const wildcard = await lister.get<{ total: number }>('/api/campaigns?search=%25');
      expect(wildcard.body.total).toBe(0);
    });

    it('archives with DELETE: gone from the default list, listed under status=archived and status=all, audited', async () => {
      const res = await lister.delete(`/api/campaigns/${ids[1]}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: ids[1], status: 'archived' });
      expect(res.body.archivedAt).toBeTruthy();
      const list = await lister.get<ListItem[]>('/api/campaigns');
      expect(list.body.map((c) => c.id)).not.toContain(ids[1]);
      const archived = await lister.get<{ items: ListItem[] }>('/api/campaigns?status=archived');
      expect(archived.body.items.map((c) => c.id)).toEqual([ids[1]]);
      const all = await lister.get<{ total: number }>('/api/campaigns?status=all');
      expect(all.body.total).toBe(5);
      const drafts = await lister.get<{ total: number }>('/api/campaigns?status=draft');
      expect(drafts.body.total).toBe(4);
      const [audit] = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from audit_log where action = 'campaign.archived' and entity_id = ?`, [ids[1]]);
      expect(audit.n).toBe(1);
    });

    it('refuses to generate for an archived campaign', async () => {
      const res = await lister.post(`/api/campaigns/${ids[1]}/generate-article`);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('campaign_archived');
    });

    it('only ever lists the viewer’s own campaigns', async () => {
      // An issuer with one campaign of its own: an empty list, or one with another issuer's, fails here.
      const intel = await createVerifiedIssuer(t, { ticker: 'INTC', companyName: 'Intel Corporation' });
      const own = await createCampaign(intel, { title: 'Intel’s own launch' });
      const res = await intel.get<ListItem[]>('/api/campaigns');
      expect(res.status).toBe(200);
      expect(res.body.map((c) => c.id)).toEqual([own]);
      expect(res.body.map((c) => c.ticker)).toEqual(['INTC']);
    });
  });

  it('completes a draft with PUT and then generates it; a draft without sector, tone or highlights cannot generate', async () => {
    const draft = await shop.post<{ id: string }>('/api/campaigns', {
      draft: true,
      companyName: 'Shopify Inc.',
      ticker: 'SHOP',
      budget: 'basic',
    });
    const early = await shop.post(`/api/campaigns/${draft.body.id}/generate-article`);
    expect(early.status).toBe(400);
    expect(early.body.fields).toMatchObject({ sector: 'Required', tone: 'Required' });
    const put = await shop.put(`/api/campaigns/${draft.body.id}`, {
      companyName: 'Shopify Inc.',
      ticker: 'SHOP',
      budget: 'basic',
      sector: 'technology',
      tone: 'analytical',
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ sector: 'technology', tone: 'analytical', title: 'Shopify Inc. Campaign' });
    const moved = await shop.put(`/api/campaigns/${draft.body.id}`, { companyName: 'Apple', ticker: 'AAPL', budget: 'basic' });
    expect(moved.status).toBe(403);
    // Nothing is written about what the campaign lacks: without highlights the API asks for them instead.
    const bare = await shop.post(`/api/campaigns/${draft.body.id}/generate-article`);
    expect(bare.status).toBe(400);
    expect(bare.body).toMatchObject({ code: 'highlights_required', fields: { highlights: expect.stringMatching(/business highlight/) } });
    const completed = await shop.put(`/api/campaigns/${draft.body.id}`, {
      companyName: 'Shopify Inc.',
      ticker: 'SHOP',
      budget: 'basic',
      sector: 'technology',
      tone: 'analytical',
      highlights: `Opened a fulfilment centre\n${FEATURE_HIGHLIGHTS}`,
      ...FEATURE_BRIEF,
    });
    expect(completed.status).toBe(200);
    const generated = await shop.post(`/api/campaigns/${draft.body.id}/generate-article`);
    expect(generated.status, JSON.stringify([generated.body, completed.body])).toBe(201);
  });

  describe('tenant scoping: another issuer’s ids answer 404 on every route', () => {
    let campaignId: string;
    let articleId: string;

    beforeAll(async () => {
      campaignId = await createCampaign(shop);
      const generated = await shop.post<{ article: { id: string } }>(`/api/campaigns/${campaignId}/generate-article`);
      expect(generated.status).toBe(201);
      articleId = generated.body.article.id;
    });

    it.each([
      ['GET', '/api/campaigns/:c'],
      ['PUT', '/api/campaigns/:c'],
      ['DELETE', '/api/campaigns/:c'],
      ['POST', '/api/campaigns/:c/generate-article'],
      ['GET', '/api/articles/:a'],
      ['PUT', '/api/articles/:a'],
      ['POST', '/api/articles/:a/regenerate'],
      ['GET', '/api/articles/:a/versions'],
    ] as const)('%s %s', async (method, template) => {
      const url = template.replace(':c', campaignId).replace(':a', articleId);
      const body =
        method === 'PUT'
          ? template.includes('articles')
            ? { title: 'Mine now', content: 'Taken over.' }
            : campaignBody('AAPL')
          : undefined;
      const res = await apple.call(method, url, body);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('not_found');
      // The same answer as an id that does not exist, and as one that is not an id at all.
      const missing = await apple.call(
        method,
        template.replace(':c', '00000000-0000-4000-8000-000000000000').replace(':a', '00000000-0000-4000-8000-000000000000'),
        body,
      );
      expect(missing.status).toBe(404);
      expect((await apple.call(method, template.replace(':c', 'not-an-id').replace(':a', 'not-an-id'), body)).status).toBe(404);
    });

    it('leaves the owner’s campaign and article untouched', async () => {
      expect((await shop.get(`/api/campaigns/${campaignId}`)).body).toMatchObject({ status: 'draft', articleId });
      const article = await shop.get<{ title: string; version: number }>(`/api/articles/${articleId}`);
      expect(article.body.version).toBe(1);
      expect(article.body.title).not.toBe('Mine now');
      const list = await apple.get<{ items: { id: string }[] }>('/api/articles');
      expect(list.body.items.map((a) => a.id)).not.toContain(articleId);
    });
  });

  it('offers the same over GraphQL: create, a keyset-paged connection, archive, and the 403', async () => {
    const created = await apple.graphql(
      `mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { campaign { id title ticker status budget } userErrors { field } } }`,
      { input: campaignInput('AAPL', { title: 'Apple over GraphQL' }) },
    );
    expect(created.errors).toBeUndefined();
    const payload = created.data?.createCampaign as { campaign: { id: string }; userErrors: unknown[] };
    expect(payload.userErrors).toEqual([]);
    const id = payload.campaign.id;
    expect(payload.campaign).toMatchObject({ title: 'Apple over GraphQL', ticker: 'AAPL', status: 'DRAFT', budget: 'PRO' });
    clock.advance(1000);
    const draft = await apple.graphql(
      `mutation { createCampaign(input: { draft: true, companyName: "Apple Inc.", ticker: "AAPL", budget: PRO }) { campaign { title } } }`,
    );
    expect(draft.data?.createCampaign).toEqual({ campaign: { title: 'Apple Inc. Campaign' } });

    type Page = { totalCount: number; nodes: { id: string; title: string }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    const listPage = async (after?: string) =>
      (
        await apple.graphql(
          `query ($after: String) { campaigns(first: 1, after: $after, search: "Apple") { totalCount nodes { id title } pageInfo { hasNextPage endCursor } } }`,
          { after },
        )
      ).data?.campaigns as Page;
    const first = await listPage();
    expect(first).toMatchObject({ totalCount: 2, nodes: [{ title: 'Apple Inc. Campaign' }], pageInfo: { hasNextPage: true } });
    // A campaign created between two pages lands on top: the next page still continues after the one seen.
    clock.advance(1000);
    await apple.graphql(`mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { campaign { id } } }`, {
      input: campaignInput('AAPL', { title: 'Apple meanwhile' }),
    });
    const second = await listPage(first.pageInfo.endCursor);
    expect(second).toMatchObject({ totalCount: 3, nodes: [{ id }], pageInfo: { hasNextPage: false } });

    const archived = await apple.graphql(`mutation ($id: ID!) { archiveCampaign(input: { id: $id }) { campaign { status } } }`, { id });
    expect(archived.data?.archiveCampaign).toEqual({ campaign: { status: 'ARCHIVED' } });
    const refused = await apple.graphql(`mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { campaign { id } } }`, {
      input: campaignInput('SHOP'),
    });
    expect(refused.errors?.[0].extensions?.code).toBe('ticker_not_authorized');
  });

  it('answers refused input over GraphQL as userErrors (path, code, message) with no campaign and nothing stored', async () => {
    const count = async () => (await apple.get<{ total: number }>('/api/campaigns?status=all')).body.total;
    const before = await count();
    const invalid = await apple.graphql(
      `mutation { createCampaign(input: { ticker: "AAPL", companyName: "Apple Inc.", budget: PRO, website: "ftp://apple.example" }) { campaign { id } userErrors { path code message } } }`,
    );
    expect(invalid.errors).toBeUndefined();
    const { campaign, userErrors } = invalid.data?.createCampaign as { campaign: null; userErrors: { path: string[]; code: string }[] };
    expect(campaign).toBeNull();
    expect(userErrors).toEqual(
      expect.arrayContaining([
        { path: ['sector'], code: 'REQUIRED', message: 'Required' },
        { path: ['website'], code: 'INVALID_FORMAT', message: 'Valid https website URL is required' },
      ]),
    );
    // What every campaign needs, drafts included, is non-null in the schema: the query itself is refused.
    const noBudget = await apple.graphql(
      `mutation { createCampaign(input: { draft: true, ticker: "AAPL", companyName: "Apple Inc." }) { campaign { id } } }`,
    );
    expect(noBudget.errors?.[0]).toMatchObject({ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });
    expect(noBudget.errors?.[0].message).toMatch(/budget.*required/);
    expect(await count()).toBe(before);
  });

  it('answers an unknown or foreign campaign over GraphQL with not_found', async () => {
    const foreign = await apple.graphql(`query ($id: ID!) { campaign(id: $id) { id } }`, {
      id: (await shop.get<ListItem[]>('/api/campaigns')).body[0].id,
    });
    expect(foreign.errors?.[0].extensions?.code).toBe('not_found');
  });
});
