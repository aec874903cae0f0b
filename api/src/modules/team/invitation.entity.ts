import { Entity, Enum, Index, ManyToOne, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { MEMBER_ROLES, type MemberRole } from '../identity/identity.schemas';
import { Organization } from '../identity/organization.entity';
import { User } from '../identity/user.entity';

/**
 * An owner's invitation of one address into the organization. The link carries a random token mailed
 * once; only its sha256 is kept, it works once (accepted, or revoked) and for 7 days.
 */
@Entity({ tableName: 'invitations' })
@Index({ name: 'invitations_organization_created_index', properties: ['organization', 'createdAt'] })
export class Invitation extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  /** Lower-cased: the invitee signs in with an account of this address to accept. */
  @Property({ type: 'string', length: 255 })
  email!: string;

  @Enum({ items: () => MEMBER_ROLES })
  role!: MemberRole;

  @Property({ type: 'string', length: 64 })
  @Unique({ name: 'invitations_token_hash_unique' })
  tokenHash!: string;

  @ManyToOne({ entity: () => User, deleteRule: 'set null', fieldName: 'invited_by_id', nullable: true })
  invitedBy?: User | null;

  /** The address is outside the organization's verified domain and the owner confirmed it anyway (outside counsel). */
  @Property({ type: 'boolean', default: false })
  outsideDomain: boolean = false;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  acceptedAt?: Date | null;

  @ManyToOne({ entity: () => User, deleteRule: 'set null', fieldName: 'accepted_by_id', nullable: true })
  acceptedBy?: User | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  revokedAt?: Date | null;
}
