import { Entity, Enum, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Article } from '../articles/article.entity';
import { Organization } from '../identity/organization.entity';
import { DISTRIBUTION_LEVELS, NEWSWIRE_ORDER_STATUSES, type DistributionLevel, type NewswireOrderStatus } from './distribution.constants';

/**
 * One release of one article through one newswire provider. Like publications, the row is committed
 * (`submitting`) before the vendor is called and reconciled after, so nothing is ordered twice.
 * `scheduled` without a vendor reference is held here until its target time (a `distribute-release`
 * job); with one, the vendor holds it. `awaiting_issuer`: a Web Integration wire's package is ready
 * for the issuer to file on the vendor's site.
 */
@Entity({ tableName: 'newswire_orders' })
@Index({ name: 'newswire_orders_organization_created_index', properties: ['organization', 'createdAt', 'id'] })
@Index({ name: 'newswire_orders_organization_target_index', properties: ['organization', 'targetTime'] })
@Index({ name: 'newswire_orders_article_index', properties: ['article'] })
// One pending order per article, wire and mode: an order placed in sandbox never blocks a live one, and a
// published one leaves room for an explicit "order again" (ordered-before.ts).
@Unique({
  name: 'newswire_orders_article_provider_active_unique',
  expression: `create unique index "newswire_orders_article_provider_active_unique" on "newswire_orders" ("article_id", "provider", "sandbox") where "status" not in ('failed', 'cancelled', 'published')`,
})
export class NewswireOrder extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id' })
  article!: Article;

  /** The newswire plugin id (businesswire, ein, ...). */
  @Property({ type: 'string', length: 64 })
  provider!: string;

  @Enum({ items: () => DISTRIBUTION_LEVELS })
  level!: DistributionLevel;

  @Enum({ items: () => NEWSWIRE_ORDER_STATUSES })
  status!: NewswireOrderStatus;

  /** The provider's price for the level when ordered. */
  @Property({ type: 'integer' })
  costCents!: number;

  /** reachPerOrder(level): 2000 readers x the level's multiplier (distribution.constants.ts). */
  @Property({ type: 'integer' })
  estimatedReach!: number;

  /** Absent: released at once. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  targetTime?: Date | null;

  @Property({ type: 'string', length: 255, nullable: true })
  vendorRef?: string | null;

  @Property({ type: 'string', length: 2048, nullable: true })
  releaseUrl?: string | null;

  /** The Web Integration package (form URL, fields, text) the issuer files on the vendor's site. */
  @Property({ type: 'json', nullable: true })
  submission?: unknown;

  /**
   * Placed while the wire ran in sandbox (no operator credentials): nothing is sent for it, even once the
   * wire is configured, and it does not block a live order of the same article on that wire.
   */
  @Property({ type: 'boolean', default: false })
  sandbox: Opt<boolean> = false;

  /** The vendor's own words about the order (e.g. "Ordered; released after editorial review"). */
  @Property({ type: 'text', nullable: true })
  vendorMessage?: string | null;

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  /** Status polls made so far (API providers). */
  @Property({ type: 'integer', default: 0 })
  polls: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'uuid', nullable: true })
  jobId?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  publishedAt?: Date | null;
}
