import { readFileSync } from 'node:fs';
import path from 'node:path';
import { print, type DocumentNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

/**
 * Every operation the web app sends must get past the API's document limits (depth, aliases, tokens,
 * cost): a screen whose query is refused never loads, whoever signs in. The documents are read from
 * codegen's output (web/src/gql/graphql.ts), so a new or changed screen is checked without listing it.
 * Each is sent anonymously with no variables: the limits are checked while the document is validated,
 * before any variable or sign-in, so a refusal by a limit is the only error that matters here.
 */
function webDocuments(): { name: string; query: string }[] {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../web/src/gql/graphql.ts'), 'utf8');
  const found = [...source.matchAll(/^export const (\w+)Document = (\{.*\}) as unknown as DocumentNode/gm)];
  return found.map(([, name, json]) => ({ name: name!, query: print(JSON.parse(json!) as DocumentNode) }));
}

const LIMIT_ERROR = /limit|exceeded|too many|max(imum)? (depth|tokens|aliases)/i;

describe('the web app’s GraphQL operations and the API’s limits', () => {
  let t: TestApp;
  const documents = webDocuments();

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('reads the operations from codegen’s output', () => {
    expect(documents.length).toBeGreaterThan(50);
    expect(documents.map((d) => d.name)).toContain('Integrations');
  });

  it.each(documents.map((d) => [d.name, d.query]))('%s passes the depth, alias, token and cost limits', async (_name, query) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query }),
    });
    const errors = ((res.json() as { errors?: { message: string }[] }).errors ?? []).map((e) => e.message);
    expect(errors.filter((m) => LIMIT_ERROR.test(m))).toEqual([]);
  });
});
