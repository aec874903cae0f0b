import { z } from 'zod';
import { submissionPackageSchema } from './newswire.contract.js';
import type { PluginCheck, PluginDefinition } from './plugin.contract.js';

// Publish platforms: post an article with the user's credentials, then read its metrics.

export const EDITOR_FORMATS = ['plain', 'markdown', 'html'] as const;
export type EditorFormat = (typeof EDITOR_FORMATS)[number];

export interface PlatformArticle {
  title: string;
  markdown: string;
  /** The hosted article page; platforms that support it link back to it. */
  canonicalUrl: string;
  tags: string[];
}

export const publishResultSchema = z.object({
  status: z.enum(['published', 'pending']),
  postId: z.string().min(1),
  url: z.string().optional(),
  /** True when the plugin ran in sandbox mode: nothing was posted. */
  sandbox: z.boolean().optional(),
  /**
   * Web Integration platforms (no publishing API, e.g. Substack): the prepared post the issuer files
   * by hand, with 'pending'; the issuer then records the post's URL and checkStatus() confirms it.
   */
  submission: submissionPackageSchema.optional(),
});
export type PublishResult = z.infer<typeof publishResultSchema>;

export const platformMetricsSchema = z.record(z.string(), z.number().finite());
export type PlatformMetrics = Record<string, number>;

export interface PublishContext {
  /** The same key for every attempt of one publication. */
  idempotencyKey: string;
}

export interface LookupContext extends PublishContext {
  /** When the interrupted publish started: nothing older can be its post. */
  since: Date;
}

export interface PublishPlatform<C = unknown> {
  id: string;
  name: string;
  editorFormat: EditorFormat;
  /** Characters the platform accepts in one post; null when unbounded. */
  maxLength: number | null;
  /** Validates the credentials a user connects (token, API key, ...). */
  credentialsSchema: z.ZodType<C>;
  publish(article: PlatformArticle, credentials: C, ctx: PublishContext): Promise<PublishResult>;
  /** Required when publish can answer 'pending'. */
  checkStatus?(postId: string, credentials: C): Promise<PublishResult>;
  /**
   * After a publish was interrupted before its answer was recorded (the server stopped): what it left
   * on the platform. The post it made, or null when the platform surely shows none (then it is safe to
   * publish again). Throws when it cannot tell. Optional: without it the publication is marked failed
   * for the issuer to check.
   */
  lookup?(article: PlatformArticle, credentials: C, ctx: LookupContext): Promise<PublishResult | null>;
  /** Optional: the platform's OAuth 2.0 connect flow, present when the operator configured it. */
  oauth?: PlatformOAuth<C>;
  /**
   * The hosts where this account's own pages live (e.g. x.com, or the Substack publication's host): links
   * to them (and their subdomains) may be tracked on the hosted page. Read from non-secret fields only:
   * the host stores the answer beside the connection. Absent: none.
   */
  accountHosts?(credentials: C): string[];
  metrics(postId: string, credentials: C): Promise<PlatformMetrics>;
  /** "Test connection": reaches the vendor with the operator's options (not a user's), changing nothing. Optional. */
  verify?(): Promise<PluginCheck>;
}

/** OAuth 2.0 Authorization Code with PKCE: the host keeps state and verifier, the plugin knows the vendor. */
export interface PlatformOAuth<C = unknown> {
  /** Where to send the user to authorize the app. */
  authorizeUrl(params: { state: string; codeChallenge: string; redirectUri: string }): string;
  /** The code from the callback exchanged for the credentials to store; `now` is the host's clock (token expiry). */
  exchangeCode(params: { code: string; codeVerifier: string; redirectUri: string; now: Date }): Promise<C>;
  /** Fresh credentials when these expire within `withinMs` of `now` (refreshed at the vendor), else null. */
  refreshIfExpiring(credentials: C, when: { now: Date; withinMs: number }): Promise<C | null>;
}

export type PlatformPlugin<S extends z.ZodType = z.ZodType> = PluginDefinition<'platform', S, PublishPlatform>;

const providerShape = z.object({
  id: z.string(),
  name: z.string().min(1),
  editorFormat: z.enum(EDITOR_FORMATS),
  maxLength: z.number().int().positive().nullable(),
});

/** Every way the platform breaks the contract; empty when it honours it. */
export function publishPlatformProblems(platform: unknown, pluginId: string): string[] {
  const parsed = providerShape.safeParse(platform);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.') || 'platform'}: ${i.message}`);
  const p = platform as PublishPlatform;
  const problems: string[] = [];
  if (p.id !== pluginId) problems.push(`platform id '${p.id}' differs from the plugin id '${pluginId}'`);
  if (typeof (p.credentialsSchema as { safeParse?: unknown } | undefined)?.safeParse !== 'function') {
    problems.push('credentialsSchema must be a zod schema');
  }
  if (typeof p.publish !== 'function') problems.push('a platform must implement publish()');
  if (typeof p.metrics !== 'function') problems.push('a platform must implement metrics()');
  return problems;
}
