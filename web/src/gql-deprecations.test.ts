import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSchema, NoDeprecatedCustomRule, parse, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from './gql/graphql';

// The web app selects no deprecated field, argument or enum value: what the API deprecates it removes after 90 days
// (docs/graphql-changelog.md), and the app must not be the client that breaks then. Codegen checks the documents
// against the schema but lets deprecated fields through; this walks every document it generated.

// The schema codegen read (npm run codegen emits it first), read as a file: the web app imports nothing else of the API.
const schema = buildSchema(readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../../api/schema.graphql'), 'utf8'));

function deprecatedUses(document: DocumentNode): string[] {
  return validate(schema, document, [NoDeprecatedCustomRule], { maxErrors: 1000 }).map((error) => error.message);
}

const documents = Object.entries(operations).filter((entry): entry is [string, DocumentNode] => /(Document|FragmentDoc)$/.test(entry[0]));

describe("the web app's GraphQL documents", () => {
  it('select nothing deprecated', () => {
    expect(documents.length).toBeGreaterThan(100);
    const uses = documents.flatMap(([name, document]) => deprecatedUses(document).map((message) => `${name}: ${message}`));
    expect(uses).toEqual([]);
  });

  it('would be caught selecting an old payload field, UserError.field or an old argument', () => {
    const old = parse(`
      mutation { login(input: { username: "a", password: "b" }) { result { success } userErrors { field message } } }
      query { analytics(from: "2026-01-01") { firstDay } }
    `);
    expect(deprecatedUses(old)).toEqual([
      expect.stringContaining('LoginPayload.result is deprecated. Use loginResult'),
      expect.stringContaining('UserError.field is deprecated. Use path'),
      expect.stringContaining('"Query.analytics" argument "from" is deprecated'),
    ]);
  });
});
