// Issue 37 point 3: a feature made of the issuer's facts. The campaign carries a brief (REST and GraphQL);
// a brief too thin for 800 words is refused with brief_too_thin and how many more facts it needs; a
// generated feature has no glossary, no sector essay and no market figure, and at least 70% of its
// sentences carry the issuer's own facts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/lib/clock';
import { createTestApp, type TestApp } from './test-app';
import { FEATURE_BRIEF, FEATURE_HIGHLIGHTS } from './fixtures/feature-brief';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
const normal = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}%$.]+/gu, ' ')
    .trim();

/** Sentences of a body: paragraphs and list items split at sentence ends; headings and the contact block left out. */
function sentencesOf(body: string): string[] {
  return body
    .split('\n\n')
    .filter((block) => !block.startsWith('#') && !block.startsWith('**Media'))
    .flatMap((block) => block.split('\n'))
    .flatMap((line) => line.replace(/^- /, '').split(/(?<=[.!?”])\s+(?=[A-Z“])/))
    .filter((s) => /\p{L}/u.test(s));
}

/** Whether a sentence carries a fact the issuer gave: four consecutive words of its brief, profile or listing. */
function carriesFact(sentence: string, facts: string): boolean {
  const tokens = normal(sentence).split(' ');
  for (let i = 0; i + 4 <= tokens.length; i++) if (facts.includes(` ${tokens.slice(i, i + 4).join(' ')} `)) return true;
  return false;
}

describe('feature articles made of the issuer’s facts', () => {
  let t: TestApp;
  let issuer: Issuer;
  beforeAll(async () => {
    t = await createTestApp({ clock: new ManualClock(new Date('2026-11-28T12:00:00Z')) });
    issuer = await createVerifiedIssuer(t, { ticker: 'RDGL', companyName: 'Ridgeline Logistics Corp.', plan: 'agency', exchange: 'NYSE' });
    const profile = await issuer.put('/api/organization/profile', {
      headOfficeCity: 'Denver',
      headOfficeRegion: 'CO',
      headOfficeCountry: 'US',
      boilerplate: 'Ridgeline Logistics provides freight software and services in North America and Europe.',
      mediaContact: 'Investor Relations\nir@ridgeline.example',
    });
    expect(profile.status).toBe(200);
  });
  afterAll(async () => t?.close());

  it('refuses a thin brief with brief_too_thin and how many more facts it needs, before any quota or model', async () => {
    const campaignId = await createCampaign(issuer, {
      companyName: 'Ridgeline Logistics Corp.',
      highlights: 'Opened a second distribution centre\nSigned a multi-year supply agreement',
      background: null,
      products: null,
      customers: null,
      strategy: null,
      milestones: null,
      outlook: null,
    });
    const res = await issuer.post<{ code: string; message: string; moreFacts: number; words: number }>(
      `/api/campaigns/${campaignId}/generate-article`,
    );
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'brief_too_thin', moreFacts: expect.any(Number) });
    expect(res.body.moreFacts).toBeGreaterThan(30);
    expect(res.body.message).toMatch(new RegExp(`about ${res.body.moreFacts} more facts`));
    const gql = await issuer.graphql(
      `mutation($id: ID!) { generateArticle(input: { campaignId: $id }) { result { article { id } } userErrors { field code message } } }`,
      {
        id: campaignId,
      },
    );
    expect(gql.errors?.[0]?.extensions).toMatchObject({ code: 'brief_too_thin', moreFacts: res.body.moreFacts });
    // A press release needs no brief: the same facts make one.
    const release = await createCampaign(issuer, {
      companyName: 'Ridgeline Logistics Corp.',
      format: 'press-release',
      highlights: 'Opened a second distribution centre',
    });
    expect((await issuer.post(`/api/campaigns/${release}/generate-article`)).status).toBe(201);
  });

  it('keeps the brief over REST and GraphQL', async () => {
    const created = await issuer.post<{ id: string; products: string; outlook: string }>('/api/campaigns', {
      title: 'Brief kept',
      companyName: 'Ridgeline Logistics Corp.',
      ticker: 'RDGL',
      sector: 'technology',
      tone: 'neutral',
      highlights: 'Opened a terminal',
      budget: 'agency',
      products: 'Routing platform\nWarehouse system',
      outlook: 'Revenue of $412 million to $418 million for the year',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      products: 'Routing platform\nWarehouse system',
      outlook: 'Revenue of $412 million to $418 million for the year',
    });
    const read = await issuer.graphql(`query($id: ID!) { campaign(id: $id) { products outlook background } }`, { id: created.body.id });
    expect(read.data?.campaign).toEqual({
      products: 'Routing platform\nWarehouse system',
      outlook: 'Revenue of $412 million to $418 million for the year',
      background: null,
    });
  });

  it.each(['neutral', 'bullish', 'deep dive', 'analytical', 'educational'])(
    'writes 800+ words in the %s tone, at least 70 percent of its sentences the issuer’s facts, no glossary, essay or market figure',
    async (tone) => {
      const news = 'Ridgeline Logistics Reports Third Quarter 2026 Results';
      const quote = 'The new terminals shorten transit times for customers in the Mountain West.';
      const campaignId = await createCampaign(issuer, {
        companyName: 'Ridgeline Logistics Corp.',
        tone,
        highlights: FEATURE_HIGHLIGHTS,
        pressRelease: news,
        quote,
        quoteSpeakerName: 'Greg Lawson',
        quoteSpeakerTitle: 'President and Chief Executive Officer',
        ...FEATURE_BRIEF,
      });
      const res = await issuer.post<{ article: { body: string; content: string } }>(`/api/campaigns/${campaignId}/generate-article`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { body } = res.body.article;
      expect(words(body)).toBeGreaterThanOrEqual(800);
      expect(body).not.toMatch(/A ticker is|Market capitali[sz]ation|market data|annual meeting|Technology businesses|In technology,/);
      const facts = ` ${normal(
        [
          FEATURE_HIGHLIGHTS,
          ...Object.values(FEATURE_BRIEF),
          news,
          quote,
          'Greg Lawson President and Chief Executive Officer',
          'Ridgeline Logistics provides freight software and services in North America and Europe.',
          'Investor Relations ir@ridgeline.example',
        ].join(' \n '),
      )} `;
      const sentences = sentencesOf(body);
      const own = sentences.filter((s) => carriesFact(s, facts));
      expect(own.length / sentences.length, sentences.filter((s) => !carriesFact(s, facts)).join('\n')).toBeGreaterThanOrEqual(0.7);
    },
  );
});
