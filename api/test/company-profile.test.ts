// Issue 17: the company profile (head office, About, media contact) feeds the press release the built-in composer
// writes from a campaign, and the dateline newswires receive.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callWithKey, fakeVendorRegistry, generateArticle, startFakeConnect } from '../src/modules/publishing/publishing.testing';
import type { FakeVendor } from '@issuerwire/plugin-sdk/testing';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

interface Profile {
  headOfficeCity: string | null;
  headOfficeRegion: string | null;
  headOfficeCountry: string | null;
  boilerplate: string | null;
  mediaContact: string | null;
  dateline: string;
  marketCountry: string | null;
}
interface OrderAnswer {
  orders: { provider: string; submission: { fields: { label: string; value: string }[]; text: string } | null }[];
}

describe('company profile and the issuer-voice press release', () => {
  let t: TestApp;
  let connect: FakeVendor;
  let apple: Issuer;

  beforeAll(async () => {
    connect = await startFakeConnect();
    t = await createTestApp({ plugins: fakeVendorRegistry({ connectUrl: connect.url }) });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => {
    await t?.close();
    await connect?.close();
  });

  const datelineOf = async (articleId: string, key: string) => {
    const res = await callWithKey<OrderAnswer>(
      t,
      apple.cookie,
      'POST',
      '/api/newswire/distribute',
      { articleId, providers: ['ein'], distributionLevel: 'basic' },
      key,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const submission = res.body.orders[0].submission!;
    return { dateline: submission.fields.find((f) => f.label === 'Dateline')!.value, text: submission.text };
  };

  it('starts empty with the market data’s country as a suggestion; the newswire dateline stays empty, never a country', async () => {
    const profile = await apple.get<Profile>('/api/organization/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ headOfficeCity: null, dateline: '', marketCountry: 'US' });
    const articleId = await generateArticle(apple, await createCampaign(apple, { companyName: 'Apple Inc.' }));
    expect((await datelineOf(articleId, 'profile-empty')).dateline).toBe('');
  });

  it('saves over REST and GraphQL (refused input as userErrors), and the release and the wire carry the city', async () => {
    const saved = await apple.put<Profile>('/api/organization/profile', {
      headOfficeCity: 'Cupertino',
      headOfficeRegion: 'CA',
      headOfficeCountry: 'US',
      boilerplate: 'Apple Inc. designs consumer electronics and software. Its shares trade on NASDAQ under the symbol AAPL.',
      mediaContact: 'Jordan Lee, Investor Relations\nir@apple.example',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.dateline).toBe('CUPERTINO, CA');

    const refused = await apple.graphql(
      `mutation($input: UpdateCompanyProfileInput!) { updateCompanyProfile(input: $input) { companyProfile { dateline } userErrors { field code } } }`,
      { input: { headOfficeCity: 'x'.repeat(101) } },
    );
    expect(refused.data!.updateCompanyProfile).toEqual({
      companyProfile: null,
      userErrors: [{ field: 'headOfficeCity', code: 'TOO_LONG' }],
    });

    const campaignId = await createCampaign(apple, {
      companyName: 'Apple Inc.',
      format: 'press-release',
      highlights: 'Opened a second distribution centre\nSigned a multi-year supply agreement',
      quote: 'The new centre brings us closer to our customers.',
      quoteSpeakerName: 'Jordan Lee',
      quoteSpeakerTitle: 'Chief Executive Officer',
    });
    const generated = await apple.post<{ article: { id: string; title: string; content: string; model: string } }>(
      `/api/campaigns/${campaignId}/generate-article`,
    );
    expect(generated.status, JSON.stringify(generated.body)).toBe(201);
    const { content, model } = generated.body.article;
    expect(model).toBe('composer');
    // Issue 37: a sub-headline, then the wire-style dateline (AP state abbreviation) and the lead.
    expect(content).toMatch(
      /^(?:\*[^*\n]+\*\n\n)?\*\*CUPERTINO, Calif\., [A-Z][a-z]+\.? \d{1,2}, \d{4} \/IssuerWire\/\*\* — Apple Inc\. \(NASDAQ: AAPL\)/,
    );
    expect(content).toContain('“The new centre brings us closer to our customers,” said Jordan Lee, Chief Executive Officer of Apple.');
    expect(content).toContain('## About Apple Inc.\n\nApple Inc. designs consumer electronics and software.');
    expect(content).toContain('Jordan Lee, Investor Relations  \nir@apple.example');
    expect(content).not.toMatch(/\[|to be supplied/);
    const wire = await datelineOf(generated.body.article.id, 'profile-set');
    expect(wire.dateline).toBe('CUPERTINO, CA');
    // The wire's lead carries the dateline once; the composer's own is not repeated after it.
    expect(wire.text).toMatch(/CUPERTINO, CA, [^\n]*\/EINPresswire\.com\/ -- \**Apple Inc\.?\**/);
    expect(wire.text.match(/CUPERTINO/g)).toHaveLength(1);

    const history = await apple.graphql(`query($id: ID!) { articleHistory(id: $id) { versions { model reason } } }`, {
      id: generated.body.article.id,
    });
    expect(history.errors).toBeUndefined();
    expect(history.data!.articleHistory).toEqual({ versions: [{ model: 'composer', reason: 'GENERATED' }] });
  });
});
