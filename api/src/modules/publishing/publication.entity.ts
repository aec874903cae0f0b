import { Entity, Enum, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Article } from '../articles/article.entity';
import { Organization } from '../identity/organization.entity';
import { PUBLICATION_STATUS_VALUES } from './publishing.schemas';

export const PUBLICATION_STATUSES = PUBLICATION_STATUS_VALUES;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

/** Statuses that hold the article's slot on a platform: at most one such publication per article and platform. */
export const ACTIVE_PUBLICATION_STATUSES = [
  'scheduled',
  'publishing',
  'published',
  'pending',
] as const satisfies readonly PublicationStatus[];

/**
 * One article on one platform. The row is written (status `publishing`) and committed before the
 * platform is called, and reconciled after: a repeated request or a job delivered twice finds it and
 * never posts again. `pending` waits for the issuer (Substack: paste, publish, record the URL).
 */
@Entity({ tableName: 'publications' })
@Index({ name: 'publications_organization_scheduled_index', properties: ['organization', 'scheduledFor'] })
@Index({ name: 'publications_organization_published_index', properties: ['organization', 'publishedAt'] })
@Index({ name: 'publications_organization_created_index', properties: ['organization', 'createdAt', 'id'] })
@Index({ name: 'publications_article_index', properties: ['article'] })
@Unique({
  name: 'publications_article_platform_active_unique',
  expression: `create unique index "publications_article_platform_active_unique" on "publications" ("article_id", "platform") where "status" not in ('failed', 'cancelled')`,
})
export class Publication extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id' })
  article!: Article;

  /** The platform plugin id (twitter, medium, substack, ...). */
  @Property({ type: 'string', length: 64 })
  platform!: string;

  @Enum({ items: () => PUBLICATION_STATUSES })
  status!: PublicationStatus;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  scheduledFor?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt?: Date | null;

  @Property({ type: 'string', length: 500, nullable: true })
  postId?: string | null;

  @Property({ type: 'string', length: 2048, nullable: true })
  url?: string | null;

  /** Nothing was sent to the platform (no connected account, or the plugin runs in sandbox). */
  @Property({ type: 'boolean', default: false })
  sandbox: Opt<boolean> = false;

  /** Vendor calls made in the current round (a manual retry starts a new round). */
  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** The pg-boss job that runs this publication; a job whose id differs is stale and does nothing. */
  @Property({ type: 'uuid', nullable: true })
  jobId?: string | null;

  /** What the issuer files by hand for a `pending` publication (Substack's prepared post). */
  @Property({ type: 'json', nullable: true })
  submission?: unknown;
}
