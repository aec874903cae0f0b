import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { User } from './user.entity';

/** The password step passed, the 2FA step pending: what the short-lived `tempToken` stands for (stored hashed). */
@Entity({ tableName: 'login_challenges' })
@Index({ name: 'login_challenges_user_index', properties: ['user'] })
export class LoginChallenge extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Property({ type: 'string', length: 64, hidden: true })
  @Unique({ name: 'login_challenges_token_hash_unique' })
  tokenHash!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  usedAt?: Date | null;
}
