import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryFastPath } from '../src/graphql/query-fast-path';
import { createCampaign, createVerifiedIssuer, SESSION_COOKIE, type Issuer } from './fixtures/issuers';
import { createTestApp, type TestApp } from './test-app';

/**
 * Plain queries are answered without Apollo's pipeline (src/graphql/query-fast-path.ts). A client must not be
 * able to tell: each request here is sent twice, once as is and once with `extensions: {}`, which Apollo
 * reads as no extensions at all but which the fast path always leaves to Apollo; status, content type
 * and bytes must be the same.
 */
describe('POST /graphql: plain queries skip Apollo and answer the same bytes', () => {
  let t: TestApp;
  let apple: Issuer;
  let campaignId: string;
  const run = vi.spyOn(QueryFastPath.prototype, 'run');

  beforeAll(async () => {
    t = await createTestApp({ env: { NODE_ENV: 'production', MAIL_LOG: 'true' } });
    apple = await createVerifiedIssuer(t, { ticker: 'AAPL', companyName: 'Apple Inc.' });
    campaignId = await createCampaign(apple, { title: 'Fast path launch' });
  });
  afterAll(async () => t?.close());

  async function send(body: Record<string, unknown>, headers: Record<string, string>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });
    return { status: res.statusCode, contentType: res.headers['content-type'], body: res.body };
  }

  /** Sends the request both ways; answers both, and whether the fast path gave the first answer. */
  async function both(body: Record<string, unknown>, headers: Record<string, string> = {}) {
    run.mockClear();
    const fast = await send(body, headers);
    const tookFastPath = (await run.mock.results[0]?.value) != null;
    const apollo = await send({ ...body, extensions: {} }, headers);
    return { fast, apollo, tookFastPath };
  }

  const signedIn = () => ({ cookie: `${SESSION_COOKIE}=${apple.cookie}` });

  it.each([
    ['an anonymous { __typename }', { query: '{ __typename }' }, {}],
    ['a field of the service layer', { query: '{ health { status database } }' }, {}],
    ['Accept preferring application/graphql-response+json', { query: '{ __typename }' }, { accept: 'application/graphql-response+json' }],
    [
      'an Accept header like Apollo Client’s',
      { query: '{ __typename }' },
      { accept: 'application/graphql-response+json,application/json;q=0.9' },
    ],
    ['a content type with a charset', { query: '{ __typename }' }, { 'content-type': 'application/json; charset=utf-8' }],
  ])('%s', async (_name, body, headers) => {
    const { fast, apollo, tookFastPath } = await both(body, headers);
    expect(tookFastPath).toBe(true);
    expect(fast).toEqual(apollo);
    expect(fast.status).toBe(200);
  });

  it('a signed-in list with variables and a named operation among two', async () => {
    const query = `query Other { __typename }
      query Mine($first: Int) { campaigns(first: $first) { totalCount edges { node { id title status } } } }`;
    const { fast, apollo, tookFastPath } = await both({ query, operationName: 'Mine', variables: { first: 5 } }, signedIn());
    expect(tookFastPath).toBe(true);
    expect(fast).toEqual(apollo);
    expect(JSON.parse(fast.body).data.campaigns.edges.map((e: { node: { id: string } }) => e.node.id)).toContain(campaignId);
  });

  it('leaves to Apollo what it does not answer itself, with Apollo’s answer', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      // An error in the answer (signed out): the query is run again by Apollo, which words the error.
      [{ query: `{ campaign(id: "${campaignId}") { id } }` }, {}],
      // Not found: data with a field error.
      [{ query: '{ campaign(id: "00000000-0000-4000-8000-000000000000") { id } }' }, signedIn()],
      // Validation and syntax errors, a variable of the wrong type, an unknown operation name.
      [{ query: '{ healt { status } }' }, {}],
      [{ query: '{ health { ' }, {}],
      [{ query: 'query Q($first: Int) { campaigns(first: $first) { totalCount } }', variables: { first: 'many' } }, signedIn()],
      [{ query: '{ __typename }', operationName: 'Nope' }, {}],
      // Introspection (its gate), a mutation, an Accept header it does not serve.
      [{ query: '{ __schema { queryType { name } } }' }, {}],
      [{ query: 'mutation { logout { userErrors { message } } }' }, {}],
      [{ query: '{ __typename }' }, { accept: 'text/html' }],
    ];
    for (const [body, headers] of cases) {
      const { fast, apollo, tookFastPath } = await both(body, headers);
      expect(tookFastPath, JSON.stringify(body)).toBe(false);
      expect(fast, JSON.stringify(body)).toEqual(apollo);
    }
  });
});
