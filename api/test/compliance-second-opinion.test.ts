import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../src/ai/__fixtures__/fake-openai-server';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
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
