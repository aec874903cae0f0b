import { Entity, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Organization } from '../identity/organization.entity';

/** What the notification bell counts: something happened that the issuer has not seen yet. */
@Entity({ tableName: 'notifications' })
@Index({ name: 'notifications_organization_created_index', properties: ['organization', 'createdAt', 'id'] })
@Index({ name: 'notifications_organization_read_index', properties: ['organization', 'readAt'] })
export class Notification extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  /** e.g. article.generated, article.published, distribution.status. */
  @Property({ type: 'string', length: 50 })
  kind!: string;

  @Property({ type: 'string', length: 255 })
  title!: string;

  @Property({ type: 'text' })
  body!: string;

  @Property({ type: 'uuid', nullable: true })
  campaignId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  articleId?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  readAt?: Date | null;
}
