import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../src/ai/__fixtures__/fake-openai-server';
import { OpenAiContentModel } from '../src/ai';
import { topic } from '../src/lib/event-bus';
import { DISCLOSURE_SEPARATOR } from '../src/modules/articles/article-content';
import type { ArticleGenerationEvent } from '../src/modules/articles/articles.service';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const MODEL_TEXT = [
  '# Apple Inc. Describes Its Product Roadmap',
  '',
  'Apple Inc. designs consumer electronics and software. The company plans to expand its services business.',
  '',
  '## Risks',
  '',
  'Demand for devices can fall, and results may differ from plans.',
].join('\n');

describe('generation through an OpenAI-compatible provider (local fake server)', () => {
  let fake: FakeOpenAiServer;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ type: 'text', content: MODEL_TEXT });
  });
  afterAll(async () => fake?.close());

  describe('configured by OPENAI_API_KEY and OPENAI_BASE_URL', () => {
    let t: TestApp;
    let apple: Issuer;

    beforeAll(async () => {
      t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model' } });
      apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
    });
    afterAll(async () => t?.close());

    it('streams the model’s text on the bus, saves the body with the disclosures appended by the service', async () => {
      const id = await createCampaign(apple, { companyName: 'Apple Inc.' });
      const stream = t.services.events.subscribe(topic('article.generation', id));
      const res = await apple.post<{
        article: { title: string; body: string; content: string; disclosures: string; model: string; compliance: boolean };
        summary: { model: string };
      }>(`/api/campaigns/${id}/generate-article`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { article } = res.body;
      expect(article.model).toBe('fake-model');
      expect(article.title).toBe('Apple Inc. Describes Its Product Roadmap');
      expect(article.body).toBe(MODEL_TEXT.split('\n').slice(2).join('\n'));
      expect(article.content).toBe(`${article.body}${DISCLOSURE_SEPARATOR}${article.disclosures}`);
      expect(article.disclosures).toContain('paid for by Apple Inc. (NASDAQ: AAPL)');
      expect(article.disclosures).toContain('Forward-looking statements');
      // A model ran: the disclosure names it (issue 37 point 4).
      expect(article.disclosures).toContain('AI assistance: This content was drafted with AI assistance (fake-model)');

      const request = fake.requests.at(-1)!;
      expect(request.body).toMatchObject({ model: 'fake-model', stream: true });
      expect(request.headers.authorization).toBe('Bearer sk-test-key');

      const events: ArticleGenerationEvent[] = [];
      for await (const event of stream) {
        events.push(event);
        if (event.done) break;
      }
      expect(events.filter((e) => !e.done).length).toBeGreaterThan(5);
      expect(events.map((e) => e.delta).join('')).toBe(`${MODEL_TEXT}${DISCLOSURE_SEPARATOR}${article.disclosures}`);
      expect(events.at(-1)).toMatchObject({ done: true, error: null });
    });

    it('maps a 429 to 503 generation_failed with the wait the provider asked for', async () => {
      const id = await createCampaign(apple, { companyName: 'Apple Inc.' });
      fake.reply({ type: 'rate-limit', retryAfterSeconds: 20 });
      const res = await apple.post(`/api/campaigns/${id}/generate-article`);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ code: 'generation_failed', reason: 'rate_limited', retryAfterSeconds: 20 });
      expect(res.body.message).toMatch(/rate-limiting|try again/i);
    });
  });

  describe('failures leave the campaign as it was and say why', () => {
    let t: TestApp;
    let apple: Issuer;
    let campaignId: string;

    async function count(table: string, where = 'organization_id = ?'): Promise<number> {
      const [row] = await t.orm.em
        .fork()
        .getConnection()
        .execute(`select count(*)::int as n from ${table} where ${where}`, [apple.organizationId]);
      return row.n as number;
    }

    beforeAll(async () => {
      // A short timeout so the hanging provider is given up on quickly, long enough that the other answers arrive
      // within it on a busy CI machine (400 ms was not: a 500 was taken for a timeout).
      t = await createTestApp({
        contentModel: new OpenAiContentModel({ apiKey: 'sk-test-key', baseUrl: fake.baseUrl, model: 'fake-model', timeoutMs: 2_000 }),
      });
      apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
      campaignId = await createCampaign(apple, { companyName: 'Apple Inc.' });
    });
    afterAll(async () => t?.close());

    it.each([
      ['the provider’s 500', 502, 'upstream_error', { type: 'server-error' as const, status: 500 }],
      ['a malformed answer', 502, 'malformed', { type: 'malformed' as const }],
      ['a rate limit', 503, 'rate_limited', { type: 'rate-limit' as const, retryAfterSeconds: 7 }],
      ['no answer within the timeout', 504, 'timeout', { type: 'hang' as const }],
      ['an error in the middle of the stream', 502, 'upstream_error', { type: 'stream-error' as const, message: 'overloaded' }],
    ])('%s: %i generation_failed (%s), nothing saved, an error event on the stream', async (_name, status, reason, reply) => {
      const stream = t.services.events.subscribe(topic('article.generation', campaignId));
      fake.reply(reply);
      const res = await apple.post(`/api/campaigns/${campaignId}/generate-article`);
      expect(res.status).toBe(status);
      expect(res.body).toMatchObject({ code: 'generation_failed', reason });
      expect(String(res.body.message).length).toBeGreaterThan(10);

      expect(await count('articles')).toBe(0);
      expect(await count('charges')).toBe(0);
      expect(await count('notifications')).toBe(0);
      expect(await count('audit_log', `organization_id = ? and action like 'article.%'`)).toBe(0);
      expect((await apple.get(`/api/campaigns/${campaignId}`)).body).toMatchObject({ status: 'draft', articleId: null });
      expect((await apple.get('/api/plan')).body.used).toBe(0);

      let last: ArticleGenerationEvent | undefined;
      for await (const event of stream) {
        last = event;
        if (event.done) break;
      }
      expect(last).toMatchObject({ done: true, articleId: null, errorCode: reason });
      expect(last?.error).toBe(res.body.message);
    });

    it('generates normally afterwards (no generation left stuck in progress)', async () => {
      const res = await apple.post(`/api/campaigns/${campaignId}/generate-article`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(await count('articles')).toBe(1);
    });

    it('a failed regeneration keeps the article’s text and version', async () => {
      const list = await apple.get<{ items: { id: string; content: string; version: number }[] }>('/api/articles');
      const before = list.body.items[0];
      fake.reply({ type: 'server-error', status: 503 });
      const res = await apple.post(`/api/articles/${before.id}/regenerate`);
      expect(res.status).toBe(502);
      const after = await apple.get<{ content: string; version: number }>(`/api/articles/${before.id}`);
      expect(after.body).toMatchObject({ content: before.content, version: before.version });
    });
  });
});
