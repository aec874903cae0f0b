import { Entity, ManyToOne, Property, Unique, type EntityManager, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Organization } from '../identity/organization.entity';

/**
 * An issuer's account on one platform (Settings screen). The credentials are AES-256-GCM encrypted
 * with the context `platform:<id>:<organizationId>`, decrypted only by the publishing service at publish time,
 * and never logged or answered.
 */
@Entity({ tableName: 'platform_connections' })
@Unique({ name: 'platform_connections_organization_platform_unique', properties: ['organization', 'platform'] })
export class PlatformConnection extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @Property({ type: 'string', length: 64 })
  platform!: string;

  @Property({ type: 'text', hidden: true })
  credentialsEncrypted!: string;

  /** What the issuer sees in Settings (e.g. the handle or publication), never a secret. */
  @Property({ type: 'string', length: 255, nullable: true })
  label?: string | null;

  /** Hosts of this account's own pages (the plugin's `accountHosts`), written with the credentials: tracked links may lead there. */
  @Property({ type: 'text[]', default: '{}' })
  linkHosts: Opt<string[]> = [];
}

/** The hosts of the issuer's connected platform accounts (x.com, northwind.substack.com, ...), sorted, each once. */
export async function connectedLinkHosts(em: EntityManager, organizationId: string): Promise<string[]> {
  const connections = await em.find(PlatformConnection, { organization: organizationId }, { fields: ['linkHosts'] });
  return [...new Set(connections.flatMap((c) => c.linkHosts))].sort();
}
