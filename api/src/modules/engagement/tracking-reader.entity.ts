import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * When a reader was last counted for an article (kind `view` or `click`): the 30-minute window that
 * makes repeated hits one. `reader` is an HMAC of address and User-Agent under the day's salt, never
 * the address; rows older than the window are deleted. Written only by the engagement ingest (raw SQL).
 */
@Entity({ tableName: 'tracking_readers' })
@Index({ name: 'tracking_readers_counted_at_index', properties: ['countedAt'] })
export class TrackingReader {
  /** No foreign key: the write joins articles, and a deleted article's rows go with the next prune. */
  @PrimaryKey({ type: 'uuid', fieldName: 'article_id' })
  articleId!: string;

  @PrimaryKey({ type: 'string', length: 8 })
  kind!: string;

  @PrimaryKey({ type: 'blob', columnType: 'bytea' })
  reader!: Buffer;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  countedAt!: Date;
}
