import type { EntityManager } from '@mikro-orm/core';
import type { Orm } from '../../db/orm';
import type { SharedCounter } from '../../db/shared-counter';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/event-bus';
import type { Logger } from '../../lib/logger';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { ArticleDirectory } from '../articles';
import type { CampaignsService } from '../campaigns';
import type { MarketService } from '../market';
import type { NewswireOrderRow } from './engagement.views';
import type { LinkAllowListSources } from './link-allow-list';
import type { PublishedPosts } from './platform-metrics';

export type UpdateReason = 'traffic' | 'platform' | 'stock';

/** Published on `engagement.updated:<campaignId>` when new figures were stored or the quote changed. */
export interface EngagementUpdatedEvent {
  campaignId: string;
  reason: UpdateReason;
  /** When the figures were stored (ISO 8601). */
  at: string;
}

declare module '../../lib/event-bus' {
  interface EventMap {
    'engagement.updated': EngagementUpdatedEvent;
  }
}

export type TrackResult = 'counted' | 'repeat' | 'limited' | 'ignored' | 'unknown' | 'failed';

/** Counted tracking hits per client address per minute, across instances. */
export const HITS_PER_ADDRESS_PER_MINUTE = 120;

export const COMPARISON_LABEL = 'compared with your average campaign';
export const PULL_JOB = 'pull-platform-metrics';
export const SWEEP_JOB = 'pull-platform-metrics-sweep';
export const REFRESH_INTERVAL_MS = 60_000;

/** Newswire orders in a date range (`YYYY-MM-DD`, both days included), optionally of one campaign. */
export interface WireOrders {
  between(em: EntityManager, organizationId: string, from: string, to: string, campaignId: string | null): Promise<NewswireOrderRow[]>;
}

export interface EngagementDeps {
  orm: Orm;
  /** Article -> owner and campaign (shared with the other readers of articles: one cache). */
  articles: ArticleDirectory;
  clock: Clock;
  logger: Logger;
  events: EventBus;
  market: MarketService;
  campaigns: CampaignsService;
  plugins: PluginRegistry;
  /** The public base URL; tracked links are `<publicUrl>/r/<id>`. */
  publicUrl: string;
  /** Where tracked links may lead: the verified website, the campaign's confirmed links, the connected accounts' hosts. */
  linkAllowList: LinkAllowListSources;
  /** The newswire orders the Analytics screen lists beside its rows (the distribution module's); absent: none. */
  orders?: WireOrders;
  /** Published posts and their credentials (the publishing module); absent: no platform pulls. */
  posts?: PublishedPosts;
  /** Counted tracking hits per client address per minute (default 120); the excess is answered, not counted. */
  hitsPerAddressPerMinute?: number;
  /** Where the tracking limit and Refresh's once a minute count: the database, shared by every instance. */
  rateLimits: Pick<SharedCounter, 'hit'>;
  /** How often a watched campaign's quote is re-read (default 60 s). */
  stockIntervalMs?: number;
}
