// Issue 15, point 4 (in part): the GraphQL contract a partner meets. A single lookup of an unknown id
// spoils only its own field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

describe('single lookups over GraphQL', () => {
  let t: TestApp;
  let owner: Issuer;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => t?.close());

  it('answers an unknown id with null and a not_found error for that field only; the rest of the response stands', async () => {
    const campaignId = await createCampaign(owner, { companyName: 'Apple Inc.' });
    const res = await owner.graphql(
      'query ($known: ID!, $unknown: ID!) { known: campaign(id: $known) { id } missing: article(id: $unknown) { id } }',
      {
        known: campaignId,
        unknown: '00000000-0000-4000-8000-000000000000',
      },
    );
    expect(res.data).toEqual({ known: { id: campaignId }, missing: null });
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]).toMatchObject({ path: ['missing'], extensions: { code: 'not_found' } });
  });
});
