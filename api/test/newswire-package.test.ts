import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articlePlainText, countPlainWords } from '../src/modules/articles/articles.markdown';
import { callWithKey, generateArticle } from '../src/modules/publishing/publishing.testing';
import { createTestApp, type TestApp } from './test-app';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

interface PackageQuote {
  provider: string;
  level: string;
  wordLimit: number | null;
  extraWords: number;
  overageCents: number | null;
  estimatedReach: number;
  notice: string | null;
}
interface Quote {
  wordCount: number;
  packages: PackageQuote[];
}
interface Order {
  estimatedReach: number;
  submission: { fields: { label: string; value: string }[]; text: string } | null;
}

const QUOTE = `query($id: ID!) { newswireQuote(articleId: $id) {
  wordCount packages { provider level wordLimit extraWords overageCents estimatedReach notice } } }`;

// Issue 17, points 3 and 4: the wire gets plain text, and the dialog knows the release's length against the package.
describe('wire-ready newswire packages', () => {
  let t: TestApp;
  let issuer: Issuer;
  let other: Issuer;

  beforeAll(async () => {
    t = await createTestApp();
    issuer = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
    other = await createVerifiedIssuer(t, { ticker: 'MSFT', companyName: 'Microsoft Corporation' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A generated article whose body is replaced by Markdown of about `words` words; answers its id and stored content. */
  async function markdownArticle(words: number): Promise<{ id: string; title: string; content: string }> {
    const id = await generateArticle(issuer, await createCampaign(issuer, { companyName: 'Apple Inc.' }));
    const { title } = (await issuer.get<{ title: string }>(`/api/articles/${id}`)).body;
    const sentence = 'Apple Inc. delivered the new systems to its customers during the quarter as planned.'; // 14 words
    const paragraphs = Array.from({ length: Math.ceil(words / 14 / 3) }, () => `${sentence} ${sentence} ${sentence}`);
    const body = ['## Highlights', '- **Four** new contracts', '- _Two_ new sites', ...paragraphs].join('\n\n');
    expect((await issuer.put(`/api/articles/${id}`, { title, content: body })).status).toBe(200);
    const stored = (await issuer.get<{ title: string; content: string }>(`/api/articles/${id}`)).body;
    return { id, ...stored };
  }

  it("answers the release's word count and each package's limit, with the consequence in words", async () => {
    const article = await markdownArticle(1_060);
    const res = await issuer.graphql(QUOTE, { id: article.id });
    expect(res.errors).toBeUndefined();
    const quote = res.data!.newswireQuote as Quote;
    // The count of the text the wire receives: headline, body and disclosures without Markdown.
    expect(quote.wordCount).toBe(countPlainWords(articlePlainText(article.title, article.content)));
    expect(quote.wordCount).toBeGreaterThan(1_000);
    expect(quote.wordCount).toBeLessThan(2_500);

    const ein = (level: string) => quote.packages.find((p) => p.provider === 'EIN' && p.level === level)!;
    expect(ein('BASIC')).toMatchObject({ wordLimit: 700, extraWords: quote.wordCount - 700, overageCents: null, estimatedReach: 2_000 });
    expect(ein('BASIC').notice).toBe(
      `${quote.wordCount.toLocaleString('en-US')} words: EIN Presswire's Basic package covers 700; the wire will charge for the extra words or refuse the release. Shorten it or choose a larger package.`,
    );
    expect(ein('ENHANCED').notice).toMatch(/Enhanced package covers 1,000/);
    expect(ein('PREMIUM')).toMatchObject({ wordLimit: 2_500, extraWords: 0, notice: null, estimatedReach: 16_000 });
    // A wire that publishes no limit gets no invented one.
    expect(quote.packages.find((p) => p.provider === 'GLOBENEWSWIRE' && p.level === 'BASIC')).toMatchObject({
      wordLimit: null,
      extraWords: 0,
      notice: null,
    });
  });

  it("is null for another organization's article", async () => {
    const article = await markdownArticle(100);
    const res = await other.graphql(QUOTE, { id: article.id });
    expect(res.errors).toBeUndefined();
    expect(res.data!.newswireQuote).toBeNull();
  });

  it('files plain text with the wire: no Markdown marks in the body, disclosures or package text', async () => {
    const article = await markdownArticle(100);
    const res = await callWithKey<{ orders: Order[] }>(
      t,
      issuer.cookie,
      'POST',
      '/api/newswire/distribute',
      { articleId: article.id, providers: ['ein'], distributionLevel: 'basic' },
      'plain-text',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [order] = res.body.orders;
    expect(order.estimatedReach).toBe(2_000);
    const field = (label: string) => order.submission!.fields.find((f) => f.label === label)!.value;
    expect(field('Body')).toContain('Highlights\n\n- Four new contracts\n- Two new sites');
    // The wire package carries the article's true statements (issue 37 point 4).
    expect(field('Disclosures')).toMatch(
      /subscription to IssuerWire \(\$[\d,]+ a month, \d+ articles a month included\); IssuerWire made no separate charge for this content/,
    );
    expect(field('Disclosures')).toContain('drafted by automated writing software from facts supplied by the issuer');
    for (const text of [field('Body'), field('Disclosures'), order.submission!.text]) {
      expect(text).not.toMatch(/^#{1,6} |\*\*|(^|\s)_\w|`|\]\(/m);
    }
  });
});
