import { Entity, Enum, Index, ManyToOne, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../db/base.entity';
import { User } from '../identity/user.entity';

export const KYC_CODE_EVENT_KINDS = ['sent', 'wrong'] as const;
export type KycCodeEventKind = (typeof KYC_CODE_EVENT_KINDS)[number];

/**
 * One code mailed or one wrong code typed, per applicant (across applications: resubmitting never resets
 * them) and per address the code went to (a keyed hash, so the table holds no address). The limits count
 * these rows over their windows; rows older than a day count for nothing and are purged.
 */
@Entity({ tableName: 'kyc_code_events' })
@Index({ name: 'kyc_code_events_user_kind_index', properties: ['user', 'kind', 'at'] })
@Index({ name: 'kyc_code_events_address_index', properties: ['addressKey', 'at'] })
export class KycCodeEvent extends BaseEntity {
  @ManyToOne({ entity: () => User, deleteRule: 'cascade', fieldName: 'user_id' })
  user!: User;

  @Enum({ items: () => KYC_CODE_EVENT_KINDS })
  kind!: KycCodeEventKind;

  /** HMAC of the lower-cased address the code went to (sent) or was typed for (wrong). */
  @Property({ type: 'string', length: 64 })
  addressKey!: string;

  /** From the service's clock, which the windows are measured with. */
  @Property({ type: 'datetime', columnType: 'timestamptz' })
  at!: Date;
}
