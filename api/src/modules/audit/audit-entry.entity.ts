import { randomUUID } from 'node:crypto';
import { BigIntType, Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * One line of the append-only audit log: who, when, what, and the hash of the content concerned.
 * A database trigger refuses UPDATE, DELETE and TRUNCATE; no API changes or removes a row. The
 * organization and actor ids are plain columns, not foreign keys, so the record outlives an account.
 */
@Entity({ tableName: 'audit_log' })
@Index({ name: 'audit_log_organization_seq_index', properties: ['organizationId', 'seq'] })
@Index({ name: 'audit_log_entity_index', properties: ['entityType', 'entityId', 'seq'] })
export class AuditEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Strict order of the trail (many entries can share a timestamp). */
  @Property({ type: new BigIntType('number'), autoincrement: true })
  seq?: Opt<number>;

  /** The organization whose data this is (the tenant). */
  @Property({ type: 'uuid' })
  organizationId!: string;

  /** Who did it; null for the system (jobs). */
  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  /** e.g. article.generated, article.edited, article.regenerated, plan.changed, campaign.created. */
  @Property({ type: 'string', length: 64 })
  action!: string;

  @Property({ type: 'string', length: 32 })
  entityType!: string;

  @Property({ type: 'uuid', nullable: true })
  entityId?: string | null;

  /** sha256 (hex) of the content the action produced, when there is content. */
  @Property({ type: 'string', length: 64, nullable: true })
  contentHash?: string | null;

  @Property({ type: 'json', nullable: true })
  details?: Record<string, unknown> | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
