import { Entity, Index, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { User } from './user.entity';

/** A signed-in browser. The cookie carries a random token; only its SHA-256 is stored. */
@Entity({ tableName: 'sessions' })
@Index({ name: 'sessions_user_index', properties: ['user'] })
export class Session extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'string', length: 64, hidden: true })
  @Unique({ name: 'sessions_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  lastSeenAt!: Date;

  /** Sliding: moves forward with activity, never past expiresAt. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  idleExpiresAt!: Date;

  /** Absolute: fixed at sign-in. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'string', length: 64, nullable: true })
  ip?: string | null;

  @Property({ type: 'string', length: 512, nullable: true })
  userAgent?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;

  /** A public demo visitor's session: it reads, and every write is refused (demo_read_only). */
  @Property({ type: 'boolean', default: false })
  readOnly: Opt<boolean> = false;
}
