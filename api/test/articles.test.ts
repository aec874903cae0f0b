import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { DISCLOSURE_SEPARATOR } from '../src/modules/articles/article-content';
import { looksForward } from '../src/modules/compliance/compliance.disclosures';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface ArticleJson {
  id: string;
  campaignId: string;
  title: string;
  content: string;
  body: string;
  disclosures: string;
  status: string;
  platforms: string[];
  compliance: boolean;
  views: number;
  engagement: number;
  createdAt: string;
  publishedAt: string | null;
  wordCount: number;
  version: number;
  model: string;
  complianceReport: { level: string; counts: { critical: number } };
}

interface Generated {
  article: ArticleJson;
  summary: {
    wordCount: number;
    model: string;
    disclosures: string[];
    forwardLooking: boolean;
    chargedCents: number;
    complianceLevel: string;
    quota: { plan: string; used: number; limit: number; remaining: number };
  };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

describe('articles: generation, edit, regenerate, history, audit', () => {
  let t: TestApp;
  let apple: Issuer;
  let campaignId: string;
  let generated: Generated;

  async function sql<T = Record<string, unknown>>(query: string, params: unknown[] = []): Promise<T[]> {
    return t.orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
  }

  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(new Date('2026-03-16T12:00:00Z')) });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'pro' });
    campaignId = await createCampaign(apple, { companyName: 'Apple Inc.', budget: 'pro', tone: 'bullish' });
    const res = await apple.post<Generated>(`/api/campaigns/${campaignId}/generate-article`);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    generated = res.body;
  });
  afterAll(async () => t?.close());

  describe('generation with the offline composer', () => {
    it('answers { article, summary } with the spec article fields', () => {
      const { article, summary } = generated;
      expect(article).toMatchObject({
        campaignId,
        status: 'draft',
        platforms: [],
        views: 0,
        engagement: 0,
        publishedAt: null,
        version: 1,
        model: 'composer',
      });
      expect(article.title.length).toBeGreaterThan(10);
      expect(summary).toMatchObject({
        model: 'composer',
        chargedCents: 0,
        quota: { plan: 'pro', limit: 12, used: 1, remaining: 11 },
      });
    });

    it('writes an 800–1200 word body', () => {
      expect(words(generated.article.body)).toBeGreaterThanOrEqual(800);
      expect(words(generated.article.body)).toBeLessThanOrEqual(1200);
      expect(generated.article.wordCount).toBe(generated.summary.wordCount);
    });

    it('ends every piece with the disclosures: payer and amount charged, automated writing, not advice, and the legend when it looks forward', () => {
      const { content, body, disclosures } = generated.article;
      expect(content).toBe(`${body}${DISCLOSURE_SEPARATOR}${disclosures}`);
      expect(content.endsWith(disclosures)).toBe(true);
      expect(disclosures).toContain('paid for by Apple Inc. (NASDAQ: AAPL)');
      expect(disclosures).toContain(
        'through its Pro subscription to IssuerWire ($4,999 a month, 12 articles a month included); IssuerWire made no separate charge for this content',
      );
      // The built-in composer wrote it (no model ran): automated writing, not AI assistance.
      expect(disclosures).toMatch(/Automated writing: .*drafted by automated writing software from facts supplied by the issuer/);
      expect(disclosures).toContain('It is not investment advice');
      expect(disclosures.includes('Forward-looking statements:')).toBe(looksForward(`${generated.article.title}\n\n${body}`));
      expect(generated.summary.disclosures.slice(0, 3)).toEqual(['Paid content', 'Automated writing', 'Not investment advice']);
    });

    it('bills the month’s subscription and nothing more for an included article, and says it passed compliance', async () => {
      expect(generated.article.compliance).toBe(true);
      expect(generated.article.complianceReport.counts.critical).toBe(0);
      const charges = await sql<{ amount_cents: number; reference: string }>(
        'select amount_cents, reference from charges where organization_id = ?',
        [apple.organizationId],
      );
      expect(charges).toEqual(
        expect.arrayContaining([
          { amount_cents: 0, reference: `campaign:${campaignId}` },
          { amount_cents: 499_900, reference: expect.stringMatching(/^plan:/) },
        ]),
      );
      expect(charges).toHaveLength(2);
    });

    it('takes the subscription from the organization’s plan, not from the campaign budget', async () => {
      const basicCampaign = await createCampaign(apple, { companyName: 'Apple Inc.', budget: 'basic' });
      const res = await apple.post<Generated>(`/api/campaigns/${basicCampaign}/generate-article`);
      expect(res.body.article.disclosures).toContain('its Pro subscription to IssuerWire ($4,999 a month');
      expect(res.body.summary.chargedCents).toBe(0);
    });

    it('keeps one article per campaign: generating again answers 409 with the article id', async () => {
      const res = await apple.post(`/api/campaigns/${campaignId}/generate-article`);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ code: 'article_exists', articleId: generated.article.id });
    });

    it('records the generation: version 1, an audit row with the content hash, a notification, and the campaign list links the article', async () => {
      const { article } = generated;
      const [audit] = await sql<{ action: string; actor_id: string; content_hash: string; entity_type: string }>(
        `select action, actor_id, content_hash, entity_type from audit_log where entity_id = ? and action = 'article.generated'`,
        [article.id],
      );
      expect(audit).toMatchObject({
        action: 'article.generated',
        actor_id: apple.userId,
        entity_type: 'article',
        content_hash: sha256(`# ${article.title}\n\n${article.content}`),
      });
      const [version] = await sql<{ version: number; reason: string; content_hash: string }>(
        'select version, reason, content_hash from article_versions where article_id = ?',
        [article.id],
      );
      expect(version).toEqual({ version: 1, reason: 'generated', content_hash: audit.content_hash });
      const bell = await apple.get<{ items: { kind: string; articleId: string; read: boolean }[]; unread: number }>('/api/notifications');
      expect(bell.body.items.find((n) => n.articleId === article.id)).toMatchObject({ kind: 'article.generated', read: false });
      const list = await apple.get<{ id: string; articleId: string | null }[]>('/api/campaigns');
      expect(list.body.find((c) => c.id === campaignId)?.articleId).toBe(article.id);
      const campaign = await apple.get(`/api/campaigns/${campaignId}`);
      expect(campaign.body.status).toBe('draft');
    });

    it('lists and reads the issuer’s articles', async () => {
      const list = await apple.get<{ items: ArticleJson[] }>(`/api/articles?campaignId=${campaignId}`);
      expect(list.body).toEqual({ items: [expect.objectContaining({ id: generated.article.id })], nextCursor: null });
      expect((await apple.get<{ items: ArticleJson[] }>('/api/articles')).body.items).toHaveLength(2);
      const one = await apple.get<ArticleJson>(`/api/articles/${generated.article.id}`);
      expect(one.body.content).toBe(generated.article.content);
    });
  });

  describe('edits keep the disclosures', () => {
    it('restores disclosures an edit removed, and says so', async () => {
      const { article } = generated;
      const edited = `${article.body}\n\nA paragraph the issuer added.`;
      const res = await apple.put<{ article: ArticleJson; disclosuresRestored: boolean; message: string }>(`/api/articles/${article.id}`, {
        title: article.title,
        content: edited,
      });
      expect(res.status).toBe(200);
      expect(res.body.disclosuresRestored).toBe(true);
      expect(res.body.message).toMatch(/disclosures were restored/);
      expect(res.body.article.body).toBe(edited);
      expect(res.body.article.content).toBe(`${edited}${DISCLOSURE_SEPARATOR}${article.disclosures}`);
      expect(res.body.article.version).toBe(2);
    });

    it('replaces altered disclosures (a smaller amount, no AI line) with the canonical ones', async () => {
      const current = (await apple.get<ArticleJson>(`/api/articles/${generated.article.id}`)).body;
      const altered = current.content.replace('($4,999 a month', '($1 a month').replace(/Automated writing: [^\n]+\n\n/, '');
      expect(altered).not.toContain('$4,999');
      const res = await apple.put<{ article: ArticleJson; disclosuresRestored: boolean }>(`/api/articles/${current.id}`, {
        title: 'A new title',
        content: altered,
      });
      expect(res.body.disclosuresRestored).toBe(true);
      expect(res.body.article.body).toBe(current.body);
      expect(res.body.article.title).toBe('A new title');
      expect(res.body.article.content.endsWith(current.disclosures)).toBe(true);
      expect(res.body.article.content).toContain('($4,999 a month');
    });

    it('accepts an edit that keeps the block as is (disclosuresRestored false), and re-decides the forward-looking legend on each edit', async () => {
      const current = (await apple.get<ArticleJson>(`/api/articles/${generated.article.id}`)).body;
      expect(current.disclosures).toContain('Forward-looking statements');
      const plain = 'Apple Inc. designs consumer electronics.\n\nIt reports results each quarter and files them with the SEC.';
      expect(looksForward(plain)).toBe(false);
      // The text no longer looks forward: the legend goes, so the block differs from the one sent.
      const first = await apple.put<{ article: ArticleJson; disclosuresRestored: boolean }>(`/api/articles/${current.id}`, {
        title: 'Apple in brief',
        content: `${plain}${DISCLOSURE_SEPARATOR}${current.disclosures}`,
      });
      expect(first.body.article.body).toBe(plain);
      expect(first.body.article.disclosures).not.toContain('Forward-looking statements');
      expect(first.body.disclosuresRestored).toBe(true);
      // The same block kept as is: nothing to restore.
      const plain2 = `${plain}\n\nIts shares trade on NASDAQ.`;
      const second = await apple.put<{ article: ArticleJson; disclosuresRestored: boolean }>(`/api/articles/${current.id}`, {
        title: 'Apple in brief',
        content: `${plain2}${DISCLOSURE_SEPARATOR}${first.body.article.disclosures}`,
      });
      expect(second.body.disclosuresRestored).toBe(false);
      expect(second.body.article.content).toBe(`${plain2}${DISCLOSURE_SEPARATOR}${first.body.article.disclosures}`);
      // Forward-looking again: the legend comes back though the client did not send it.
      const forward = await apple.put<{ article: ArticleJson; disclosuresRestored: boolean }>(`/api/articles/${current.id}`, {
        title: 'Apple in brief',
        content: `${plain2}\n\nThe company expects to open new stores next year.${DISCLOSURE_SEPARATOR}${second.body.article.disclosures}`,
      });
      expect(forward.body.article.disclosures).toContain('Forward-looking statements');
      expect(forward.body.disclosuresRestored).toBe(true);
    });

    it('re-checks compliance on every write: promissory text is stored as not compliant', async () => {
      const current = (await apple.get<ArticleJson>(`/api/articles/${generated.article.id}`)).body;
      const res = await apple.put<{ article: ArticleJson }>(`/api/articles/${current.id}`, {
        title: current.title,
        content: 'This stock is guaranteed to double. Act now before it is too late!',
      });
      expect(res.body.article.compliance).toBe(false);
      expect(res.body.article.complianceReport.counts.critical).toBeGreaterThan(0);
      expect(res.body.article.content.endsWith(current.disclosures.split('\n\nForward-looking')[0])).toBe(true);
    });

    it('refuses an edit that leaves no text besides the disclosures, and validates the body', async () => {
      const current = (await apple.get<ArticleJson>(`/api/articles/${generated.article.id}`)).body;
      const res = await apple.put(`/api/articles/${current.id}`, { title: current.title, content: `---\n\n${current.disclosures}` });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('The article text cannot be empty.');
      expect((await apple.put(`/api/articles/${current.id}`, { content: 'x' })).body.fields).toMatchObject({ title: 'Required' });
    });
  });

  describe('regenerate and history', () => {
    it('writes a new version without counting against the quota, and audits it', async () => {
      const before = (await apple.get<ArticleJson>(`/api/articles/${generated.article.id}`)).body;
      const usage = (await apple.get<{ used: number }>('/api/plan')).body.used;
      const res = await apple.post<Generated>(`/api/articles/${before.id}/regenerate`);
      expect(res.status).toBe(200);
      expect(res.body.article.version).toBe(before.version + 1);
      expect(res.body.article.title).toBeTruthy();
      expect(res.body.article.content).not.toBe(before.content);
      expect(res.body.article.content.endsWith(res.body.article.disclosures)).toBe(true);
      expect((await apple.get<{ used: number }>('/api/plan')).body.used).toBe(usage);
      const [row] = await sql<{ n: number }>(
        `select count(*)::int as n from audit_log where entity_id = ? and action = 'article.regenerated'`,
        [before.id],
      );
      expect(row.n).toBe(1);
    });

    it('lists every version with a line diff against the previous one, and the audit trail', async () => {
      const res = await apple.get<{
        versions: {
          version: number;
          reason: string;
          body: string;
          diff: { op: string; text: string }[] | null;
          titleChanged: boolean;
          contentHash: string;
        }[];
        events: { action: string; contentHash: string }[];
      }>(`/api/articles/${generated.article.id}/versions`);
      expect(res.status).toBe(200);
      const { versions, events } = res.body;
      expect(versions.map((v) => v.reason)).toEqual([
        'generated',
        'edited',
        'edited',
        'edited',
        'edited',
        'edited',
        'edited',
        'regenerated',
      ]);
      expect(versions.map((v) => v.version)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(versions[0].diff).toBeNull();
      expect(versions[1].diff?.filter((d) => d.op === 'add')).toEqual([
        { op: 'add', text: '' },
        { op: 'add', text: 'A paragraph the issuer added.' },
      ]);
      expect(versions[1].diff?.some((d) => d.op === 'remove')).toBe(false);
      expect(versions[2].titleChanged).toBe(true);
      expect(versions[3].diff?.some((d) => d.op === 'remove')).toBe(true);
      expect(events.map((e) => e.action)).toEqual(['article.generated', ...Array(6).fill('article.edited'), 'article.regenerated']);
      expect(events.map((e) => e.contentHash)).toEqual(versions.map((v) => v.contentHash));
    });
  });

  describe('regenerating after the issuer edited the title', () => {
    it('keeps their title unless they ask for a new one too (REST and GraphQL)', async () => {
      const own = await createCampaign(apple, { companyName: 'Apple Inc.', budget: 'pro' });
      const first = (await apple.post<Generated>(`/api/campaigns/${own}/generate-article`)).body.article;
      const headline = 'Apple opens its new Austin campus';
      expect((await apple.put(`/api/articles/${first.id}`, { title: headline, content: first.content })).status).toBe(200);

      const kept = await apple.post<Generated>(`/api/articles/${first.id}/regenerate`, {});
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
      expect(kept.body.article.title).toBe(headline);
      expect(kept.body.article.version).toBe(first.version + 2);

      const replaced = await apple.graphql(
        `mutation ($id: ID!) { regenerateArticle(input: { id: $id, replaceTitle: true }) { result { article { title } } userErrors { field } } }`,
        { id: first.id },
      );
      expect(replaced.errors).toBeUndefined();
      const title = (replaced.data?.regenerateArticle as { result: { article: { title: string } } }).result.article.title;
      expect(title).not.toBe(headline);
    });
  });

  describe('the audit log is append-only', () => {
    it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
      const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from audit_log');
      expect(n).toBeGreaterThan(5);
      await expect(sql(`update audit_log set action = 'tampered'`)).rejects.toThrow(/append-only/);
      await expect(sql(`delete from audit_log`)).rejects.toThrow(/append-only/);
      await expect(sql(`truncate audit_log`)).rejects.toThrow(/append-only/);
      const [{ n: after }] = await sql<{ n: number }>('select count(*)::int as n from audit_log');
      expect(after).toBe(n);
      const [{ tampered }] = await sql<{ tampered: number }>(`select count(*)::int as tampered from audit_log where action = 'tampered'`);
      expect(tampered).toBe(0);
    });

    it('still lets an organization be deleted (the trail outlives it)', async () => {
      const leaving = await createVerifiedIssuer(t, { ticker: 'MSFT' });
      await createCampaign(leaving);
      await sql('delete from organizations where id = ?', [leaving.organizationId]);
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from audit_log where organization_id = ?`, [
        leaving.organizationId,
      ]);
      expect(n).toBe(1);
    });
  });

  describe('GraphQL', () => {
    it('generates, edits, regenerates and reads history through the same service', async () => {
      const id = await createCampaign(apple, { companyName: 'Apple Inc.', tone: 'educational' });
      const gen = await apple.graphql(
        `mutation ($id: ID!) { generateArticle(input: { campaignId: $id }) { result { article { id title content disclosures compliance version } summary { wordCount model quota { used } disclosures } } userErrors { field } } }`,
        { id },
      );
      expect(gen.errors).toBeUndefined();
      const { result, userErrors } = gen.data?.generateArticle as {
        result: {
          article: { id: string; content: string; disclosures: string; compliance: boolean };
          summary: { wordCount: number; model: string };
        };
        userErrors: unknown[];
      };
      expect(userErrors).toEqual([]);
      expect(result.article.content.endsWith(result.article.disclosures)).toBe(true);
      expect(result.article.compliance).toBe(true);
      expect(result.summary.model).toBe('composer');
      expect(result.summary.wordCount).toBeGreaterThanOrEqual(800);

      const edit = await apple.graphql(
        `mutation ($id: ID!) { updateArticle(input: { id: $id, title: "GraphQL title", content: "Only the body." }) { result { disclosuresRestored article { content version } } userErrors { field } } }`,
        { id: result.article.id },
      );
      expect(edit.data?.updateArticle).toMatchObject({ result: { disclosuresRestored: true, article: { version: 2 } }, userErrors: [] });
      expect((edit.data?.updateArticle as { result: { article: { content: string } } }).result.article.content).toBe(
        `Only the body.${DISCLOSURE_SEPARATOR}${result.article.disclosures.split('\n\nForward-looking')[0]}`,
      );

      const regen = await apple.graphql(
        `mutation ($id: ID!) { regenerateArticle(input: { id: $id }) { result { article { version } } userErrors { field } } }`,
        {
          id: result.article.id,
        },
      );
      expect(regen.data?.regenerateArticle).toEqual({ result: { article: { version: 3 } }, userErrors: [] });
      const history = await apple.graphql(
        `query ($id: ID!) { articleHistory(id: $id) { versions { version reason diff { op } } events { action contentHash } } }`,
        { id: result.article.id },
      );
      const h = history.data?.articleHistory as { versions: { reason: string }[]; events: { action: string }[] };
      expect(h.versions.map((v) => v.reason)).toEqual(['GENERATED', 'EDITED', 'REGENERATED']);
      expect(h.events.map((e) => e.action)).toEqual(['article.generated', 'article.edited', 'article.regenerated']);
      const one = await apple.graphql(`query ($id: ID!) { article(id: $id) { id version } articles { nodes { id } } }`, {
        id: result.article.id,
      });
      expect(one.data?.article).toEqual({ id: result.article.id, version: 3 });
    });

    it('answers another issuer’s article as not_found', async () => {
      const other = await createVerifiedIssuer(t, { ticker: 'SHOP' });
      const res = await other.graphql(`query ($id: ID!) { article(id: $id) { id } }`, { id: generated.article.id });
      expect(res.errors?.[0].extensions?.code).toBe('not_found');
      const edit = await other.graphql(
        `mutation ($id: ID!) { updateArticle(input: { id: $id, title: "x", content: "y" }) { result { changed } } }`,
        {
          id: generated.article.id,
        },
      );
      expect(edit.errors?.[0].extensions?.code).toBe('not_found');
    });

    it('answers a refused edit as userErrors, with no error and nothing saved', async () => {
      const before = await apple.graphql(`query ($id: ID!) { article(id: $id) { title version } }`, { id: generated.article.id });
      const edit = await apple.graphql(
        `mutation ($id: ID!) { updateArticle(input: { id: $id, title: "   ", content: "A new body." }) { result { changed } userErrors { field code message } } }`,
        { id: generated.article.id },
      );
      expect(edit.errors).toBeUndefined();
      expect(edit.data?.updateArticle).toEqual({ result: null, userErrors: [{ field: 'title', code: 'REQUIRED', message: 'Required' }] });
      const after = await apple.graphql(`query ($id: ID!) { article(id: $id) { title version } }`, { id: generated.article.id });
      expect(after.data?.article).toEqual(before.data?.article);
    });
  });
});
