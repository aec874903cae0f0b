// The dashboard's cached answers (GET /api/stats, GET /api/campaigns): reused while nothing changed, and never
// stale: every committed change to the rows they read shows on the next request, whoever made it (a request
// of this app, a job, another instance: here plain SQL on the database, which no cache in this process sees).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './test-app';
import { countStatements } from './fixtures/sql-counter';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface Stats {
  activeCampaigns: number;
  articlesPublished: number;
  totalEngagement: number;
  revenueCents: number;
  changes: { activeCampaigns: number | null };
  unreadNotifications: number;
}
interface ListItem {
  id: string;
  title: string;
  status: string;
  articleId: string | null;
  articleStatus: string | null;
}

describe('dashboard answers: cached, never stale', () => {
  let t: TestApp;
  let clock: ManualClock;
  let issuer: Issuer;
  let other: Issuer;

  const sql = (query: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute(query, params);
  const stats = async (who: Issuer = issuer) => (await who.get<Stats>('/api/stats')).body;
  const list = async (who: Issuer = issuer) => (await who.get<ListItem[]>('/api/campaigns')).body;

  beforeAll(async () => {
    clock = new ManualClock(new Date('2026-03-31T23:59:00Z'));
    t = await createTestApp({ clock });
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT' });
  });
  afterAll(async () => t?.close());

  it("answers a repeated request with one small read (the issuer's dashboard version), and the same bytes", async () => {
    await createCampaign(issuer, { title: 'Cached' });
    for (const url of ['/api/stats', '/api/campaigns', '/api/campaigns?page=1&pageSize=5']) {
      const first = await countStatements(t.orm, () => issuer.get(url));
      const again = await countStatements(t.orm, () => issuer.get(url));
      expect(first.statements.length, url).toBeGreaterThan(1);
      expect(again.statements, url).toEqual([expect.stringMatching(/from dashboard_versions/)]);
      expect(again.result.body, url).toEqual(first.result.body);
      expect(again.result.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(again.result.headers['x-total-count'] ?? null, url).toBe(first.result.headers['x-total-count'] ?? null);
    }
  });

  it('shows changes made through the API at once: create, generate, archive, read notifications', async () => {
    const before = await stats();
    const id = await createCampaign(issuer, { title: 'Fresh one' });
    expect((await list()).map((c) => c.id)).toContain(id);
    expect((await stats()).activeCampaigns).toBe(before.activeCampaigns + 1);

    const generated = await issuer.post<{ article: { id: string } }>(`/api/campaigns/${id}/generate-article`);
    expect(generated.status).toBe(201);
    expect((await list()).find((c) => c.id === id)).toMatchObject({ articleId: generated.body.article.id, articleStatus: 'draft' });
    const afterGeneration = await stats();
    expect(afterGeneration.revenueCents).toBeGreaterThan(before.revenueCents);
    expect(afterGeneration.unreadNotifications).toBeGreaterThan(before.unreadNotifications);

    expect((await issuer.post('/api/notifications/read')).status).toBe(200);
    expect((await stats()).unreadNotifications).toBe(0);

    expect((await issuer.delete(`/api/campaigns/${id}`)).status).toBe(200);
    expect((await list()).map((c) => c.id)).not.toContain(id);
    expect((await stats()).activeCampaigns).toBe(before.activeCampaigns);
  });

  it('shows changes committed outside this process at once: each table the answers read', async () => {
    const id = await createCampaign(issuer, { title: 'Outside' });
    await list();
    await stats();
    await sql(`update campaigns set title = 'Renamed elsewhere' where id = ?`, [id]);
    expect((await list()).find((c) => c.id === id)?.title).toBe('Renamed elsewhere');

    const articleId = randomUUID();
    await sql(
      `insert into articles (id, campaign_id, organization_id, title, content, body, status, published_at, created_at, updated_at) values (?, ?, ?, 'A', 'Text', 'Text', 'published', now(), now(), now())`,
      [articleId, id, issuer.organizationId],
    );
    expect((await list()).find((c) => c.id === id)).toMatchObject({ articleId, articleStatus: 'published' });
    const published = await stats();

    await sql(
      `insert into analytics (id, article_id, organization_id, platform, views, clicks, shares, likes, comments, date) values (?, ?, ?, 'twitter', 100, 7, 0, 0, 0, current_date)`,
      [randomUUID(), articleId, issuer.organizationId],
    );
    expect((await stats()).totalEngagement).toBe(published.totalEngagement + 7);

    await sql(
      `insert into charges (id, organization_id, kind, amount_cents, reference, description, created_at, updated_at) values (?, ?, 'newswire', 12345, ?, 'Wire', now(), now())`,
      [randomUUID(), issuer.organizationId, `test:${randomUUID()}`],
    );
    expect((await stats()).revenueCents).toBe(published.revenueCents + 12345);

    await sql(`delete from articles where id = ?`, [articleId]);
    expect((await list()).find((c) => c.id === id)).toMatchObject({ articleId: null, articleStatus: null });
  });

  it("keeps each issuer's answers apart", async () => {
    await createCampaign(other, { title: 'Other issuer' });
    const mine = await list();
    const theirs = await list(other);
    expect(theirs.map((c) => c.title)).toEqual(['Other issuer']);
    expect(mine.map((c) => c.title)).not.toContain('Other issuer');
  });

  it('recomputes the month-on-month changes when the month turns, with no change to the data', async () => {
    const march = await stats(other);
    expect(march.changes.activeCampaigns).toBeNull(); // nothing active at the end of February
    clock.advance(2 * 60_000); // 1 April: March's campaign now counts as last month's
    const april = await stats(other);
    expect(april.changes.activeCampaigns).toBe(0);
    clock.set(new Date('2026-03-31T23:59:00Z'));
  });
});
