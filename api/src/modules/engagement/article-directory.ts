import type { Orm } from '../../db/orm';
import { isUuid } from '../campaigns/campaigns.service';
import { LRUCache } from 'lru-cache';

/** Whose article it is: analytics rows carry the owner, and updates go out per campaign. */
export interface ArticleRef {
  articleId: string;
  userId: string;
  campaignId: string;
}

interface ArticleRow {
  id: string;
  user_id: string;
  campaign_id: string;
}

/**
 * Article -> owner and campaign, read once and kept in a small LRU (an article never changes owner or
 * campaign), so a burst of tracking hits costs no database round trip per hit. Concurrent misses for one
 * article share one query.
 */
export class ArticleDirectory {
  private readonly cache: LRUCache<string, ArticleRef>;
  private readonly loading = new Map<string, Promise<ArticleRef | null>>();

  constructor(
    private readonly orm: Orm,
    capacity = 10_000,
  ) {
    this.cache = new LRUCache({ max: capacity });
  }

  /** Null for an id that is not an article. */
  async find(articleId: string): Promise<ArticleRef | null> {
    const cached = this.cache.get(articleId);
    if (cached) return cached;
    if (!isUuid(articleId)) return null;
    const running = this.loading.get(articleId);
    if (running) return running;
    const load = this.query([articleId])
      .then((found) => found.get(articleId) ?? null)
      .finally(() => this.loading.delete(articleId));
    this.loading.set(articleId, load);
    return load;
  }

  /** Every known article among `ids`, in one query for those not cached. */
  async findMany(ids: Iterable<string>): Promise<Map<string, ArticleRef>> {
    const found = new Map<string, ArticleRef>();
    const missing: string[] = [];
    for (const id of new Set(ids)) {
      const cached = this.cache.get(id);
      if (cached) found.set(id, cached);
      else if (isUuid(id)) missing.push(id);
    }
    if (missing.length) for (const [id, ref] of await this.query(missing)) found.set(id, ref);
    return found;
  }

  private async query(ids: string[]): Promise<Map<string, ArticleRef>> {
    const rows = await this.orm.em
      .getConnection()
      .execute<ArticleRow[]>(`select id, user_id, campaign_id from articles where id in (${ids.map(() => '?').join(', ')})`, ids);
    const found = new Map<string, ArticleRef>();
    for (const row of rows) {
      const ref = { articleId: row.id, userId: row.user_id, campaignId: row.campaign_id };
      this.cache.set(row.id, ref);
      found.set(row.id, ref);
    }
    return found;
  }
}
