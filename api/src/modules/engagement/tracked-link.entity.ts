import { Entity, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { Article } from '../articles/article.entity';

/** An outbound link of a hosted article, counted through `/r/<id>`. The id is short and random: it appears in the page. */
@Entity({ tableName: 'tracked_links' })
@Unique({ name: 'tracked_links_article_target_unique', properties: ['article', 'targetUrl'] })
export class TrackedLink {
  @PrimaryKey({ type: 'string', length: 16 })
  id!: string;

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id' })
  article!: Article;

  @Property({ type: 'text' })
  targetUrl!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
