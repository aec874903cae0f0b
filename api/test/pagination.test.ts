import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/core';
import { Article } from '../src/modules/articles/article.entity';
import { Campaign } from '../src/modules/campaigns/campaign.entity';
import { Charge } from '../src/modules/campaigns/charge.entity';
import { NewswireOrder } from '../src/modules/distribution/newswire-order.entity';
import { Organization } from '../src/modules/identity/organization.entity';
import { Notification } from '../src/modules/notifications/notification.entity';
import { Publication } from '../src/modules/publishing/publication.entity';
import { ApiToken } from '../src/modules/tokens/api-token.entity';
import { WebhookDelivery, WebhookEndpoint } from '../src/modules/webhooks/webhook.entities';
import { createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

interface Page {
  items: { id: string }[];
  nextCursor: string | null;
}

/** Rows of one list, written straight to the database at a given time (the walk needs many, and ties). */
type Seed = (em: EntityManager, organization: Organization, n: number, at: Date) => Promise<unknown>;

let serial = 0;
const next = () => (serial += 1);

async function campaignOf(em: EntityManager, organization: Organization, at: Date): Promise<Campaign> {
  return em.create(Campaign, {
    organization,
    title: `Campaign ${next()}`,
    companyName: 'Pager Inc.',
    ticker: 'PAGE',
    sector: 'technology',
    tone: 'professional',
    budget: 'pro',
    createdAt: at,
    updatedAt: at,
  });
}

async function articleOf(em: EntityManager, organization: Organization, at: Date): Promise<Article> {
  const campaign = await campaignOf(em, organization, new Date(0));
  return em.create(Article, { organization, campaign, title: `Article ${next()}`, content: 'Text.', createdAt: at, updatedAt: at });
}

function endpointOf(em: EntityManager, organization: Organization, at = new Date()): WebhookEndpoint {
  const url = `https://hooks.example.com/${next()}`;
  return em.create(WebhookEndpoint, { organization, url, eventTypes: ['article.published'], secretCiphertext: 'x', createdAt: at });
}

const times = (n: number, make: () => Promise<unknown>) => Promise.all(Array.from({ length: n }, make));

/** Each organization's one article whose publications `/api/articles/{id}/publications` walks (made in beforeAll). */
const homeArticles = new Map<string, string>();
const homeArticleOf = (organizationId: string): string => homeArticles.get(organizationId)!;

function publicationOf(em: EntityManager, organization: Organization, article: Article, at: Date): Publication {
  return em.create(Publication, { organization, article, platform: 'twitter', status: 'failed', createdAt: at });
}

interface List {
  name: string;
  /** The list's path as `who` calls it (most lists have one path for everybody). */
  path: string | ((who: Issuer) => string);
  table: string;
  /** SQL narrowing the table to what the list answers `who`, beyond the organization. */
  where?: (who: Issuer) => string;
  seed: Seed;
}

const pathOf = (list: List, who: Issuer): string => (typeof list.path === 'string' ? list.path : list.path(who));

/** Every REST list, its path, and how to add to it (what the list answers must be what the table holds). */
const LISTS: List[] = [
  {
    name: 'campaigns',
    path: '/api/campaigns',
    table: 'campaigns',
    where: () => `status <> 'archived'`,
    seed: (em, o, n, at) => times(n, () => campaignOf(em, o, at)),
  },
  { name: 'articles', path: '/api/articles', table: 'articles', seed: (em, o, n, at) => times(n, () => articleOf(em, o, at)) },
  {
    name: 'publications',
    path: '/api/publications',
    table: 'publications',
    seed: (em, o, n, at) => times(n, async () => publicationOf(em, o, await articleOf(em, o, at), at)),
  },
  {
    name: 'an article’s publications',
    path: (who) => `/api/articles/${homeArticleOf(who.organizationId)}/publications`,
    table: 'publications',
    where: (who) => `article_id = '${homeArticleOf(who.organizationId)}'`,
    // Each time one more on another article of the same organization, which this list must leave out.
    seed: async (em, o, n, at) => {
      const home = em.getReference(Article, homeArticleOf(o.id));
      await times(n, async () => publicationOf(em, o, home, at));
      publicationOf(em, o, await articleOf(em, o, at), at);
    },
  },
  {
    name: 'newswire orders',
    path: '/api/newswire/orders',
    table: 'newswire_orders',
    seed: (em, o, n, at) =>
      times(n, async () =>
        em.create(NewswireOrder, {
          organization: o,
          article: await articleOf(em, o, at),
          provider: 'globenewswire',
          level: 'basic',
          status: 'failed',
          costCents: 100,
          estimatedReach: 10,
          createdAt: at,
        }),
      ),
  },
  {
    name: 'notifications',
    path: '/api/notifications',
    table: 'notifications',
    seed: (em, o, n, at) =>
      times(n, async () => em.create(Notification, { organization: o, kind: 'article', title: 'T', body: 'B', createdAt: at })),
  },
  {
    name: 'billing charges',
    path: '/api/billing/charges',
    table: 'charges',
    seed: (em, o, n, at) =>
      times(n, async () =>
        em.create(Charge, {
          organization: o,
          kind: 'campaign',
          amountCents: 1,
          reference: `ref-${next()}`,
          description: 'D',
          createdAt: at,
        }),
      ),
  },
  {
    name: 'tokens',
    path: '/api/tokens',
    table: 'api_tokens',
    seed: (em, o, n, at) =>
      times(n, async () =>
        em.create(ApiToken, {
          organization: o,
          name: 'T',
          scopes: ['read'],
          secretHash: `hash-${next()}`,
          lastFour: 'abcd',
          createdAt: at,
        }),
      ),
  },
  {
    name: 'webhook endpoints',
    path: '/api/webhooks',
    table: 'webhook_endpoints',
    seed: (em, o, n, at) => times(n, async () => endpointOf(em, o, at)),
  },
];

/**
 * Issue 42 point 2: every REST list pages the same way, `?limit=&after=` → `{ items, nextCursor }`, cut by the
 * database on (created_at, id) within the organization; only `GET /api/campaigns` keeps the spec's bare array.
 */
describe('one pagination style on every REST list', () => {
  let t: TestApp;
  let owner: Issuer;
  let other: Issuer;
  let clockMs = Date.parse('2026-01-01T00:00:00Z');

  /** Adds `n` rows to a list at one new time (so they tie on created_at and only the id orders them). */
  async function add(list: List, who: Issuer, n: number): Promise<void> {
    clockMs += 60_000;
    const em = t.orm.em.fork();
    await list.seed(em, em.getReference(Organization, who.organizationId), n, new Date(clockMs));
    await em.flush();
  }

  /** What the list must answer: the organization's rows, newest first, ties by id. */
  async function expected(list: List, who: Issuer): Promise<string[]> {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from ${list.table} where organization_id = ?${list.where ? ` and ${list.where(who)}` : ''} order by created_at desc, id desc`,
        [who.organizationId],
      );
    return rows.map((r) => r.id);
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation', plan: 'agency' });
    const em = t.orm.em.fork();
    for (const who of [owner, other]) {
      const article = await articleOf(em, em.getReference(Organization, who.organizationId), new Date(0));
      await em.flush();
      homeArticles.set(who.organizationId, article.id);
    }
  });
  afterAll(async () => t?.close());

  describe.each(LISTS)('$name', (list) => {
    const path = (who: Issuer) => pathOf(list, who);

    it('walks to its end giving every item once, in order, while items are added meanwhile, and never another organization’s', async () => {
      await add(list, owner, 3);
      await add(list, other, 2);
      await add(list, owner, 4);
      await add(list, other, 2);
      const want = await expected(list, owner);
      const theirs = await expected(list, other);
      expect(want.length).toBeGreaterThanOrEqual(7);

      const seen: string[] = [];
      let after: string | null = null;
      for (let pages = 0; pages < 50; pages += 1) {
        const url: string = `${path(owner)}?limit=3${after ? `&after=${encodeURIComponent(after)}` : ''}`;
        const res: { status: number; body: Page } = await owner.get<Page>(url);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        expect(res.body.items.length).toBeLessThanOrEqual(3);
        seen.push(...res.body.items.map((item) => item.id));
        after = res.body.nextCursor;
        if (after === null) break;
        // Newer rows (some at the very time of rows already paged past) land on top, not in the walk.
        await add(list, owner, 2);
        await add(list, other, 1);
      }
      expect(after).toBeNull();
      expect(seen).toEqual(want);
      expect(seen.filter((id) => theirs.includes(id))).toEqual([]);
    });

    it('refuses a cursor that is not one, and one naming another organization’s item: 400 invalid_cursor', async () => {
      for (const bad of ['not-a-cursor', Buffer.from(`v1:${crypto.randomUUID()}`).toString('base64url')]) {
        const res = await owner.get(`${path(owner)}?after=${bad}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'invalid_cursor', fields: { after: 'Unknown cursor' } });
      }
      const theirs = await other.get<Page>(`${path(other)}?limit=1`);
      expect(theirs.body.nextCursor).toEqual(expect.any(String));
      const res = await owner.get(`${path(owner)}?after=${theirs.body.nextCursor}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_cursor' });
    });

    it('takes a limit of 1 to 100 and refuses the rest: 400 invalid_input on limit', async () => {
      for (const limit of ['0', '101', 'ten']) {
        const res = await owner.get(`${path(owner)}?limit=${limit}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'invalid_input', fields: { limit: expect.any(String) } });
      }
      expect((await owner.get<Page>(`${path(owner)}?limit=100`)).status).toBe(200);
    });
  });

  // Issue 42: a list the spec gives no shape answers only the page (campaigns keep the spec's array: the last test).
  describe.each(LISTS.filter((list) => list.name !== 'campaigns'))('$name without limit or after', (list) => {
    const path = (who: Issuer) => pathOf(list, who);

    it('answers a bare GET (no limit, no after) with { items, nextCursor }: the first 50, then the rest after nextCursor', async () => {
      await add(list, owner, 51);
      const want = await expected(list, owner);
      expect(want.length).toBeGreaterThan(50);
      const first = await owner.get<Page>(path(owner));
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ items: expect.any(Array), nextCursor: expect.any(String) });
      expect(first.body.items.map((item) => item.id)).toEqual(want.slice(0, 50));
      const rest = await owner.get<Page>(`${path(owner)}?after=${encodeURIComponent(first.body.nextCursor!)}`);
      expect(rest.body.items.map((item) => item.id)).toEqual(want.slice(50, 100));
    });
  });

  it('pages an endpoint’s deliveries the same way (newest first), still taking a delivery id as after, and refuses another endpoint’s', async () => {
    const em = t.orm.em.fork();
    const mine = endpointOf(em, em.getReference(Organization, owner.organizationId));
    const theirs = endpointOf(em, em.getReference(Organization, other.organizationId));
    const deliver = (endpoint: WebhookEndpoint, who: Issuer) =>
      em.create(WebhookDelivery, {
        endpoint,
        organizationId: who.organizationId,
        eventId: crypto.randomUUID(),
        eventType: 'article.published',
        body: '{}',
        status: 'failed',
        nextAttemptAt: new Date(),
      });
    const add = async (n: number) => {
      for (let i = 0; i < n; i += 1) deliver(mine, owner);
      deliver(theirs, other);
      await em.flush();
    };
    await add(5);
    const path = `/api/webhooks/${mine.id}/deliveries`;
    const want = (await owner.get<{ items: { id: string }[] }>(`${path}?limit=100`)).body.items.map((d) => d.id);
    expect(want).toHaveLength(5);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res: { status: number; body: Page & { totalCount: number } } = await owner.get(
        `${path}?limit=2${after ? `&after=${after}` : ''}`,
      );
      expect(res.status).toBe(200);
      seen.push(...res.body.items.map((d) => d.id));
      after = res.body.nextCursor;
      await add(1);
    } while (after);
    expect(seen).toEqual(want);
    // The earlier cursor, a delivery's id, still pages.
    const byId = await owner.get<Page>(`${path}?limit=2&after=${want[1]}`);
    expect(byId.body.items.map((d) => d.id)).toEqual(want.slice(2, 4));
    const foreign = await owner.get<{ items: { id: string }[] }>(`/api/webhooks/${theirs.id}/deliveries`);
    expect(foreign.status).toBe(404);
    const theirDelivery = (await other.get<Page>(`/api/webhooks/${theirs.id}/deliveries?limit=1`)).body.nextCursor!;
    for (const bad of ['not-a-cursor', theirDelivery]) {
      const res = await owner.get(`${path}?after=${bad}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_cursor' });
    }
  });

  it('keeps the spec’s shapes of campaigns without limit or after: the bare array, and { items, total, page, pageSize }', async () => {
    const bare = await owner.get<unknown[]>('/api/campaigns');
    expect(bare.status).toBe(200);
    expect(Array.isArray(bare.body)).toBe(true);
    const paged = await owner.get<{ items: unknown[]; total: number; page: number; pageSize: number }>('/api/campaigns?page=1&pageSize=2');
    expect(paged.body).toMatchObject({ page: 1, pageSize: 2, total: expect.any(Number) });
    expect(paged.body.items).toHaveLength(2);
    const both = await owner.get('/api/campaigns?page=1&limit=2');
    expect(both.status).toBe(400);
    expect(both.body).toMatchObject({ code: 'invalid_input', fields: { page: expect.any(String) } });
    const bell = await owner.get<Page & { unread: number }>('/api/notifications?limit=1');
    expect(bell.body).toMatchObject({ unread: expect.any(Number), nextCursor: expect.any(String) });
  });
});
