import { Entity, Enum, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Campaign } from '../campaigns/campaign.entity';
import type { DisclosureFacts } from '../compliance/compliance.disclosures';
import { Organization } from '../identity/organization.entity';

import { ARTICLE_STATUSES, type ArticleStatus } from './articles.constants';

/** What the compliance engine said about the stored content, kept with it. */
export interface StoredComplianceReport {
  score: number;
  level: 'compliant' | 'needs_review' | 'non_compliant';
  counts: { critical: number; important: number; advisory: number };
  findings: { ruleId: string; severity: 'critical' | 'important' | 'advisory'; title: string; message: string; text: string | null }[];
  checkedAt: string;
}

/** A finding as the stored report keeps it (its passage's text, not its offsets). */
export function storedFinding(f: {
  ruleId: string;
  severity: StoredComplianceReport['findings'][number]['severity'];
  title: string;
  message: string;
  span?: { text: string } | null;
}): StoredComplianceReport['findings'][number] {
  return { ruleId: f.ruleId, severity: f.severity, title: f.title, message: f.message, text: f.span?.text ?? null };
}

/**
 * Spec section 3 "articles". Carries its owner too, so every query can be scoped without a join.
 * `content` (the spec's field) is always `body` + separator + `disclosures`, recomputed by the articles
 * service on every write: nothing a client sends can store content without the disclosures.
 * One article per campaign; Regenerate replaces its text (each version is kept in article_versions).
 */
@Entity({ tableName: 'articles' })
@Index({ name: 'articles_organization_status_index', properties: ['organization', 'status'] })
@Index({ name: 'articles_organization_created_index', properties: ['organization', 'createdAt', 'id'] })
@Unique({ name: 'articles_campaign_unique', properties: ['campaign'] })
export class Article extends BaseEntity {
  @ManyToOne({ entity: () => Campaign, deleteRule: 'cascade', fieldName: 'campaign_id' })
  campaign!: Campaign;

  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: 'string', length: 500 })
  title!: string;

  @Property({ type: 'text' })
  content!: string;

  /** What the model, the composer or the issuer's edit wrote: markdown without title and disclosures. */
  @Property({ type: 'text', default: '' })
  body: Opt<string> = '';

  /** The disclosure block as buildDisclosures wrote it for this article. */
  @Property({ type: 'text', default: '' })
  disclosures: Opt<string> = '';

  /** What the disclosures state, as data (verified against the campaign and listing); null for articles written before they were stored. */
  @Property({ type: 'json', nullable: true })
  disclosureFacts?: DisclosureFacts | null;

  @Enum({ items: () => ARTICLE_STATUSES, default: 'draft' })
  status: Opt<ArticleStatus> = 'draft';

  @Property({ type: 'text[]', default: '{}' })
  platforms: Opt<string[]> = [];

  /** No critical compliance finding in `content`. */
  @Property({ type: 'boolean', default: true })
  compliance: Opt<boolean> = true;

  @Property({ type: 'json', nullable: true })
  complianceReport?: StoredComplianceReport | null;

  @Property({ type: 'integer', default: 0 })
  wordCount: Opt<number> = 0;

  /** 'composer' or the provider's model id. */
  @Property({ type: 'string', length: 100, nullable: true })
  model?: string | null;

  /** The current version number (article_versions.version). */
  @Property({ type: 'integer', default: 1 })
  version: Opt<number> = 1;

  /**
   * The version the public surfaces show (hosted page, its meta, its tracked links, platform posts): the one
   * that last passed the compliance gate and the approval in a release. Null until the first release.
   */
  @Property({ type: 'integer', nullable: true })
  releasedVersion?: number | null;

  /** When the issuer says it told its exchange of this release (Nasdaq/NYSE want 10 minutes' notice): release-check reads it. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  exchangeNotifiedAt?: Date | null;

  @Property({ type: 'integer', default: 0 })
  views: Opt<number> = 0;

  @Property({ type: 'integer', default: 0 })
  engagement: Opt<number> = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt?: Date | null;
}
