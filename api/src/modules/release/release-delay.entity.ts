import { Entity, ManyToOne, Property, Unique, type Opt } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { Article } from '../articles/article.entity';
import { Organization } from '../identity/organization.entity';

/**
 * One channel of a release found delayed (more than 120 s past its time without being live). The unique
 * (ref, channel) row is the claim: whichever sweep inserts it raises the alert, in the same transaction
 * as the notification and the `release.delayed` webhook deliveries, so it is raised once across restarts
 * and instances. `mailStatus` is claimed the same way before the mails go out.
 */
@Entity({ tableName: 'release_delays' })
@Unique({ name: 'release_delays_ref_channel_unique', properties: ['ref', 'channel'] })
export class ReleaseDelay extends BaseEntity {
  @ManyToOne({ entity: () => Organization, deleteRule: 'cascade', fieldName: 'organization_id' })
  organization!: Organization;

  @ManyToOne({ entity: () => Article, deleteRule: 'cascade', fieldName: 'article_id' })
  article!: Article;

  /** wire, platform, newsroom (with its feeds) or alerts. */
  @Property({ type: 'string', length: 16 })
  channel!: string;

  /** The provider, platform or `newsroom` / `email alerts`. */
  @Property({ type: 'string', length: 64 })
  name!: string;

  /** The row the channel is read from: the wire order, the post or the newsroom release. */
  @Property({ type: 'uuid' })
  ref!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  dueAt!: Date;

  /** What the channel said when it was found late (the receipt's detail). */
  @Property({ type: 'text', nullable: true })
  detail?: string | null;

  /** pending until a sweep claims it (sending), then sent or failed: mailed at most once. */
  @Property({ type: 'string', length: 16, default: 'pending' })
  mailStatus: Opt<'pending' | 'sending' | 'sent' | 'failed'> = 'pending';
}
