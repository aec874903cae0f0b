import { Entity, Enum, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { MEMBER_ROLES, type MemberRole } from './identity.schemas';
import { PLANS, User, type Plan } from './user.entity';

/**
 * The tenant: a company and the people who work for it. Campaigns, articles, orders, publications,
 * analytics, platform connections, notifications and the audit log belong to an organization, not to a
 * person. Every account belongs to exactly one (its own from sign-up, until it joins another); KYC
 * verifies the organization once and sets the ticker its members may act for.
 */
@Entity({ tableName: 'organizations' })
export class Organization extends BaseEntity {
  /** The verified company's name; null until KYC verifies it. */
  @Property({ type: 'string', length: 255, nullable: true })
  name?: string | null;

  /** The ticker the members may act for; null until verified. */
  @Property({ type: 'string', length: 10, nullable: true })
  @Index({ name: 'organizations_ticker_index' })
  ticker?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  exchange?: string | null;

  /** The website KYC checked (the organization's domain). */
  @Property({ type: 'string', length: 2048, nullable: true })
  website?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  verifiedAt?: Date | null;

  /** The head office: the city (and region or country) a release's dateline names. */
  @Property({ type: 'string', length: 100, nullable: true })
  headOfficeCity?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  headOfficeRegion?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  headOfficeCountry?: string | null;

  /** The "About <company>" paragraph releases end with, as the company writes it. */
  @Property({ type: 'text', nullable: true })
  boilerplate?: string | null;

  /** The media / investor-relations contact releases print (name, email, phone), as written. */
  @Property({ type: 'text', nullable: true })
  mediaContact?: string | null;

  @Enum({ items: () => PLANS, default: 'pro' })
  plan: Opt<Plan> = 'pro';

  /** Approval before publish and distribute: null follows the default (on once the company has two members). */
  @Property({ type: 'boolean', nullable: true })
  requireApproval?: boolean | null;

  /** How many approvers must approve a version (1 or 2). */
  @Property({ type: 'integer', default: 1 })
  approvalsNeeded: Opt<number> = 1;
}

/** A person's place in an organization. One per account: a person works for one company at a time. */
@Entity({ tableName: 'memberships' })
export class Membership extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id', index: 'memberships_organization_index' })
  organization!: Organization;

  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  @Unique({ name: 'memberships_user_unique' })
  user!: User;

  @Enum({ items: () => MEMBER_ROLES })
  role!: MemberRole;
}
