import type { EntityManager } from '@mikro-orm/core';
import { preparedRows } from '../../db/prepared';
import { LRUCache } from 'lru-cache';

/** At most 1 000 × 64 KB held; an answer is usually far smaller (stats 0.5 KB, 100 campaigns 29 KB). */
const ENTRIES = 1_000;
/** Bigger answers (an unpaged list of a few hundred campaigns) are rebuilt each time rather than held. */
const MAX_CACHED_BYTES = 64 * 1024;

export interface DashboardAnswer {
  /** The JSON text, encoded once (sent as is). */
  body: Buffer;
  total?: number;
}

interface Entry extends DashboardAnswer {
  version: string;
}

/**
 * The dashboard's hottest answers (GET /api/stats and GET /api/campaigns) kept as their JSON text per issuer,
 * reused while the issuer's dashboard version is unchanged. PostgreSQL moves that version when any change to
 * the rows they read commits (see DashboardVersion), so a cached answer is never older than the last commit,
 * whichever instance made it: a hit costs one indexed single-row read instead of the query, rows and JSON.
 */
export class DashboardCache {
  private readonly entries = new LRUCache<string, Entry>({ max: ENTRIES });

  /** `key` names the answer and every input besides the data (query, month); `build` makes its JSON when not cached. */
  async answer(
    em: EntityManager,
    organizationId: string,
    key: string,
    build: () => Promise<{ json: string; total?: number }>,
  ): Promise<DashboardAnswer> {
    // Read before building: a change committed in between makes the next read miss, never serve it stale.
    const [row] = await preparedRows<{ version: string }>(em, 'select version from dashboard_versions where organization_id = ?', [
      organizationId,
    ]);
    const version = String(row?.version ?? 0);
    const cacheKey = `${organizationId} ${key}`;
    const cached = this.entries.get(cacheKey);
    if (cached?.version === version) return cached;
    const { json, total } = await build();
    const answer = { body: Buffer.from(json), total };
    if (answer.body.length <= MAX_CACHED_BYTES) this.entries.set(cacheKey, { ...answer, version });
    return answer;
  }
}
