import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWithKey, generateArticle } from '../src/modules/publishing/publishing.testing';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface Refusal {
  code?: string;
  message: string;
  findings?: { ruleId: string; severity: string; text: string | null }[];
}

const PLACEHOLDER = '[Quote from Jordan Lee to be supplied by the issuer]';

// Issue 17, point 2: a release with template text left in it is refused by the gate until the text is replaced.
describe('unfilled placeholders block publish and distribute', () => {
  let t: TestApp;
  let issuer: Issuer;

  beforeAll(async () => {
    t = await createTestApp();
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A generated article with the placeholder as its second paragraph; answers its id and its clean text. */
  async function articleWithPlaceholder(): Promise<{ id: string; title: string; content: string }> {
    const id = await generateArticle(issuer, await createCampaign(issuer, { companyName: 'Apple Inc.' }));
    const { title, content } = (await issuer.get<{ title: string; content: string }>(`/api/articles/${id}`)).body;
    const [lead, ...rest] = content.split('\n\n');
    const edited = await issuer.put(`/api/articles/${id}`, { title, content: [lead, PLACEHOLDER, ...rest].join('\n\n') });
    expect(edited.status).toBe(200);
    return { id, title, content };
  }

  function expectPlaceholderRefusal(res: { status: number; body: Refusal }) {
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.code).toBe('compliance_blocked');
    expect(res.body.findings).toContainEqual(
      expect.objectContaining({ ruleId: 'placeholder.unfilled', severity: 'critical', text: PLACEHOLDER }),
    );
  }

  it('the compliance check reports it as critical and the score drops below 100', async () => {
    const res = await issuer.post<{ complianceScore: number; result: string; findings: { ruleId: string; severity: string }[] }>(
      '/api/compliance/check',
      { ticker: 'AAPL', content: `Apple Inc. today announced a new product.\n\n${PLACEHOLDER}` },
    );
    expect(res.status).toBe(200);
    expect(res.body.findings).toContainEqual(expect.objectContaining({ ruleId: 'placeholder.unfilled', severity: 'critical' }));
    expect(res.body.complianceScore).toBeLessThan(100);
    expect(res.body.result).toBe('non_compliant');
  });

  it('refuses to publish (409 compliance_blocked) until the placeholder is replaced', async () => {
    const article = await articleWithPlaceholder();
    const publish = (key: string) =>
      callWithKey<Refusal>(t, issuer.cookie, 'POST', `/api/articles/${article.id}/publish`, { platforms: ['twitter'] }, key);
    expectPlaceholderRefusal(await publish('placeholder-1'));

    const replaced = article.content.replace('\n\n', '\n\n"We are glad to ship it," said Jordan Lee, chief executive officer.\n\n');
    expect((await issuer.put(`/api/articles/${article.id}`, { title: article.title, content: replaced })).status).toBe(200);
    const res = await publish('placeholder-2');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });

  it('refuses to distribute (409 compliance_blocked) until the placeholder is removed', async () => {
    const article = await articleWithPlaceholder();
    const distribute = (key: string) =>
      callWithKey<Refusal>(
        t,
        issuer.cookie,
        'POST',
        '/api/newswire/distribute',
        { articleId: article.id, providers: ['ein'], distributionLevel: 'basic' },
        key,
      );
    expectPlaceholderRefusal(await distribute('placeholder-3'));

    expect((await issuer.put(`/api/articles/${article.id}`, { title: article.title, content: article.content })).status).toBe(200);
    const res = await distribute('placeholder-4');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
