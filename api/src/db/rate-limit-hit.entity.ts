import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * One limit's count for one key (`<limit>:<address or token>`) in its current window, shared by every
 * instance (db/shared-counter.ts). The window starts at the key's first hit; a hit after `resetsAt`
 * starts a new one. Rows past `resetsAt` count for nothing and are purged in batches.
 */
@Entity({ tableName: 'rate_limit_hits' })
@Index({ name: 'rate_limit_hits_resets_at_index', properties: ['resetsAt'] })
export class RateLimitHit {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'integer' })
  count!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  resetsAt!: Date;
}
