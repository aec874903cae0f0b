import { randomUUID } from 'node:crypto';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import type { DisclosureFacts } from '../compliance/compliance.disclosures';
import { Article } from './article.entity';

export const VERSION_REASONS = ['generated', 'edited', 'regenerated'] as const;
export type VersionReason = (typeof VERSION_REASONS)[number];

/** Every text an article has had, in order; written once, never changed. */
@Entity({ tableName: 'article_versions' })
@Unique({ name: 'article_versions_article_version_unique', properties: ['article', 'version'] })
export class ArticleVersion {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id' })
  article!: Article;

  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'string', length: 500 })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  /** The disclosure block of this version; null for versions written before it was stored (all but the then-current one). */
  @Property({ type: 'text', nullable: true })
  disclosures?: string | null;

  /** sha256 of the full content (body and disclosures) of this version. */
  @Property({ type: 'string', length: 64 })
  contentHash!: string;

  /** The disclosure facts of this version's disclosures; null for versions written before they were stored. */
  @Property({ type: 'json', nullable: true })
  disclosureFacts?: DisclosureFacts | null;

  @Property({ type: 'string', length: 20 })
  reason!: VersionReason;

  /** Who wrote it (the signed-in user); null for system work. */
  @Property({ type: 'uuid', nullable: true })
  @Index({ name: 'article_versions_actor_index' })
  actorId?: string | null;

  /** What wrote this text: 'composer' (the built-in composer) or the model's name; null for an issuer's edit. */
  @Property({ type: 'string', length: 200, nullable: true })
  model?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
