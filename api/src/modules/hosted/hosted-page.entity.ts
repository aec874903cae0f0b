import { Entity, ManyToOne, OneToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Article } from '../articles/article.entity';
import { Organization } from '../identity/organization.entity';

/** The hosted article page `/p/<slug>`: created at the article's first publish, the canonical URL the platforms link to. */
@Entity({ tableName: 'hosted_pages' })
export class HostedPage extends BaseEntity {
  @OneToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id', owner: true, unique: 'hosted_pages_article_unique' })
  article!: Article;

  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: 'string', length: 120, unique: 'hosted_pages_slug_unique' })
  slug!: string;
}
