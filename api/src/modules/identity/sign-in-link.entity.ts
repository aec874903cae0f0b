import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { User } from './user.entity';

/** One mailed sign-in link for an owner kept out by the account's ceiling: single use, short-lived; only the token's SHA-256 is stored. */
@Entity({ tableName: 'sign_in_links' })
@Index({ name: 'sign_in_links_user_index', properties: ['user'] })
export class SignInLink extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'string', length: 64, hidden: true })
  @Unique({ name: 'sign_in_links_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'string', length: 64, nullable: true })
  requestedIp?: string | null;
}
