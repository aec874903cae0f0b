import { Entity, Enum, Index, ManyToOne, Property, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Article } from '../articles/article.entity';
import { Organization } from '../identity/organization.entity';

export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/**
 * An editor's request that one exact version of an article be approved (bound to its content hash: title,
 * body and disclosures). An edit, a regeneration or a disclosure change makes a new hash, and the request
 * no longer covers the article (shown as voided).
 */
@Entity({ tableName: 'approval_requests' })
@Index({ name: 'approval_requests_article_created_index', properties: ['article', 'createdAt'] })
// The approval queue: an organization's pending requests, oldest first.
@Index({ name: 'approval_requests_organization_status_created_index', properties: ['organization', 'status', 'createdAt'] })
export class ApprovalRequest extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id' })
  article!: Article;

  @Property({ type: 'integer' })
  version!: number;

  /** articleDigest(title, content) of the version asked about. */
  @Property({ type: 'string', length: 64 })
  contentHash!: string;

  /** Who wrote the version (never its approver). */
  @Property({ type: 'uuid', nullable: true })
  authorId?: string | null;

  @Property({ type: 'uuid' })
  requestedBy!: string;

  @Property({ type: 'text', nullable: true })
  note?: string | null;

  @Enum({ items: () => APPROVAL_STATUSES, default: 'pending' })
  status: Opt<ApprovalStatus> = 'pending';

  /** [{ userId, decision, comment, at }], in order. */
  @Property({ type: 'json', default: '[]' })
  decisions: Opt<ApprovalDecision[]> = [];

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  decidedAt?: Date | null;
}

export interface ApprovalDecision {
  userId: string;
  decision: 'approved' | 'rejected';
  comment: string | null;
  at: string;
}
