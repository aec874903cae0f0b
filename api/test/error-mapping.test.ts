// One error, one answer: REST, GraphQL over HTTP and graphql-ws report the same code and message for the
// same thrown error (before, GraphQL said internal_error where REST said 404 not_found or 409 conflict).
import type { AddressInfo } from 'node:net';
import { NotFoundError as OrmNotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, TooManyRequestsError, ValidationError } from '../src/lib/errors';
import { graphqlWsClient } from './fixtures/graphql-ws';
import { createCampaign, createVerifiedIssuer, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

const CASES: { name: string; error: () => Error; status: number; code: string; message?: string; extra?: Record<string, unknown> }[] = [
  {
    name: "the ORM's not-found",
    error: () => new OrmNotFoundError('Campaign not found ({ id: 1 })'),
    status: 404,
    code: 'not_found',
    message: 'Not found.',
  },
  {
    name: 'a unique violation',
    error: () => new UniqueConstraintViolationException(new Error('duplicate key value violates unique constraint "users_email_unique"')),
    status: 409,
    code: 'conflict',
    message: 'This already exists.',
  },
  {
    name: 'a domain conflict',
    error: () => new ConflictError('Already published.', 'already_published'),
    status: 409,
    code: 'already_published',
    message: 'Already published.',
  },
  {
    name: 'a validation error',
    error: () => new ValidationError('Ticker is required', { ticker: 'Ticker is required' }),
    status: 400,
    code: 'invalid_input',
    extra: { fields: { ticker: 'Ticker is required' } },
  },
  {
    name: 'a rate limit',
    error: () => new TooManyRequestsError('Slow down.', 30),
    status: 429,
    code: 'rate_limited',
    extra: { retryAfterSeconds: 30 },
  },
];

describe('errors are mapped once, for REST, GraphQL and graphql-ws alike', () => {
  let t: TestApp;
  let port: number;
  let apple: Issuer;
  let campaignId: string;
  let throwing: () => Error = () => new Error('unset');

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL' });
    campaignId = await createCampaign(apple);
    // The same service method behind each door throws the case's error.
    t.services.campaigns.get = async () => {
      throw throwing();
    };
    t.services.engagement.updates = async () => {
      throw throwing();
    };
  });
  afterAll(async () => t?.close());

  for (const c of CASES) {
    it(`${c.name}: ${c.status} ${c.code}`, async () => {
      throwing = c.error;
      const rest = await apple.get<Record<string, unknown>>(`/api/campaigns/${campaignId}`);
      expect(rest.status).toBe(c.status);
      expect(rest.body).toMatchObject({ code: c.code, ...(c.message ? { message: c.message } : {}), ...c.extra });

      const http = await apple.graphql('query($id: ID!) { campaign(id: $id) { id } }', { id: campaignId });
      expect(http.errors?.[0]).toMatchObject({ message: rest.body.message, extensions: { code: c.code, ...c.extra } });

      const client = graphqlWsClient(port, { cookie: apple.cookie });
      try {
        const results = client.iterate({
          query: 'subscription($id: ID!) { engagementUpdated(campaignId: $id) { campaignId } }',
          variables: { id: campaignId },
        });
        const { value } = await results.next();
        expect(value?.errors?.[0]).toMatchObject({ message: rest.body.message, extensions: { code: c.code, ...c.extra } });
      } finally {
        await client.dispose();
      }
    });
  }

  it('anything else: 500 internal_error with a reference, the same words everywhere, the error itself never shown', async () => {
    throwing = () => new Error('connection string postgres://secret@db');
    const rest = await apple.get<{ message: string; code: string; errorId: string }>(`/api/campaigns/${campaignId}`);
    expect(rest.status).toBe(500);
    expect(rest.body.code).toBe('internal_error');
    expect(rest.body.message).toBe(`Something went wrong on our side. Reference: ${rest.body.errorId}`);
    const http = await apple.graphql('query($id: ID!) { campaign(id: $id) { id } }', { id: campaignId });
    expect(http.errors?.[0].extensions).toMatchObject({ code: 'internal_error' });
    expect(JSON.stringify(http)).not.toContain('secret');
    expect(JSON.stringify(rest.body)).not.toContain('secret');
  });
});
