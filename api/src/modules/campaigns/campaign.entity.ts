import { Entity, Enum, Index, ManyToOne, Property, type EntityManager, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Organization } from '../identity/organization.entity';
import { PLANS, type Plan } from '../identity/user.entity';
import { CONTENT_FORMATS, type ContentFormat } from './campaigns.schemas';

export const CAMPAIGN_STATUSES = ['draft', 'in_progress', 'scheduled', 'published', 'failed', 'archived'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Spec section 3 "campaigns". Owned by an organization: every query is scoped by `organization`. */
@Entity({ tableName: 'campaigns' })
@Index({ name: 'campaigns_organization_created_index', properties: ['organization', 'createdAt', 'id'] })
@Index({ name: 'campaigns_organization_status_index', properties: ['organization', 'status'] })
export class Campaign extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'string', length: 255 })
  companyName!: string;

  @Property({ type: 'string', length: 10 })
  ticker!: string;

  @Property({ type: 'string', length: 100 })
  sector!: string;

  @Property({ type: 'string', length: 50 })
  tone!: string;

  @Property({ type: 'text', nullable: true })
  highlights?: string | null;

  @Property({ type: 'string', length: 2048, nullable: true })
  website?: string | null;

  /** https URLs (or origins) the issuer confirmed as link targets: the hosted page tracks links to them. */
  @Property({ type: 'text[]', default: '{}' })
  confirmedLinks: Opt<string[]> = [];

  @Property({ type: 'text', nullable: true })
  pressRelease?: string | null;

  @Enum({ items: () => CONTENT_FORMATS, default: 'article' })
  format: Opt<ContentFormat> = 'article';

  /** The issuer's own quote for the release; none is ever written without it. */
  @Property({ type: 'text', nullable: true })
  quote?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  quoteSpeakerName?: string | null;

  @Property({ type: 'string', length: 255, nullable: true })
  quoteSpeakerTitle?: string | null;

  /** The feature's brief: background, the issuer's own facts (optional). */
  @Property({ type: 'text', nullable: true })
  background?: string | null;

  /** The feature's brief: products, the issuer's own facts (optional). */
  @Property({ type: 'text', nullable: true })
  products?: string | null;

  /** The feature's brief: customers, the issuer's own facts (optional). */
  @Property({ type: 'text', nullable: true })
  customers?: string | null;

  /** The feature's brief: strategy, the issuer's own facts (optional). */
  @Property({ type: 'text', nullable: true })
  strategy?: string | null;

  /** The feature's brief: milestones, the issuer's own facts (optional). */
  @Property({ type: 'text', nullable: true })
  milestones?: string | null;

  /** The feature's brief: outlook, the issuer's own facts (optional). */
  @Property({ type: 'text', nullable: true })
  outlook?: string | null;

  @Enum({ items: () => PLANS })
  budget!: Plan;

  @Enum({ items: () => CAMPAIGN_STATUSES, default: 'draft' })
  status: Opt<CampaignStatus> = 'draft';

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  archivedAt?: Date | null;
}

/** The links the issuer confirmed for a campaign (tracked links may lead there). */
export async function confirmedLinksOf(em: EntityManager, campaignId: string): Promise<string[]> {
  const campaign = await em.findOne(Campaign, { id: campaignId }, { fields: ['confirmedLinks'] });
  return campaign?.confirmedLinks ?? [];
}

/** Title and ticker of each of `campaignIds` (the caller has scoped them to their organization). */
export async function campaignLabels(em: EntityManager, campaignIds: string[]): Promise<Map<string, { title: string; ticker: string }>> {
  if (!campaignIds.length) return new Map();
  const campaigns = await em.find(Campaign, { id: { $in: campaignIds } }, { fields: ['title', 'ticker'] });
  return new Map(campaigns.map((c) => [c.id, { title: c.title, ticker: c.ticker }]));
}
