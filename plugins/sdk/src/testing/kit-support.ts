import { expect } from 'vitest';
import { isPluginError, PluginOptionsError, type PluginError, type PluginErrorCode } from '../errors.js';
import { loadPlugin, type AnyPlugin, type LoadedPlugin, type PluginProvider } from '../define-plugin.js';
import type { FakeVendor, RecordedRequest } from './fake-vendor.js';

// Pieces shared by the three conformance kits.

/** Base URL handed to `validOptions` when a plugin has no fake vendor (it must not be contacted). */
export const NO_VENDOR_URL = 'https://vendor.invalid';

export interface InvalidOptionsCase {
  options: unknown;
  /** The dotted path of the field the error must name, e.g. 'apiKey'. */
  field: string;
}

/** The public URL the kits give the host: a plugin's callback address is `${TEST_PUBLIC_URL}/api/plugins/<id>/callback`. */
export const TEST_PUBLIC_URL = 'https://issuerwire.example';

/**
 * Loads the plugin as the API would, but lets it reach the fake vendor's port and retry quickly. The instance is
 * typed by the plugin's kind (a newswire plugin gives a NewswireProvider). The host tells the plugin its callback
 * address under `publicUrl` (default TEST_PUBLIC_URL).
 */
export async function loadForTest<P extends AnyPlugin>(
  plugin: P,
  options: unknown,
  sandbox: boolean,
  vendor: FakeVendor | null,
  extra: { publicUrl?: string } = {},
): Promise<LoadedPlugin<PluginProvider<P>>> {
  const loaded = await loadPlugin(plugin as AnyPlugin, options, {
    sandbox,
    publicUrl: extra.publicUrl ?? TEST_PUBLIC_URL,
    http: { allowLoopback: { ports: vendor ? [vendor.port] : [] }, retryBaseDelayMs: 1, maxRetryDelayMs: 50, timeoutMs: 5_000 },
  });
  // loadPlugin checked the instance against the contract of the plugin's own kind.
  return loaded as LoadedPlugin<PluginProvider<P>>;
}

export async function withVendor<T>(
  fake: (() => Promise<FakeVendor>) | undefined,
  run: (vendor: FakeVendor | null) => Promise<T>,
): Promise<T> {
  const vendor = fake ? await fake() : null;
  try {
    return await run(vendor);
  } finally {
    await vendor?.close();
  }
}

export async function expectOptionsRefused(plugin: AnyPlugin, testCase: InvalidOptionsCase): Promise<void> {
  const error = await loadForTest(plugin, testCase.options, true, null).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, `options ${JSON.stringify(testCase.options)} were accepted`).toBeInstanceOf(PluginOptionsError);
  const refused = error as PluginOptionsError;
  const fields = refused.issues.map((i) => i.field);
  expect(
    fields.some((f) => f === testCase.field || f.startsWith(`${testCase.field}.`)),
    `issues name ${fields.join(', ')}`,
  ).toBe(true);
  expect(refused.message).toContain(testCase.field);
}

/** String values under keys that look like credentials: they must never appear in an error message. */
export function secretValues(...sources: unknown[]): string[] {
  const found: string[] = [];
  const visit = (value: unknown, key: string): void => {
    if (typeof value === 'string' && /key|secret|token|password|credential|auth/i.test(key) && value.length >= 4) found.push(value);
    else if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) visit(v, k);
    }
  };
  sources.forEach((s) => visit(s, ''));
  return found;
}

export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  return undefined;
}

export interface VendorFailureCase {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  code: PluginErrorCode;
  check?: (error: PluginError) => void;
}

/** The vendor answers the kits program and the typed error each must become. */
export const VENDOR_FAILURES: VendorFailureCase[] = [
  { status: 401, body: { message: 'invalid token' }, code: 'auth_expired' },
  {
    status: 429,
    body: { message: 'too many requests' },
    headers: { 'retry-after': '120' },
    code: 'rate_limited',
    check: (e) => expect((e as PluginError & { retryAfterMs: number }).retryAfterMs).toBe(120_000),
  },
  {
    status: 400,
    body: { message: 'Refused by the vendor: field too long (detail 7731)' },
    code: 'invalid_content',
    check: (e) => expect(e.message).toContain('Refused by the vendor: field too long (detail 7731)'),
  },
  {
    status: 500,
    body: { message: 'internal error' },
    code: 'vendor_error',
    check: (e) => expect((e as PluginError & { status: number | null }).status).toBe(500),
  },
];

export function expectTypedError(error: unknown, failure: VendorFailureCase, secrets: string[]): void {
  expect(isPluginError(error), `expected a typed plugin error for ${failure.status}, got ${String(error)}`).toBe(true);
  const typed = error as PluginError;
  expect(typed.code).toBe(failure.code);
  failure.check?.(typed);
  for (const secret of secrets) expect(typed.message).not.toContain(secret);
}

/** True when some request carried the text, raw, JSON-escaped or form-encoded. */
export function someRequestCarries(requests: RecordedRequest[], text: string): boolean {
  const forms = [text, JSON.stringify(text).slice(1, -1), new URLSearchParams({ t: text }).toString().slice(2)];
  return requests.some((r) => forms.some((f) => r.body.includes(f)));
}
