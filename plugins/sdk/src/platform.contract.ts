import { z } from 'zod';
import type { PluginDefinition } from './plugin.contract';

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
});
export type PublishResult = z.infer<typeof publishResultSchema>;

export const platformMetricsSchema = z.record(z.string(), z.number().finite());
export type PlatformMetrics = Record<string, number>;

export interface PublishContext {
  /** The same key for every attempt of one publication. */
  idempotencyKey: string;
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
  metrics(postId: string, credentials: C): Promise<PlatformMetrics>;
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
