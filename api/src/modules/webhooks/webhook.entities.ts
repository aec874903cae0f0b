import { randomUUID } from 'node:crypto';
import { BigIntType, Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Organization } from '../identity/organization.entity';
import { User } from '../identity/user.entity';
import { DELIVERY_EVENT_TYPES, WEBHOOK_EVENT_TYPES, type DeliveryEventType, type WebhookEventType } from './webhooks.schemas';

/** `owner`: turned off in Settings; `failing`: a day of failed deliveries; `access_revoked`: who registered it lost the owner's role. */
export const WEBHOOK_DISABLED_REASONS = ['owner', 'failing', 'access_revoked'] as const;
export type WebhookDisabledReason = (typeof WEBHOOK_DISABLED_REASONS)[number];

/**
 * A partner's receiver: an https URL and the event types it wants, for one organization. The signing
 * secret is kept encrypted (it must be read to sign); after a rotation the previous one still signs for
 * a day, so a receiver can switch without losing deliveries.
 */
@Entity({ tableName: 'webhook_endpoints' })
@Index({ name: 'webhook_endpoints_organization_index', properties: ['organization', 'createdAt', 'id'] })
export class WebhookEndpoint extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: 'string', length: 2048 })
  url!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  description?: string | null;

  @Property({ type: 'json' })
  eventTypes!: WebhookEventType[];

  /** AES-GCM (lib/crypto `encrypt`), bound to the endpoint's id. */
  @Property({ type: 'text' })
  secretCiphertext!: string;

  @Property({ type: 'text', nullable: true })
  previousSecretCiphertext?: string | null;

  /** Until when the previous secret also signs (a day after a rotation). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  previousSecretUntil?: Date | null;

  @Property({ type: 'boolean', default: true })
  enabled: Opt<boolean> = true;

  /** Why it is off (WEBHOOK_DISABLED_REASONS). */
  @Property({ type: 'string', length: 16, nullable: true })
  disabledReason?: WebhookDisabledReason | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  disabledAt?: Date | null;

  @ManyToOne({ entity: () => User, deleteRule: 'set null', fieldName: 'created_by_id', nullable: true })
  createdBy?: User | null;

  /**
   * Until when one delivery run holds the endpoint (its due deliveries go out one at a time, so no delivery is
   * sent twice at once and a slow endpoint takes one worker, never all): renewed before each send, so a run
   * that died lets go within a lease; the queue itself never holds an endpoint.
   */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveringUntil?: Date | null;
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** One try: when, what the receiver answered (null: no answer), how long it took, and why it failed. */
export interface DeliveryAttempt {
  attempt: number;
  at: string;
  status: number | null;
  latencyMs: number;
  error: string | null;
}

/**
 * One event for one endpoint: written in the transaction of the change it reports (nothing committed goes
 * unsent), delivered on its own retry schedule (a failing one holds no other), with every attempt logged.
 */
@Entity({ tableName: 'webhook_deliveries' })
@Index({ name: 'webhook_deliveries_endpoint_status_seq_index', properties: ['endpoint', 'status', 'seq'] })
@Index({ name: 'webhook_deliveries_endpoint_seq_index', properties: ['endpoint', 'seq'] })
export class WebhookDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Order of writing (many events can share a timestamp): what is due goes out oldest first. */
  @Property({ type: new BigIntType('number'), autoincrement: true })
  seq?: Opt<number>;

  @ManyToOne({ entity: () => WebhookEndpoint, deleteRule: 'cascade', fieldName: 'endpoint_id' })
  endpoint!: WebhookEndpoint;

  @Property({ type: 'uuid' })
  organizationId!: string;

  /** The same for every endpoint (and every redelivery) of one event: receivers deduplicate on it. */
  @Property({ type: 'uuid' })
  eventId!: string;

  @Enum({ items: () => DELIVERY_EVENT_TYPES })
  eventType!: DeliveryEventType;

  /** The event's number in its organization (IssuerWire-Sequence); null for a ping, which is no event of the organization. */
  @Property({ type: new BigIntType('number'), nullable: true })
  eventSequence?: number | null;

  /** The exact JSON sent (and signed). */
  @Property({ type: 'text' })
  body!: string;

  @Enum({ items: () => DELIVERY_STATUSES, default: 'pending' })
  status: Opt<DeliveryStatus> = 'pending';

  @Property({ type: 'integer', default: 0 })
  attempts: Opt<number> = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  nextAttemptAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  firstAttemptAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;

  @Property({ type: 'json', default: '[]' })
  log: Opt<DeliveryAttempt[]> = [];

  /** Set on a redelivery: the delivery it repeats. */
  @Property({ type: 'uuid', nullable: true })
  redeliveryOf?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}

/**
 * Every event of an organization, numbered (`sequence`: 1, 2, 3 … in the order their transactions committed),
 * kept 30 days whether or not an endpoint received it: GET /api/events lists them, so a receiver replays
 * what it missed from the last sequence it saw.
 */
@Entity({ tableName: 'organization_events' })
@Unique({ name: 'organization_events_organization_sequence_unique', properties: ['organization', 'sequence'] })
@Index({ name: 'organization_events_created_at_index', properties: ['createdAt'] })
export class OrganizationEvent {
  /** The event id (IssuerWire-Event-Id). */
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: new BigIntType('number') })
  sequence!: number;

  @Enum({ items: () => WEBHOOK_EVENT_TYPES })
  type!: WebhookEventType;

  /** The event as webhooks send it (the exact JSON signed). */
  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;
}

/** The last event number each organization gave: taken under its row lock, so numbers follow commit order. */
@Entity({ tableName: 'event_sequences' })
export class EventSequence {
  @ManyToOne({ entity: () => Organization, primary: true, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: new BigIntType('number') })
  last!: number;
}
