import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Organization } from '../identity/organization.entity';
import { PLANS, type Plan } from '../identity/user.entity';
import { Campaign } from './campaign.entity';

/** plan: a month's subscription; campaign: one campaign's article (0 within the allowance, else the overage); newswire: an order. */
export const CHARGE_KINDS = ['campaign', 'newswire', 'plan'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * What an issuer has been billed (no payment processor: the record is the bill). Revenue on the
 * dashboard is the sum of these. `reference` makes each charge idempotent, e.g. `campaign:<id>`.
 */
@Entity({ tableName: 'charges' })
@Index({ name: 'charges_organization_created_index', properties: ['organization', 'createdAt', 'id'] })
export class Charge extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @ManyToOne({ entity: () => Campaign, deleteRule: 'set null', fieldName: 'campaign_id', nullable: true })
  campaign?: Campaign | null;

  @Enum({ items: () => CHARGE_KINDS })
  kind!: ChargeKind;

  @Property({ type: 'integer' })
  amountCents!: number;

  @Property({ type: 'string', length: 200 })
  @Unique({ name: 'charges_reference_unique' })
  reference!: string;

  @Property({ type: 'string', length: 255 })
  description!: string;

  /**
   * The subscription this charge belongs to: the plan billed (kind plan) or whose allowance the campaign's article
   * used or exceeded (kind campaign). Null on charges billed before subscriptions (a campaign then paid the plan's price).
   */
  @Enum({ items: () => PLANS, nullable: true })
  plan?: Plan | null;
}
