import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../src/ai/__fixtures__/fake-openai-server';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { ManualClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './test-app';

interface Compliance {
  version: number;
  result: string;
  blocked: boolean;
  findings: { ruleId: string; title: string; severity: string; source: string; model: string | null; span: { text: string } | null }[];
  secondOpinion: { status: string; model: string | null; findingCount: number };
}

const ARTICLE_TEXT = '# Northwind Trading Ships Routing Software\n\nNorthwind Trading designs routing software for freight carriers.';
const TITLE = 'Northwind Trading ships routing software';
const BORDERLINE = 'We believe demand for the product will grow strongly next year.';
const BODY = `Northwind Trading shipped its routing software to three regional carriers in March. ${BORDERLINE}`;

/** The model's structured answer: the same verdict for every sentence asked about. */
function answer(verdict: string, category = 'price_prediction', explanation = 'It forecasts demand with no basis given.') {
  const verdicts = Array.from({ length: 12 }, (_, index) => ({ index, verdict, category, explanation }));
  return { type: 'text' as const, content: JSON.stringify({ verdicts }) };
}

/**
 * Issue 18, point 6: with a model configured, borderline sentences get a second opinion in the
 * background, stored per version and merged as the model's; unsure or failed says "needs review", never
 * "compliant"; the gate never waits on it. Against a local OpenAI-compatible fake server.
 */
describe("a model's second opinion on an article's compliance", () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  let issuer: Issuer;

  async function articleWithBorderlineSentence(): Promise<string> {
    const campaign = await createCampaign(issuer, { companyName: 'Northwind Trading' });
    const generated = await issuer.post<{ article: { id: string; disclosures: string } }>(`/api/campaigns/${campaign}/generate-article`);
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const { id } = generated.body.article;
    const edited = await issuer.put(`/api/articles/${id}`, { title: TITLE, content: BODY });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    return id;
  }
  const compliance = async (id: string) => (await issuer.get<Compliance>(`/api/articles/${id}/compliance`)).body;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ type: 'text', content: ARTICLE_TEXT });
    t = await createTestApp({ env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model' } });
    issuer = await createVerifiedIssuer(t, { ticker: 'NWT', companyName: 'Northwind Trading', plan: 'agency' });
  });
  afterAll(async () => {
    // A review still waiting on the fake ends when its connection does.
    await fake?.close();
    await t?.close();
  });

  it("merges a model's violation as its opinion: important, marked, named, and not blocking", async () => {
    const id = await articleWithBorderlineSentence();
    const asked = fake.requests.length;
    fake.reply(answer('violation'));
    const first = await compliance(id);
    expect(first.secondOpinion).toMatchObject({ status: 'pending', model: 'fake-model' });
    expect(first.result).not.toBe('compliant');
    await t.services.secondOpinion!.idle();

    // One structured call, with the rubric and the borderline sentence (never the disclosures).
    expect(fake.requests.length).toBe(asked + 1);
    const request = fake.requests.at(-1)!.body as { stream?: boolean; response_format?: { type: string }; messages: { content: string }[] };
    expect(request.stream).not.toBe(true);
    expect(request.response_format?.type).toBe('json_schema');
    expect(request.messages[0].content).toMatch(/When in doubt, answer "uncertain"/);
    expect(request.messages[1].content).toContain(BORDERLINE);
    expect(request.messages[1].content).not.toMatch(/paid for by/i);

    const after = await compliance(id);
    expect(after.secondOpinion).toMatchObject({ status: 'done', model: 'fake-model' });
    const mine = after.findings.filter((f) => f.source === 'model');
    expect(mine.length).toBe(after.secondOpinion.findingCount);
    const opinion = mine.find((f) => f.span?.text === BORDERLINE);
    expect(opinion).toMatchObject({ severity: 'important', model: 'fake-model', ruleId: 'model.price_prediction' });
    expect(opinion!.title).toMatch(/^Model’s opinion: /);
    expect(after.result).toBe('needs_review');
    expect(after.blocked).toBe(false);
    // Asked once per version: reading again makes no call.
    await compliance(id);
    expect(fake.requests.length).toBe(asked + 1);
    const published = await issuer.post(`/api/articles/${id}/publish`, { platforms: ['medium'] });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });

  it('an unsure model says "needs review" for the sentence, never compliant', async () => {
    const id = await articleWithBorderlineSentence();
    fake.reply(answer('uncertain', 'other', 'Whether demand will grow depends on facts not given.'));
    await compliance(id);
    await t.services.secondOpinion!.idle();
    const after = await compliance(id);
    expect(after.secondOpinion.status).toBe('needs_review');
    expect(after.result).toBe('needs_review');
    expect(after.findings.find((f) => f.span?.text === BORDERLINE && f.source === 'model')).toMatchObject({
      ruleId: 'model.uncertain',
      title: 'Needs review: the model was unsure',
    });
  });

  it('a server error or an answer outside the rubric is a failed second opinion: needs review, not compliant', async () => {
    for (const reply of [
      { type: 'server-error' as const, status: 500 },
      { type: 'text' as const, content: '{"verdicts":"fine"}' },
    ]) {
      const id = await articleWithBorderlineSentence();
      fake.reply(reply);
      await compliance(id);
      await t.services.secondOpinion!.idle();
      const after = await compliance(id);
      expect(after.secondOpinion.status, reply.type).toBe('failed');
      expect(after.result).toBe('needs_review');
      expect(after.findings.filter((f) => f.source === 'model')).toEqual([]);
    }
  });

  it('the publish gate answers while the model has not: it never waits on the network', async () => {
    const id = await articleWithBorderlineSentence();
    fake.reply({ type: 'hang' });
    expect((await compliance(id)).secondOpinion.status).toBe('pending');
    const published = await issuer.post(`/api/articles/${id}/publish`, { platforms: ['medium'] });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    // The model still has not answered (the fake never does): the gate did not wait for it.
    expect((await compliance(id)).secondOpinion.status).toBe('pending');
  });
});

describe('a second opinion that failed or was lost', () => {
  let fake: FakeOpenAiServer;
  let t: TestApp;
  let issuer: Issuer;
  const clock = new ManualClock(new Date('2026-11-27T09:00:00Z'));
  const compliance = async (id: string) => (await issuer.get<Compliance>(`/api/articles/${id}/compliance`)).body;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ type: 'text', content: ARTICLE_TEXT });
    t = await createTestApp({ clock, env: { OPENAI_API_KEY: 'sk-test-key', OPENAI_BASE_URL: fake.baseUrl, OPENAI_MODEL: 'fake-model' } });
    issuer = await createVerifiedIssuer(t, { ticker: 'NWT', companyName: 'Northwind Trading', plan: 'agency' });
  });
  afterAll(async () => {
    await fake?.close();
    await t?.close();
  });

  async function borderlineArticle(): Promise<string> {
    const campaign = await createCampaign(issuer, { companyName: 'Northwind Trading' });
    const generated = await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaign}/generate-article`);
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const { id } = generated.body.article;
    expect((await issuer.put(`/api/articles/${id}`, { title: TITLE, content: BODY })).status).toBe(200);
    return id;
  }

  it('is asked again ten minutes after a failure, up to three tries in all', async () => {
    const id = await borderlineArticle();
    const asked = fake.requests.length;
    fake.reply({ type: 'server-error', status: 500 });
    await compliance(id);
    await t.services.secondOpinion!.idle();
    expect((await compliance(id)).secondOpinion.status).toBe('failed');
    // Not before ten minutes: read again at once, nothing is asked.
    clock.advance(9 * 60_000);
    expect((await compliance(id)).secondOpinion.status).toBe('failed');
    expect(fake.requests.length).toBe(asked + 1);

    // The second try fails too; the third answers.
    clock.advance(2 * 60_000);
    fake.reply({ type: 'server-error', status: 503 });
    expect((await compliance(id)).secondOpinion.status).toBe('pending');
    await t.services.secondOpinion!.idle();
    expect((await compliance(id)).secondOpinion.status).toBe('failed');
    clock.advance(11 * 60_000);
    fake.reply(answer('violation'));
    await compliance(id);
    await t.services.secondOpinion!.idle();
    const answered = await compliance(id);
    expect(answered.secondOpinion.status).toBe('done');
    expect(answered.findings.filter((f) => f.source === 'model').length).toBeGreaterThan(0);
    expect(fake.requests.length).toBe(asked + 3);
  });

  it('stops after three tries: then it stays failed, for people to judge', async () => {
    const id = await borderlineArticle();
    const asked = fake.requests.length;
    for (let i = 0; i < 3; i++) {
      fake.reply({ type: 'server-error', status: 500 });
      await compliance(id);
      await t.services.secondOpinion!.idle();
      clock.advance(11 * 60_000);
    }
    expect(fake.requests.length).toBe(asked + 3);
    const after = await compliance(id);
    expect(after.secondOpinion.status).toBe('failed');
    expect(after.result).toBe('needs_review');
    expect(fake.requests.length).toBe(asked + 3);
  });

  it('a review lost with its process (still pending ten minutes on) is asked again', async () => {
    const id = await borderlineArticle();
    // As a restart leaves it: pending, and no call of this process running for it.
    const before = fake.requests.length;
    fake.reply({ type: 'hang' });
    await compliance(id);
    await waitFor(() => fake.requests.length === before + 1);
    const asked = fake.requests.length;
    clock.advance(11 * 60_000);
    fake.reply(answer('acceptable'));
    expect((await compliance(id)).secondOpinion.status).toBe('pending');
    await waitFor(() => fake.requests.length === asked + 1);
    await waitFor(async () => (await compliance(id)).secondOpinion.status === 'done');
  });
});

async function waitFor(condition: () => boolean | Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out waiting');
}

describe('without OPENAI_API_KEY', () => {
  it('there is no second opinion and no call is made', async () => {
    const fake = await startFakeOpenAiServer();
    const t = await createTestApp({ env: { OPENAI_BASE_URL: fake.baseUrl } });
    try {
      const issuer = await createVerifiedIssuer(t, { ticker: 'NWT', companyName: 'Northwind Trading' });
      const campaign = await createCampaign(issuer, { companyName: 'Northwind Trading' });
      const generated = await issuer.post<{ article: { id: string } }>(`/api/campaigns/${campaign}/generate-article`);
      const id = generated.body.article.id;
      await issuer.put(`/api/articles/${id}`, { title: TITLE, content: BODY });
      const result = (await issuer.get<Compliance>(`/api/articles/${id}/compliance`)).body;
      expect(result.secondOpinion).toEqual({ status: 'off', model: null, checkedAt: null, findingCount: 0 });
      expect(result.findings.every((f) => f.source === 'rules')).toBe(true);
      expect(t.services.secondOpinion).toBeNull();
      expect(fake.requests).toEqual([]);
    } finally {
      await t.close();
      await fake.close();
    }
  });
});
