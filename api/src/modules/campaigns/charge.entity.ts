import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Organization } from '../identity';
import { Campaign } from './campaign.entity';

export const CHARGE_KINDS = ['campaign', 'newswire'] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];

/**
 * What an issuer has been billed (no payment processor: the record is the bill). Revenue on the
 * dashboard is the sum of these. `reference` makes each charge idempotent, e.g. `campaign:<id>`.
 */
@Entity({ tableName: 'charges' })
@Index({ name: 'charges_organization_created_index', properties: ['organization', 'createdAt'] })
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
}
