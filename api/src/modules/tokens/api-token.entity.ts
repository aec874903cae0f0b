import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Organization } from '../identity/organization.entity';
import { User } from '../identity/user.entity';
import { type TokenScope } from '../identity/identity.schemas';

/**
 * A partner's API token: acts for one organization with the scopes an owner gave it. The secret is shown
 * once; only its sha256 is kept (it is 256 random bits, so a hash alone is enough). Revoked tokens stay,
 * so the audit log can still name them.
 */
@Entity({ tableName: 'api_tokens' })
@Index({ name: 'api_tokens_organization_created_index', properties: ['organization', 'createdAt', 'id'] })
export class ApiToken extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @Property({ type: 'json' })
  scopes!: TokenScope[];

  @Property({ type: 'string', length: 64 })
  @Unique({ name: 'api_tokens_secret_hash_unique' })
  secretHash!: string;

  /** The secret's last four characters, so a person can tell tokens apart (`iwt_…abcd`). */
  @Property({ type: 'string', length: 4 })
  lastFour!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'set null', fieldName: 'created_by_id', nullable: true })
  createdBy?: User | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  /** Written at most once a minute per token (a write per request would cost every call). */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUsedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}
