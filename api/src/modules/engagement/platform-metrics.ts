import { randomUUID } from 'node:crypto';
import { isPluginError, type PlatformMetrics } from '@issuerwire/plugin-sdk';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { ArticleDirectory } from '../articles';
import { COUNTERS, type Counter } from './engagement.ingest';

/**
 * The spec's per-platform fields and the analytics counter each is stored in. The platform plugins'
 * `metrics()` answer under the same names (X: views, likes, retweets, clicks; Medium: views, claps,
 * clicks; Substack: opens, clicks), so this one table maps both ways.
 */
export const PLATFORM_FIELDS = {
  twitter: { views: 'views', likes: 'likes', retweets: 'shares', clicks: 'clicks' },
  medium: { views: 'views', claps: 'likes', clicks: 'clicks' },
  substack: { opens: 'views', clicks: 'clicks' },
} as const satisfies Record<string, Record<string, Counter>>;
export type SpecPlatform = keyof typeof PLATFORM_FIELDS;

/** Metric names a plugin may answer beyond the spec's fields, and their counter. */
const EXTRA_METRICS: Record<string, Counter> = {
  replies: 'comments',
  comments: 'comments',
  responses: 'comments',
  shares: 'shares',
  reposts: 'shares',
  likes: 'likes',
};

/** A plugin's metrics as analytics counters; names with no counter are ignored. Empty when the platform measured nothing. */
export function metricsToCounters(platform: string, metrics: PlatformMetrics): Partial<Record<Counter, number>> {
  const fields: Record<string, Counter> = (PLATFORM_FIELDS as Record<string, Record<string, Counter>>)[platform] ?? {};
  const counters: Partial<Record<Counter, number>> = {};
  for (const [name, value] of Object.entries(metrics)) {
    if (!Number.isFinite(value)) continue;
    const counter = fields[name] ?? EXTRA_METRICS[name] ?? (COUNTERS.includes(name as Counter) ? (name as Counter) : undefined);
    if (counter) counters[counter] = (counters[counter] ?? 0) + Math.max(0, Math.round(value));
  }
  return counters;
}

/** A post on a platform whose figures can be read back. */
export interface PublishedPost {
  articleId: string;
  organizationId: string;
  platform: string;
  postId: string;
  publishedAt: Date;
}

/** The publishing module's side: live posts (not sandbox) and the account credentials to read them with. */
export interface PublishedPosts {
  ofArticle(articleId: string): Promise<PublishedPost[]>;
  /** Every live post published at or after `since`, any issuer's (the sweep's candidates). */
  publishedSince(since: Date): Promise<PublishedPost[]>;
  /** The issuer's decrypted credentials for the platform; null when the account is no longer connected. */
  credentials(organizationId: string, platform: string): Promise<unknown | null>;
}

/** Every 30 minutes for the first 7 days after publication, then daily for 30 more days. */
export const PULL_SCHEDULE = { frequentForMs: 7 * 86_400_000, dailyUntilMs: 37 * 86_400_000, sweepCron: '*/30 * * * *' } as const;

export interface PullOutcome {
  articleId: string;
  /** Platforms whose figures were stored. */
  stored: string[];
  /** Platforms that answered no figures (Medium and Substack have no metrics API). */
  empty: string[];
  failed: { platform: string; message: string; retryable: boolean }[];
}

export interface PlatformMetricsDeps {
  orm: Orm;
  clock: Clock;
  logger: Logger;
  plugins: PluginRegistry;
  articles: ArticleDirectory;
  posts: PublishedPosts;
  /** After figures were stored for a campaign. */
  onStored?(campaignId: string): void;
}

/**
 * Reads each live post's figures from its platform and stores them as the day's analytics row of that
 * platform. Platforms answer lifetime totals, so the day's row is set (not added) to the total minus the
 * earlier days: pulling twice in a day changes nothing, and the sum over days is the platform's total.
 * Sandbox publications are never pulled: nothing was posted; their readers are the hosted page's.
 */
export class PlatformMetricsService {
  constructor(private readonly deps: PlatformMetricsDeps) {}

  async pull(articleId: string): Promise<PullOutcome> {
    const outcome: PullOutcome = { articleId, stored: [], empty: [], failed: [] };
    const article = await this.deps.articles.find(articleId);
    if (!article) return outcome;
    const posts = await this.deps.posts.ofArticle(articleId);
    const byPlatform = new Map<string, PublishedPost[]>();
    for (const post of posts) byPlatform.set(post.platform, [...(byPlatform.get(post.platform) ?? []), post]);

    for (const [platformId, platformPosts] of byPlatform) {
      const platform = this.deps.plugins.platform(platformId);
      if (!platform || this.deps.plugins.isSandbox(platformId)) continue;
      try {
        const credentials = await this.deps.posts.credentials(article.organizationId, platformId);
        if (credentials === null) {
          outcome.failed.push({ platform: platformId, message: 'The account is no longer connected.', retryable: false });
          continue;
        }
        // All posts of the platform or none: a partial total would store a drop.
        const totals: Partial<Record<Counter, number>> = {};
        for (const post of platformPosts) {
          const counters = metricsToCounters(platformId, await platform.metrics(post.postId, credentials));
          for (const [counter, value] of Object.entries(counters) as [Counter, number][]) totals[counter] = (totals[counter] ?? 0) + value;
        }
        if (Object.keys(totals).length === 0) {
          outcome.empty.push(platformId);
          continue;
        }
        await this.storeDay(article.articleId, article.organizationId, platformId, totals);
        outcome.stored.push(platformId);
      } catch (error) {
        const retryable = isPluginError(error) ? error.retryable : true;
        const message = error instanceof Error ? error.message : String(error);
        outcome.failed.push({ platform: platformId, message, retryable });
        this.deps.logger.warn({ articleId, platform: platformId, err: error }, 'platform metrics could not be read');
      }
    }
    if (outcome.stored.length) this.deps.onStored?.(article.campaignId);
    return outcome;
  }

  /** Articles with live posts due for a pull now. */
  /** Articles whose posts are due for a pull now: young posts every sweep, older ones once a day (PULL_SCHEDULE). */
  async dueArticles(): Promise<string[]> {
    const now = this.deps.clock.now();
    const posts = await this.deps.posts.publishedSince(new Date(now.getTime() - PULL_SCHEDULE.dailyUntilMs));
    const frequentSince = now.getTime() - PULL_SCHEDULE.frequentForMs;
    const due = new Set(posts.filter((p) => p.publishedAt.getTime() >= frequentSince).map((p) => p.articleId));
    const older = posts.filter((p) => !due.has(p.articleId));
    if (older.length) {
      // An older post is due once a day: while today has no analytics row of its platform yet.
      const pulled: { article_id: string; platform: string }[] = await this.deps.orm.em
        .getConnection()
        .execute(`select article_id, platform from analytics where date = ?::date and article_id = any(string_to_array(?, ',')::uuid[])`, [
          now.toISOString().slice(0, 10),
          [...new Set(older.map((p) => p.articleId))].join(','),
        ]);
      const today = new Set(pulled.map((r) => `${r.article_id} ${r.platform}`));
      for (const post of older) if (!today.has(`${post.articleId} ${post.platform}`)) due.add(post.articleId);
    }
    return [...due];
  }

  private async storeDay(
    articleId: string,
    organizationId: string,
    platform: string,
    totals: Partial<Record<Counter, number>>,
  ): Promise<void> {
    const date = this.deps.clock.now().toISOString().slice(0, 10);
    const values: unknown[] = [];
    // Reported counters: the total less what earlier days hold. Unreported ones: nothing new today.
    const columns = COUNTERS.map((c) => {
      if (totals[c] === undefined) return '0';
      values.push(totals[c]);
      return `?::int - coalesce(sum(${c}), 0)`;
    });
    await this.deps.orm.em.getConnection().execute(
      `insert into analytics (id, article_id, organization_id, platform, ${COUNTERS.join(', ')}, date)
       select ?, ?, ?, ?, ${columns.join(', ')}, ?::date from analytics where article_id = ? and platform = ? and date < ?::date
       on conflict (article_id, platform, date) do update set ${COUNTERS.map((c) => `${c} = excluded.${c}`).join(', ')}, updated_at = now()`,
      [randomUUID(), articleId, organizationId, platform, ...values, date, articleId, platform, date],
      'run',
    );
  }
}
