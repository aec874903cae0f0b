import { afterEach, beforeEach, vi } from 'vitest';
import type { Viewer } from '../viewer';

/** A GraphQL answer as the API sends it: data, or errors with the API's extensions (code, fields, lockoutExpiry). */
export interface MockAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export type MockHandler = (variables: Record<string, unknown>) => MockAnswer | Promise<MockAnswer>;

export interface MockCall {
  operationName: string;
  variables: Record<string, unknown>;
}

/** An error answer the way the API formats an AppError. */
export function apiError(message: string, extensions: Record<string, unknown> = {}): MockAnswer {
  return { data: null, errors: [{ message, extensions }] };
}

/**
 * Answers the app's GraphQL requests (the real Apollo client's fetch) by operation name, and
 * records them. An operation without a handler answers a GraphQL error. Undo with vi.unstubAllGlobals().
 */
export function mockGraphQL(handlers: Record<string, MockHandler>): { calls: MockCall[] } {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (_input: unknown, init?: { body?: unknown }) => {
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as {
      operationName?: string;
      variables?: Record<string, unknown>;
    };
    const operationName = body.operationName ?? '';
    const variables = body.variables ?? {};
    calls.push({ operationName, variables });
    const handler = handlers[operationName];
    const answer = handler ? await handler(variables) : apiError(`No mock for ${operationName}`, { code: 'no_mock' });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** A signed-in account for tests; override what a test is about. */
export function sampleViewer(overrides: Partial<Viewer> = {}): Viewer {
  return {
    __typename: 'Account',
    id: '00000000-0000-4000-8000-000000000001',
    username: 'jane_ir',
    email: 'jane@acme.example',
    role: 'issuer',
    plan: 'pro',
    companyName: 'Acme Robotics Inc.',
    ticker: 'ACME',
    exchange: 'NASDAQ',
    sector: 'Technology',
    contactName: 'Jane Doe',
    website: 'https://acme.example',
    jurisdiction: 'US',
    verificationStatus: 'pending',
    twoFactorEnabled: true,
    backupCodesRemaining: 10,
    lastLoginAt: '2025-01-01T12:00:00.000Z',
    createdAt: '2024-12-01T12:00:00.000Z',
    ...overrides,
  };
}

/**
 * For a test file whose screens sit in the app shell: every test runs signed in as `viewer`
 * (other operations go to `handlers`).
 */
export function signInForEachTest(viewer: Viewer = sampleViewer(), handlers: Record<string, MockHandler> = {}): void {
  beforeEach(() => {
    mockGraphQL({ Me: () => ({ data: { me: viewer } }), ...handlers });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
