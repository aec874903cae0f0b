import { Entity, Enum, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Campaign } from '../campaigns/campaign.entity';
import { User } from '../identity/user.entity';

export const ARTICLE_STATUSES = ['draft', 'scheduled', 'published', 'failed'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Spec section 3 "articles". Carries its owner too, so every query can be scoped without a join. */
@Entity({ tableName: 'articles' })
@Index({ name: 'articles_user_status_index', properties: ['user', 'status'] })
@Index({ name: 'articles_campaign_index', properties: ['campaign'] })
export class Article extends BaseEntity {
  @ManyToOne({ entity: () => Campaign, deleteRule: 'cascade', fieldName: 'campaign_id' })
  campaign!: Campaign;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'string', length: 500 })
  title!: string;

  @Property({ type: 'text' })
  content!: string;

  @Enum({ items: () => ARTICLE_STATUSES, default: 'draft' })
  status: Opt<ArticleStatus> = 'draft';

  @Property({ type: 'text[]', default: '{}' })
  platforms: Opt<string[]> = [];

  @Property({ type: 'boolean', default: true })
  compliance: Opt<boolean> = true;

  @Property({ type: 'integer', default: 0 })
  views: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  engagement: Opt<number> = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt?: Date | null;
}
