import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeOpenAiServer, type FakeOpenAiServer } from './__fixtures__/fake-openai-server';
import { OpenAiReviewModel } from './review-model';

describe('the review model (local fake OpenAI-compatible server)', () => {
  let fake: FakeOpenAiServer;
  let model: OpenAiReviewModel;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    model = new OpenAiReviewModel({ apiKey: 'sk-test', baseUrl: fake.baseUrl, model: 'fake-reviewer', timeoutMs: 300 });
  });
  afterAll(async () => fake?.close());

  const request = { listing: 'NWT', sentences: ['Demand will grow strongly.', 'We expect a record year.'] };

  it('reads a verdict per sentence; a sentence the model skipped stays uncertain', async () => {
    fake.reply({
      type: 'text',
      content: JSON.stringify({ verdicts: [{ index: 0, verdict: 'acceptable', category: 'other', explanation: 'Attributed plan.' }] }),
    });
    expect(await model.review(request)).toEqual([
      { index: 0, verdict: 'acceptable', category: 'other', explanation: 'Attributed plan.' },
      { index: 1, verdict: 'uncertain', category: 'other', explanation: 'The model gave no verdict for this sentence.' },
    ]);
  });

  it('fails on a timeout, a server error and an answer outside the rubric (the caller says needs review)', async () => {
    fake.reply({ type: 'hang' });
    await expect(model.review(request)).rejects.toThrow(/timed out/i);
    fake.reply({ type: 'server-error', status: 503 });
    await expect(model.review(request)).rejects.toThrow();
    fake.reply({
      type: 'text',
      content: JSON.stringify({ verdicts: [{ index: 0, verdict: 'compliant', category: 'other', explanation: '' }] }),
    });
    await expect(model.review(request)).rejects.toThrow('The model answered outside the rubric.');
  });
});
