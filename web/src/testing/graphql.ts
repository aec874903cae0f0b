import type { TypedDocumentNode } from '@apollo/client';
import { graphql, http, HttpResponse } from 'msw';
import { isDeepStrictEqual } from 'node:util';
import { beforeEach } from 'vitest';
import type * as Operations from '../gql/graphql';
import type { Viewer } from '../lib/auth/viewer';
import { DEFAULT_GRAPHQL, server } from './server';

// The API as the tests answer it: msw intercepts the real Apollo client's requests (and any fetch to
// /api/...), so a test exercises the app's own network code. Handlers are typed by codegen: an
// operation name must be one the app sends, and its answer has that operation's result type.

type Documents = typeof Operations;
/** Every operation the app sends (codegen names its document `<Name>Document`). */
export type OperationName = { [K in keyof Documents]: K extends `${infer N}Document` ? N : never }[keyof Documents];
type DocumentOf<N extends OperationName> = Documents[`${N}Document`];
export type DataOf<N extends OperationName> = DocumentOf<N> extends TypedDocumentNode<infer R, infer _V> ? R : never;
/** An answer as a fixture writes it: every field name and type checked, `__typename` any string (an object literal widens it). */
type Fixture<T> = T extends readonly (infer U)[]
  ? Fixture<U>[]
  : T extends object
    ? { [K in keyof T]: K extends '__typename' ? string : Fixture<T[K]> }
    : T;
export type VariablesOf<N extends OperationName> = DocumentOf<N> extends TypedDocumentNode<infer _R, infer V> ? V : never;

/** A GraphQL answer as the API sends it: data, or errors with the API's extensions (code, fields, lockoutExpiry). */
export interface MockAnswer<D = Record<string, unknown>> {
  data?: D | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** What a handler of operation `N` answers as `data`. */
export type AnswerOf<N extends OperationName> = Fixture<DataOf<N>>;

export type MockHandler<N extends OperationName> = (
  variables: VariablesOf<N>,
) => MockAnswer<Fixture<DataOf<N>>> | Promise<MockAnswer<Fixture<DataOf<N>>>>;
export type MockHandlers = { [N in OperationName]?: MockHandler<N> };

export interface MockCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** An error answer the way the API formats an AppError. */
export function apiError(message: string, extensions: Record<string, unknown> = {}): MockAnswer<never> {
  return { data: null, errors: [{ message, extensions }] };
}

/**
 * Answers the app's GraphQL operations by name, and records them. An operation without a handler answers
 * server.ts's default when it has one (DEFAULT_GRAPHQL, not recorded), a GraphQL error otherwise; a handler that throws makes the request fail as a network error. A later call takes precedence; every handler is reset after each test (setup.ts).
 */
export function mockGraphQL(handlers: MockHandlers): { calls: MockCall[] } {
  const calls: MockCall[] = [];
  server.use(
    graphql.operation(async ({ operationName, variables }) => {
      const handler = handlers[operationName as OperationName] as ((variables: unknown) => MockAnswer | Promise<MockAnswer>) | undefined;
      // An operation server.ts answers by default (the public header's viewer, the support address) falls through to it.
      if (!handler && Object.hasOwn(DEFAULT_GRAPHQL, operationName)) return undefined;
      calls.push({ operationName, variables });
      if (!handler) return HttpResponse.json(apiError(`No mock for ${operationName}`, { code: 'no_mock' }));
      try {
        return HttpResponse.json(await handler(variables));
      } catch {
        // A handler that throws stands for a request that got no answer (offline, connection reset).
        return HttpResponse.error();
      }
    }),
  );
  return { calls };
}

/**
 * A handler that answers only when the screen sent exactly `expected` (a predicate for variables that
 * vary, such as a time); anything else gets a GraphQL error naming what was sent, so the test fails.
 */
export function withVariables<N extends OperationName>(
  expected: VariablesOf<N> | ((variables: VariablesOf<N>) => boolean),
  handler: MockHandler<N>,
): MockHandler<N> {
  return (variables) => {
    const matches =
      typeof expected === 'function' ? (expected as (v: VariablesOf<N>) => boolean)(variables) : isDeepStrictEqual(variables, expected);
    return matches ? handler(variables) : apiError(`Unexpected variables: ${JSON.stringify(variables)}`, { code: 'unexpected_variables' });
  };
}

/** A REST endpoint of the API (`/api/...`) answering `status` with `body`; records the bodies it was sent. */
export function mockRest(method: 'get' | 'post', path: string, status: number, body: unknown): { bodies: unknown[] } {
  const bodies: unknown[] = [];
  server.use(
    http[method](`*${path}`, async ({ request }) => {
      bodies.push(method === 'post' ? await request.json() : null);
      return HttpResponse.json(body as Record<string, unknown>, { status });
    }),
  );
  return { bodies };
}

/** The API cannot be reached at all (every request fails as a browser's fetch does offline). */
export function mockUnreachableApi(): void {
  server.use(http.all('*', () => HttpResponse.error()));
}

/** A signed-in account for tests; override what a test is about. */
export function sampleViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    __typename: 'Account',
    id: '00000000-0000-4000-8000-000000000001',
    username: 'jane_ir',
    email: 'jane@acme.example',
    role: 'ISSUER',
    plan: 'PRO',
    companyName: 'Acme Robotics Inc.',
    ticker: 'ACME',
    exchange: 'NASDAQ',
    sector: 'Technology',
    contactName: 'Jane Doe',
    website: 'https://acme.example',
    jurisdiction: 'US',
    verificationStatus: 'PENDING',
    twoFactorEnabled: true,
    twoFactorRequired: false,
    organizationId: '00000000-0000-4000-8000-0000000000a1',
    memberRole: 'OWNER',
    backupCodesRemaining: 10,
    lastLoginAt: '2025-01-01T12:00:00.000Z',
    createdAt: '2024-12-01T12:00:00.000Z',
    readOnly: false,
    ...overrides,
  };
}

/**
 * For a test file whose screens sit in the app shell: every test runs signed in as `viewer`
 * (other operations go to `handlers`).
 */
export function signInForEachTest(viewer: Viewer = sampleViewer(), handlers: MockHandlers = {}): void {
  beforeEach(() => {
    mockGraphQL({ Me: () => ({ data: { me: viewer } }), ...handlers });
  });
}
