import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Article } from '../articles/article.entity';
import { Organization } from '../identity/organization.entity';

/**
 * An approver's dismissal of one finding (its rule and passage) of one exact version of an article, with
 * the reason. Bound to the version's content hash: an edit makes a new version, and the finding is raised
 * again until someone dismisses it there.
 */
@Entity({ tableName: 'compliance_dismissals' })
@Unique({ name: 'compliance_dismissals_finding_unique', properties: ['article', 'contentHash', 'ruleId', 'passageHash'] })
@Index({ name: 'compliance_dismissals_organization_index', properties: ['organization'] })
export class ComplianceDismissal extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id' })
  article!: Article;

  @Property({ type: 'integer' })
  version!: number;

  /** articleDigest(title, content) of the version (as approvals bind). */
  @Property({ type: 'string', length: 64 })
  contentHash!: string;

  @Property({ type: 'string', length: 200 })
  ruleId!: string;

  /** passageHash of the flagged passage ('' hashed for a finding about the whole text). */
  @Property({ type: 'string', length: 64 })
  passageHash!: string;

  /** The flagged passage as it stood; null for a finding about the whole text. */
  @Property({ type: 'text', nullable: true })
  passage?: string | null;

  @Property({ type: 'text' })
  reason!: string;

  @Property({ type: 'uuid' })
  dismissedBy!: string;
}
