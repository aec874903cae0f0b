import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Organization } from '../identity/organization.entity';
import { NewsroomRelease } from './newsroom.entity';

/**
 * An address on an organization's alert list. `pending` until its owner posts the confirmation (double
 * opt-in); unsubscribing deletes the row: nothing about a former subscriber is kept.
 */
@Entity({ tableName: 'newsroom_subscribers' })
@Unique({ name: 'newsroom_subscribers_organization_email_unique', properties: ['organization', 'email'] })
export class NewsroomSubscriber extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  /** Lower case, as typed otherwise. */
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'string', length: 16 })
  status!: 'pending' | 'confirmed';

  /** SHA-256 of the confirmation token mailed; null once confirmed. */
  @Property({ type: 'string', length: 64, nullable: true, index: 'newsroom_subscribers_confirm_index' })
  confirmTokenHash?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  confirmedAt?: Date | null;
}

/**
 * One alert mail: one row per (release, subscriber), made before any is sent and claimed (`sending`)
 * before its mail goes to the SMTP server, so no subscriber ever gets a release twice.
 */
@Entity({ tableName: 'newsroom_alerts' })
@Unique({ name: 'newsroom_alerts_release_subscriber_unique', properties: ['release', 'subscriber'] })
@Index({ name: 'newsroom_alerts_release_status_index', properties: ['release', 'status'] })
export class NewsroomAlert extends BaseEntity {
  @ManyToOne({ entity: () => NewsroomRelease, deleteRule: 'cascade', fieldName: 'release_id' })
  release!: NewsroomRelease;

  @ManyToOne({
    entity: () => NewsroomSubscriber,
    deleteRule: 'cascade',
    fieldName: 'subscriber_id',
    index: 'newsroom_alerts_subscriber_index',
  })
  subscriber!: NewsroomSubscriber;

  /** queued → sending → sent; back to queued after a temporary SMTP failure; failed when refused for good. */
  @Property({ type: 'string', length: 16 })
  status!: 'queued' | 'sending' | 'sent' | 'failed';

  @Property({ type: 'integer', default: 0 })
  attempts: number = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;
}
