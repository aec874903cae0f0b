import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Organization } from '../identity/organization.entity';

/**
 * One OAuth connect in progress (Authorization Code with PKCE): kept server-side between the redirect
 * to the vendor and its callback, for minutes, used once. The state is stored as its SHA-256 (the
 * callback's query is the only place it appears in full); the PKCE verifier encrypted like credentials.
 */
@Entity({ tableName: 'oauth_attempts' })
@Index({ name: 'oauth_attempts_expires_index', properties: ['expiresAt'] })
export class OAuthAttempt extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: 'string', length: 64 })
  platform!: string;

  @Property({ type: 'string', length: 64, unique: 'oauth_attempts_state_hash_unique' })
  stateHash!: string;

  @Property({ type: 'text', hidden: true })
  verifierEncrypted!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;
}
