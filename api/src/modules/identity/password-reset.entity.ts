import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { User } from './user.entity';

/** One emailed reset link: single use, valid for an hour; only the token's SHA-256 is stored. */
@Entity({ tableName: 'password_resets' })
@Index({ name: 'password_resets_user_index', properties: ['user'] })
export class PasswordReset extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'string', length: 64, hidden: true })
  @Unique({ name: 'password_resets_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'string', length: 64, nullable: true })
  requestedIp?: string | null;
}
