import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoWorkspace } from '../src/demo-workspace';
import { Session } from '../src/modules/identity/session.entity';
import { DEMO_READ_ONLY_MESSAGE } from '../src/lib/read-only';
import { DEMO_SESSION_MS, DEMO_WORKSPACE_USERNAME, NO_PASSWORD_HASH } from '../src/modules/kyc/demo-accounts';
import { DEMO_SESSIONS_PER_MINUTE } from '../src/modules/kyc/demo-session.routes';
import { NewswireOrder } from '../src/modules/distribution/newswire-order.entity';
import { Browser, createIdentityApp, logIn, signUp, type IdentityTestApp } from './identity.helpers';

const READ_ONLY = { code: 'demo_read_only', message: DEMO_READ_ONLY_MESSAGE };

describe('the public demo workspace: a read-only session without signing in', () => {
  let t: IdentityTestApp;
  let visitor: Browser;
  let other: Browser;
  let ip = 1;
  const newVisitor = () => new Browser(t, `10.9.0.${ip++}`);

  beforeAll(async () => {
    t = await createIdentityApp();
    expect(await seedDemoWorkspace(t.orm, t.services.articles, t.clock.now())).toBe('created');
    visitor = newVisitor();
    other = newVisitor();
    for (const browser of [visitor, other]) expect((await browser.post('/api/demo/session')).status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('is seeded once a day: current on the same day, rebuilt (same size) the next', async () => {
    expect(await seedDemoWorkspace(t.orm, t.services.articles, t.clock.now())).toBe('current');
    const before = (await visitor.get('/api/campaigns?status=all&pageSize=100')).body.total;
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000);
    expect(await seedDemoWorkspace(t.orm, t.services.articles, tomorrow)).toBe('created');
    expect((await visitor.get('/api/campaigns?status=all&pageSize=100')).body.total).toBe(before);
    // Back to today's workspace for the other tests.
    expect(await seedDemoWorkspace(t.orm, t.services.articles, t.clock.now())).toBe('created');
  });

  it('rebuilds drafts an older build wrote today: the body names the company without the listing\'s "(fictional)"', async () => {
    // What an older build left: drafts written from the listing's name, "Demo Issuer Holdings Inc. (fictional)".
    const connection = t.orm.em.getConnection();
    await connection.execute(`update campaigns set company_name = company_name || ' (fictional)' where ticker = 'DEMO'`);
    await connection.execute(
      `update articles set body = replace(body, 'Demo Issuer Holdings Inc. (NASDAQ', 'Demo Issuer Holdings Inc. (fictional) (NASDAQ') where campaign_id in (select id from campaigns where ticker = 'DEMO')`,
    );
    expect(await seedDemoWorkspace(t.orm, t.services.articles, t.clock.now())).toBe('created');
    const browser = newVisitor();
    expect((await browser.post('/api/demo/session')).status).toBe(200);
    const articles = (await browser.get('/api/articles')).body.items as { id: string }[];
    expect(articles.length).toBeGreaterThan(0);
    for (const { id } of articles) {
      const { body } = (await browser.get(`/api/articles/${id}`)).body as { body: string };
      expect(body).toContain('Demo Issuer Holdings');
      // Only the media contact's own note may say it (a person's title, not the company's name).
      expect(body.replaceAll('Head of Investor Relations (fictional)', '')).not.toContain('(fictional)');
    }
  });

  it('opens a one-hour read-only session and reads the dashboard, every campaign status, articles and engagement', async () => {
    const browser = newVisitor();
    const opened = await browser.post('/api/demo/session');
    expect(opened.body).toMatchObject({ readOnly: true, expiresAt: new Date(t.clock.now().getTime() + DEMO_SESSION_MS).toISOString() });
    const me = await browser.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: DEMO_WORKSPACE_USERNAME, ticker: 'DEMO' });

    const campaigns = await browser.get('/api/campaigns?status=all&pageSize=100');
    const statuses = new Set((campaigns.body.items as { status: string }[]).map((c) => c.status));
    expect([...statuses].sort()).toEqual(['archived', 'draft', 'failed', 'published', 'scheduled']);

    // The app's own list over GraphQL: every field the screens ask for is a value its schema accepts.
    const listed = await browser.graphql('{ campaigns(first: 50, status: ALL) { totalCount nodes { status sector tone format budget } } }');
    expect(listed.errors).toBeUndefined();
    expect((listed.data!.campaigns as { totalCount: number }).totalCount).toBe(7);

    const articles = await browser.get('/api/articles');
    const list = articles.body.items as {
      status: string;
      content: string;
    }[];
    expect(new Set(list.map((a) => a.status))).toEqual(new Set(['draft', 'scheduled', 'published', 'failed']));
    // Assembled like any article: the disclosures are in the content.
    for (const article of list) expect(article.content).toMatch(/paid for by/);

    // The cards count the seeded rows: a month of readers' clicks on the two published articles.
    const stats = await browser.graphql('{ dashboardStats { articlesPublished activeCampaigns totalEngagement } }');
    expect(stats.errors).toBeUndefined();
    const clicks = await t.orm.em.fork().getConnection().execute<{ sum: string }[]>('select sum(clicks) as sum from analytics');
    expect(stats.data!.dashboardStats).toEqual({ articlesPublished: 2, activeCampaigns: 5, totalEngagement: Number(clicks[0].sum) });
    expect(Number(clicks[0].sum)).toBeGreaterThan(100);
    const history = await browser.get(`/api/analytics`);
    expect(history.status).toBe(200);

    // Every order is a sandbox order: nothing of the demo reaches a wire.
    const orders = await t.orm.em.fork().find(NewswireOrder, {});
    expect(orders.length).toBeGreaterThanOrEqual(4);
    expect(orders.every((o) => o.sandbox)).toBe(true);
  });

  it('shows the real thing: every status, its own title and facts, full-length composer drafts, recent dates, true disclosures', async () => {
    const browser = newVisitor();
    expect((await browser.post('/api/demo/session')).status).toBe(200);
    const now = t.clock.now().getTime();
    const within60Days = (at: string | null) => at !== null && Date.parse(at) <= now && Date.parse(at) >= now - 60 * 86_400_000;

    const campaigns = (await browser.get('/api/campaigns?status=all&pageSize=100')).body.items as {
      id: string;
      title: string;
      status: string;
      createdAt: string;
    }[];
    expect(new Set(campaigns.map((c) => c.title)).size).toBe(campaigns.length);
    expect(new Set(campaigns.map((c) => c.status))).toEqual(new Set(['archived', 'draft', 'failed', 'published', 'scheduled']));
    const highlights = await Promise.all(
      campaigns.map(async (c) => (await browser.get(`/api/campaigns/${c.id}`)).body.highlights as string),
    );
    expect(new Set(highlights).size).toBe(campaigns.length);
    for (const c of campaigns) expect(within60Days(c.createdAt), `${c.title} created ${c.createdAt}`).toBe(true);

    const listed = await browser.get('/api/articles');
    const articles = listed.body.items as {
      id: string;
      campaignId: string;
      title: string;
      status: string;
      createdAt: string;
      publishedAt: string | null;
    }[];
    // Every campaign has its draft, in every article status.
    expect(new Set(articles.map((a) => a.campaignId))).toEqual(new Set(campaigns.map((c) => c.id)));
    expect(new Set(articles.map((a) => a.status))).toEqual(new Set(['draft', 'scheduled', 'published', 'failed']));
    expect(new Set(articles.map((a) => a.title)).size).toBe(articles.length);

    const charges = (await browser.get('/api/billing/charges')).body.items as { articleId: string; amount: { amountCents: number } }[];
    for (const listedArticle of articles) {
      const article = (await browser.get(`/api/articles/${listedArticle.id}`)).body as {
        body: string;
        format?: string;
        model: string;
        disclosures: string;
        wordCount: number;
        disclosureFacts: { payment: { amountCents: number } };
      };
      const campaign = (await browser.get(`/api/campaigns/${listedArticle.campaignId}`)).body as { format: string; title: string };
      // Written by the built-in composer from the campaign's facts, full length: a feature at least 600 words,
      // a release as long as its facts make it (never the old 56-word stub).
      expect(article.model).toBe('composer');
      expect(article.wordCount, campaign.title).toBeGreaterThanOrEqual(campaign.format === 'article' ? 600 : 150);
      expect(article.disclosures).toContain('drafted by automated writing software from facts supplied by the issuer');
      // The disclosed amount is what the workspace was charged for that campaign.
      const charge = charges.find((c) => c.articleId === listedArticle.id);
      expect(charge?.amount.amountCents, campaign.title).toBe(article.disclosureFacts.payment.amountCents);
      expect(within60Days(listedArticle.createdAt)).toBe(true);
      if (listedArticle.publishedAt) expect(within60Days(listedArticle.publishedAt)).toBe(true);
    }
  });

  it('refuses a GraphQL mutation with demo_read_only (answered 200, as every refusal over GraphQL), and runs no resolver', async () => {
    const res = await visitor.graphql(
      `mutation { createCampaign(input: { draft: true, companyName: "Demo Corp", ticker: "DEMO", budget: PRO }) { campaign { id } } }`,
    );
    expect(res.status).toBe(200);
    expect(res.data).toBeFalsy();
    expect(res.errors?.[0]).toMatchObject({ message: READ_ONLY.message, extensions: { code: READ_ONLY.code } });
    expect((await visitor.get('/api/campaigns?status=all&pageSize=100')).body.total).toBe(7);
    // Signing out is the one exception, never a way to carry another mutation along.
    const mixed = await visitor.graphql(
      'mutation { logout { result { success } } createCampaign(input: { draft: true, companyName: "Demo", ticker: "DEMO", budget: PRO }) { campaign { id } } }',
    );
    expect(mixed.errors?.[0]?.extensions).toMatchObject({ code: READ_ONLY.code });
  });

  it('refuses REST writes: a campaign, an API token, a password change, two factors, ending another session', async () => {
    const writes: [string, string, unknown][] = [
      ['POST', '/api/campaigns', { draft: true, companyName: 'Demo Corp', ticker: 'DEMO', budget: 'pro' }],
      ['POST', '/api/tokens', { name: 'mine', scopes: ['read'] }],
      ['POST', '/api/auth/password', { currentPassword: 'x', newPassword: 'Another-Otter-43!' }],
      ['POST', '/api/auth/2fa/setup', {}],
      ['DELETE', '/api/auth/sessions/others', {}],
    ];
    for (const [method, url, body] of writes) {
      const res = await visitor.call(method as 'POST', url, body);
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body, `${method} ${url}`).toEqual(READ_ONLY);
    }
    // The services refuse too (the same rule, whatever route reaches them): the token list is an owner's.
    expect((await visitor.get('/api/tokens')).body).toMatchObject({ code: 'demo_read_only' });
  });

  it('shows a visitor only their own session, never another visitor’s address or browser', async () => {
    const res = await visitor.get('/api/auth/sessions');
    expect(res.status).toBe(200);
    const sessions = res.body.sessions as { current: boolean; ip: string }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({ current: true, ip: visitor.ip });
    expect(await t.orm.em.fork().count(Session, { readOnly: true })).toBeGreaterThan(2);
  });

  it('never lets anyone sign in to the workspace user with a password', async () => {
    expect((await logIn(t, DEMO_WORKSPACE_USERNAME, NO_PASSWORD_HASH)).res.status).toBe(401);
    expect((await logIn(t, DEMO_WORKSPACE_USERNAME, '')).res.status).not.toBe(200);
  });

  it('lets the visitor leave: signing out ends the demo session', async () => {
    const browser = newVisitor();
    await browser.post('/api/demo/session');
    expect((await browser.post('/api/auth/logout')).status).toBe(200);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  it('ends after an hour', async () => {
    const browser = newVisitor();
    await browser.post('/api/demo/session');
    // Kept busy, so only the absolute end applies.
    for (let i = 0; i < 3; i++) {
      t.clock.advance(19 * 60_000);
      expect((await browser.get('/api/auth/me')).status).toBe(200);
    }
    t.clock.advance(4 * 60_000);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  });

  it('limits demo sessions per address (429 with Retry-After)', async () => {
    const browser = newVisitor();
    for (let i = 0; i < DEMO_SESSIONS_PER_MINUTE; i++) expect((await browser.post('/api/demo/session')).status).toBe(200);
    const refused = await browser.post('/api/demo/session');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await newVisitor().post('/api/demo/session')).status).toBe(200);
  });

  it('leaves ordinary sessions as they were: a person signed in writes', async () => {
    const person = await signUp(t);
    const res = await person.browser.post('/api/auth/2fa/setup', {});
    expect(res.status).toBe(200);
    expect(other.cookie).toBeDefined();
  });
});
