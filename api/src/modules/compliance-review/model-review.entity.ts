import { Entity, Enum, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import type { ReviewCategory, ReviewVerdict } from '../../ai';
import { BaseEntity } from '../../db/base.entity';
import { Article } from '../articles/article.entity';
import { Organization } from '../identity/organization.entity';

export const MODEL_REVIEW_STATUSES = ['pending', 'done', 'needs_review', 'failed'] as const;
export type ModelReviewStatus = (typeof MODEL_REVIEW_STATUSES)[number];

/** One borderline sentence and what the model said of it (offsets into `# title\n\ncontent` of the version). */
export interface StoredVerdict {
  start: number;
  end: number;
  text: string;
  verdict: ReviewVerdict;
  category: ReviewCategory;
  explanation: string;
}

/**
 * A model's second opinion on one version of an article (its content hash): asked once, in the background,
 * and read from here afterwards; nothing waits on the network for it.
 */
@Entity({ tableName: 'compliance_model_reviews' })
@Unique({ name: 'compliance_model_reviews_version_unique', properties: ['article', 'contentHash'] })
export class ModelReview extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id' })
  article!: Article;

  @Property({ type: 'integer' })
  version!: number;

  /** articleDigest(title, content) of the version reviewed. */
  @Property({ type: 'string', length: 64 })
  contentHash!: string;

  /** The model asked. */
  @Property({ type: 'string', length: 200 })
  model!: string;

  @Enum({ items: () => MODEL_REVIEW_STATUSES, default: 'pending' })
  status: Opt<ModelReviewStatus> = 'pending';

  @Property({ type: 'json', default: '[]' })
  verdicts: Opt<StoredVerdict[]> = [];

  /** Why the call failed, for people (never a key or a raw provider body). */
  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  completedAt?: Date | null;

  /** How many times the model was asked for this version (a failed or lost call is asked again, a few times). */
  @Property({ type: 'integer', default: 1 })
  attempts: Opt<number> = 1;
}
