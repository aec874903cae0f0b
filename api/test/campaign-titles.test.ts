// Issue 38 item 7: campaigns you can tell apart. A title is required to generate (the spec's "Required"),
// a draft without one is titled from its strongest highlight by the composer's headline rule, an update
// without one keeps it, and REST and GraphQL read, write and suggest the same titles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headlineFor } from '../src/ai';
import { createTestApp, type TestApp } from './test-app';
import { campaignBody, campaignInput, createVerifiedIssuer, type Issuer } from './fixtures/issuers';

const RESULTS = [
  'record quarterly revenue of $57.0 billion, up 22% from the previous quarter',
  'Data Center revenue of $51.2 billion, up 25% from the previous quarter',
].join('\n');
// The composer's own headline for these facts (the rule is the composer's; this test only checks it is used).
const HEADLINE = headlineFor({ companyName: 'NVIDIA Corporation', ticker: 'NVDA', highlights: RESULTS.split('\n') });

describe('campaign titles', () => {
  let t: TestApp;
  let nvda: Issuer;

  beforeAll(async () => {
    t = await createTestApp();
    nvda = await createVerifiedIssuer(t, { ticker: 'NVDA', companyName: 'NVIDIA Corporation' });
  });
  afterAll(async () => t?.close());

  it('a draft without a title is titled from its strongest highlight, as the composer heads the draft', async () => {
    const res = await nvda.post<{ id: string; title: string }>('/api/campaigns', {
      draft: true,
      companyName: 'NVIDIA Corporation',
      ticker: 'NVDA',
      highlights: `Expanded the partner programme\n${RESULTS}`,
      budget: 'pro',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.title).toBe(HEADLINE);
    expect(res.body.title).toMatch(/^NVIDIA Reports Record Quarterly Revenue of \$57\.0 Billion/);
    const read = await nvda.get<{ title: string }>(`/api/campaigns/${res.body.id}`);
    expect(read.body.title).toBe(res.body.title);
  });

  it('the form suggests the same title over GraphQL', async () => {
    const answer = await nvda.graphql(
      `query ($companyName: String!, $ticker: String!, $highlights: String!) { suggestedCampaignTitle(companyName: $companyName, ticker: $ticker, highlights: $highlights) }`,
      { companyName: 'NVIDIA Corporation', ticker: 'NVDA', highlights: RESULTS },
    );
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.suggestedCampaignTitle).toBe(HEADLINE);
  });

  it('generating needs a title: 400 invalid_input with the spec message', async () => {
    const { title: _omitted, ...body } = campaignBody('NVDA', { companyName: 'NVIDIA Corporation', highlights: RESULTS });
    const res = await nvda.post<{ code: string; fields: Record<string, string> }>('/api/campaigns', body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid_input');
    expect(res.body.fields.title).toBe('Required');
  });

  it('an update keeps the title when it is left out, changes it when given, and refuses a blank one', async () => {
    const created = await nvda.post<{ id: string; title: string }>('/api/campaigns', campaignBody('NVDA', { title: 'Q3 FY2026 results' }));
    expect(created.status).toBe(201);
    const { title: _left, ...rest } = campaignBody('NVDA', { tone: 'analytical' });
    const kept = await nvda.put<{ title: string; tone: string }>(`/api/campaigns/${created.body.id}`, rest);
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ title: 'Q3 FY2026 results', tone: 'analytical' });
    const renamed = await nvda.put<{ title: string }>(`/api/campaigns/${created.body.id}`, { ...rest, title: 'Blackwell ramp update' });
    expect(renamed.body.title).toBe('Blackwell ramp update');
    const blank = await nvda.put<{ code: string; fields: Record<string, string> }>(`/api/campaigns/${created.body.id}`, {
      ...rest,
      title: '  ',
    });
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ code: 'invalid_input', fields: { title: 'Required' } });
  });

  it('GraphQL creates, updates and reads titles; a draft without one gets the suggestion', async () => {
    const draft = await nvda.graphql(
      `mutation ($input: CreateCampaignInput!) { createCampaign(input: $input) { campaign { id title } userErrors { field message } } }`,
      { input: { draft: true, companyName: 'NVIDIA Corporation', ticker: 'NVDA', highlights: RESULTS, budget: 'PRO' } },
    );
    const campaign = (draft.data?.createCampaign as { campaign: { id: string; title: string } }).campaign;
    expect(campaign.title).toBe(HEADLINE);
    const { title: _no, ...input } = campaignInput('NVDA');
    const updated = await nvda.graphql(
      `mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { campaign { title } userErrors { field message } } }`,
      { input: { ...input, id: campaign.id, title: 'GTC keynote recap' } },
    );
    expect(updated.data?.updateCampaign).toMatchObject({ campaign: { title: 'GTC keynote recap' }, userErrors: [] });
    const blank = await nvda.graphql(
      `mutation ($input: UpdateCampaignInput!) { updateCampaign(input: $input) { campaign { title } userErrors { field message } } }`,
      { input: { ...input, id: campaign.id, title: '' } },
    );
    expect(blank.data?.updateCampaign).toMatchObject({ campaign: null, userErrors: [{ field: 'title', message: 'Required' }] });
    const read = await nvda.graphql(`query ($id: ID!) { campaign(id: $id) { title } }`, { id: campaign.id });
    expect(read.data?.campaign).toEqual({ title: 'GTC keynote recap' });
  });
});
