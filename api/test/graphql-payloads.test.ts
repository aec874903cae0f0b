// Issue 42, point 4: payloads named { <thing>, userErrors }, with the old names still answering for 90 days,
// and userErrors naming the refused field as a path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

describe('mutation payloads', () => {
  let t: TestApp;
  let owner: Issuer;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.', plan: 'agency' });
  });
  afterAll(async () => t?.close());

  it('answers the result under its type’s name, and the same value under the deprecated old name', async () => {
    const res = await owner.graphql(
      'mutation { createApiToken(input: { name: "CRM", scopes: [READ] }) { createdApiToken { token { id name } } createdToken { token { id } } userErrors { path } } }',
    );
    expect(res.errors).toBeUndefined();
    const payload = res.data!.createApiToken as {
      createdApiToken: { token: { id: string; name: string } };
      createdToken: { token: { id: string } };
    };
    expect(payload.createdApiToken.token.name).toBe('CRM');
    expect(payload.createdToken.token.id).toBe(payload.createdApiToken.token.id);
    const revoked = await owner.graphql(
      'mutation ($id: ID!) { revokeApiToken(input: { id: $id }) { apiToken { id status } token { status } } }',
      {
        id: payload.createdApiToken.token.id,
      },
    );
    expect(revoked.data!.revokeApiToken).toEqual({
      apiToken: { id: payload.createdApiToken.token.id, status: 'REVOKED' },
      token: { status: 'REVOKED' },
    });
  });

  it('names a refused field by its path from input (and, deprecated, dotted); the result is null', async () => {
    const res = await owner.graphql(
      'mutation { createWebhookEndpoint(input: { url: "not a url", eventTypes: [ARTICLE_PUBLISHED] }) { webhookEndpointWithSecret { secret } endpointWithSecret { secret } userErrors { path field code message } } }',
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.createWebhookEndpoint).toMatchObject({
      webhookEndpointWithSecret: null,
      endpointWithSecret: null,
      userErrors: [{ path: ['url'], field: 'url', code: 'INVALID_FORMAT' }],
    });
  });
});
