import { Entity, Enum, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';

export const IDEMPOTENCY_STATUSES = ['in_progress', 'done'] as const;
export type IdempotencyStatus = (typeof IDEMPOTENCY_STATUSES)[number];

/** One key of one caller for one operation: the request's hash and, once done, the answer given. */
@Entity({ tableName: 'idempotency_keys' })
@Unique({ name: 'idempotency_keys_principal_route_key_unique', properties: ['principalId', 'route', 'key'] })
export class IdempotencyKey extends BaseEntity {
  /** The person's or the partner token's id (no foreign key: either may be the caller); keys expire after a day. */
  @Property({ type: 'uuid' })
  principalId!: string;

  @Property({ type: 'string', length: 200 })
  key!: string;

  /** The operation, e.g. `publish-article`: REST and GraphQL share it, so a key means one action whichever door it came through. */
  @Property({ type: 'string', length: 100 })
  route!: string;

  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Enum({ items: () => IDEMPOTENCY_STATUSES, default: 'in_progress' })
  status: Opt<IdempotencyStatus> = 'in_progress';

  @Property({ type: 'json', nullable: true })
  response?: unknown;
}
