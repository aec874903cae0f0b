import { z } from 'zod';
import type { HttpClientFactory } from './http.js';

// What every plugin is, whatever its kind: the shape the host loads and the host it is given.

export const PLUGIN_KINDS = ['newswire', 'platform', 'market-data'] as const;
export type PluginKind = (typeof PLUGIN_KINDS)[number];

/** Lower-case letters, digits and dashes: ids appear in URLs, settings and stored orders. */
export const PLUGIN_ID_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** The `issuerwire` field of a plugin's package.json. */
export const issuerwireFieldSchema = z.object({
  kind: z.enum(PLUGIN_KINDS),
  id: z.string().regex(PLUGIN_ID_PATTERN, 'must be lower-case letters, digits and dashes'),
});
export type IssuerwireField = z.infer<typeof issuerwireFieldSchema>;

export interface PluginLogger {
  info(message: string, data?: Record<string, unknown>): void;
  warn(message: string, data?: Record<string, unknown>): void;
  error(message: string, data?: Record<string, unknown>): void;
}

/** The answer of a provider's optional verify() ("Test connection"): whether its configuration reaches the vendor. */
export interface PluginCheck {
  ok: boolean;
  /** What was tried and what came of it, in a sentence; never a credential. */
  message: string;
}

/** One call a plugin made to its vendor, as the host saw it: method, host and path (no query, no body). */
export interface VendorCallRecord {
  at: Date;
  request: string;
  ok: boolean;
  /** The HTTP status, or the error's message. */
  outcome: string;
}

/** What the API hands a plugin's factory. */
export interface PluginHost {
  /** The only way to reach the vendor: SSRF-safe, with timeouts, retries and typed errors. */
  http: HttpClientFactory;
  logger: PluginLogger;
  /** True when nothing may be sent to the vendor: the plugin answers results that say sandbox. */
  sandbox: boolean;
  now(): Date;
  /**
   * Where the vendor calls this plugin back: `POST {PUBLIC_URL}/api/plugins/{id}/callback`, public and absolute.
   * Give it to the vendor (with each order, or once in its dashboard); the host hands such calls to handleCallback.
   */
  callbackUrl: string;
}

/** The public address at which the host takes a plugin's callbacks (POST), from the app's public URL. */
export function pluginCallbackUrl(publicUrl: string, pluginId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/api/plugins/${encodeURIComponent(pluginId)}/callback`;
}

/** Marks objects built by a define…Plugin helper, across copies of the SDK. */
export const PLUGIN_BRAND = Symbol.for('issuerwire.plugin');

export interface PluginDefinition<K extends PluginKind, S extends z.ZodType, P> {
  readonly kind: K;
  readonly id: string;
  readonly name: string;
  /** Validates the plugin's options once, at boot. */
  readonly optionsSchema: S;
  /**
   * Whether the options carry what is needed to reach the vendor. When false the host runs the plugin
   * in sandbox mode. Absent: the host decides.
   */
  hasCredentials?(options: z.output<S>): boolean;
  create(options: z.output<S>, host: PluginHost): P | Promise<P>;
}
