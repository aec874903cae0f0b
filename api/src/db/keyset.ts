import type { EntityManager, EntityName, FilterQuery, FindOptions } from '@mikro-orm/core';
import { isUuid } from '../lib/ids';

/** A page to cut: `first` rows after the row `afterId` (null: from the start). */
export interface KeysetRequest {
  first: number;
  afterId: string | null;
}

export interface KeysetPage<T> {
  items: T[];
  /** How many rows match `where`, on all pages. */
  totalCount: number;
  hasNextPage: boolean;
}

/** What a service's page method answers: null when the cursor names no row of the organization. */
export type PageOf<T> = Promise<KeysetPage<T> | null>;

/**
 * A keyset page of a newest-first list (createdAt desc, id desc), cut by the database: unlike an offset, a
 * row added meanwhile does not shift the next page, and no list is loaded whole. The cursor's row is looked
 * up within `scope` (the organization), not `where`, so a row that left the filter while the list was paged
 * (read, archived) still marks the place. Null when there is no such row; `where` null: nothing matches.
 */
export async function keysetPage<T extends { id: string; createdAt: Date }, P extends string = never>(
  em: EntityManager,
  entity: EntityName<T>,
  scope: FilterQuery<T>,
  where: FilterQuery<T> | null,
  page: KeysetRequest,
  options: Pick<FindOptions<T, P>, 'populate'> = {},
): PageOf<T> {
  // A filter that cannot match (a malformed id): an empty page.
  if (where === null) return { items: [], totalCount: 0, hasNextPage: false };
  let after = {} as FilterQuery<T>;
  if (page.afterId !== null) {
    const seen = isUuid(page.afterId) ? await em.findOne(entity, { $and: [scope, { id: page.afterId }] } as FilterQuery<T>) : null;
    if (!seen) return null;
    // Times are the clock's (milliseconds), so the loaded time compares exactly.
    after = { $or: [{ createdAt: { $lt: seen.createdAt } }, { createdAt: seen.createdAt, id: { $lt: seen.id } }] } as FilterQuery<T>;
  }
  const rows = await em.find(
    entity,
    { $and: [where, after] } as FilterQuery<T>,
    {
      ...options,
      orderBy: { createdAt: 'desc', id: 'desc' },
      limit: page.first + 1,
    } as FindOptions<T, P>,
  );
  const totalCount = await em.count(entity, where);
  return { items: rows.slice(0, page.first) as T[], totalCount, hasNextPage: rows.length > page.first };
}

/**
 * The keyset condition of a hand-written SQL list (`alias` of `table`, newest first): `and (created_at, id) < …`
 * of the row `afterId`, compared in SQL so the stored precision does not matter. Empty from the start; null when
 * `afterId` is not a row of the organization (one that left the list's filter still marks the place).
 */
export async function sqlKeyset(
  em: EntityManager,
  table: string,
  alias: string,
  organizationId: string,
  afterId: string | null,
): Promise<{ sql: string; params: unknown[] } | null> {
  if (afterId === null) return { sql: '', params: [] };
  if (!isUuid(afterId)) return null;
  const [seen] = await em.getConnection().execute(`select 1 from ${table} where organization_id = ? and id = ?`, [organizationId, afterId]);
  if (!seen) return null;
  return { sql: ` and (${alias}.created_at, ${alias}.id) < (select s.created_at, s.id from ${table} s where s.id = ?)`, params: [afterId] };
}
