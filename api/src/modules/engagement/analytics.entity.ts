import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Article } from '../articles/article.entity';
import { Organization } from '../identity/organization.entity';

/**
 * Spec section 3 "analytics": one row per article, platform and day. `platform` is a platform id with
 * that platform's own figures (twitter, medium, substack), `web` for hosted-page traffic, or `web:<id>`
 * for hosted-page traffic that arrived from that platform's canonical link. The table is partitioned by month
 * of `date` (migration 20261129190000), so `date` is part of the primary key, as a partitioned table requires.
 */
@Entity({ tableName: 'analytics' })
@Index({ name: 'analytics_organization_date_index', properties: ['organization', 'date'] })
@Unique({ name: 'analytics_article_platform_date_unique', properties: ['article', 'platform', 'date'] })
export class Analytics extends BaseEntity {
  @ManyToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id' })
  article!: Article;

  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: 'string', length: 50 })
  platform!: string;

  @Property({ type: 'integer', default: 0 })
  views: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  clicks: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  shares: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  likes: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  comments: Opt<number> = 0;

  @PrimaryKey({ type: 'date' })
  date!: string;
}
