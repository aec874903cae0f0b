import { Entity, Index, ManyToOne, OneToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Article } from '../articles/article.entity';
import { Organization } from '../identity/organization.entity';

/** An organization's public newsroom (`/newsroom/<slug>`): made on first use with the ticker as its slug. */
@Entity({ tableName: 'newsrooms' })
export class Newsroom extends BaseEntity {
  @OneToOne({
    entity: () => Organization,
    deleteRule: 'cascade',
    fieldName: 'organization_id',
    owner: true,
    unique: 'newsrooms_organization_unique',
  })
  organization!: Organization;

  @Property({ type: 'string', length: 60, unique: 'newsrooms_slug_unique' })
  slug!: string;

  @Property({ type: 'string', length: 120 })
  title!: string;

  @Property({ type: 'string', length: 2048, nullable: true })
  logoUrl?: string | null;
}

/**
 * One released version of an article on the newsroom, its text kept as released: the newsroom never loses
 * a release (MAR asks for five years), even when the article is later edited, archived or deleted.
 * A correction is a new row with the same release slug and the next version.
 */
@Entity({ tableName: 'newsroom_releases' })
@Unique({ name: 'newsroom_releases_article_version_unique', properties: ['article', 'version'] })
@Index({ name: 'newsroom_releases_organization_requested_index', properties: ['organization', 'requestedAt'] })
export class NewsroomRelease extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  /** Null once the article is deleted: the release stays on the newsroom. */
  @ManyToOne({
    entity: () => Article,
    deleteRule: 'set null',
    fieldName: 'article_id',
    nullable: true,
    index: 'newsroom_releases_article_index',
  })
  article?: Article | null;

  /** The permalink's last segment, shared by every version of the release. */
  @Property({ type: 'string', length: 140 })
  slug!: string;

  /** The article's released version this row shows. */
  @Property({ type: 'integer' })
  version!: number;

  @Property({ type: 'string', length: 500 })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'text' })
  disclosures!: string;

  /** The time the publish asked for (scheduledFor, or when it was asked): never shown before it. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  requestedAt!: Date;

  /** When it went live (the later of requestedAt and the wire's release), set once it is; null while embargoed. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  liveAt?: Date | null;

  /** When its alert mails were queued (once, for the first version only: a correction mails no one). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  alertsAt?: Date | null;
}
