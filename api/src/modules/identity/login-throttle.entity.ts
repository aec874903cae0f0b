import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * Failed sign-ins, counted per (username as typed, client address) and per username from every
 * address, for known and unknown usernames alike. Keyed by an HMAC of the username (and address), so
 * the table holds neither, and shared by every instance.
 */
@Entity({ tableName: 'login_throttles' })
@Index({ name: 'login_throttles_updated_at_index', properties: ['updatedAt'] })
export class LoginThrottle {
  /** `pair:` or `account:` and a keyed hash. */
  @PrimaryKey({ type: 'string', length: 80 })
  key!: string;

  /** Pair: failures in a row. Account: failures in the current window. */
  @Property({ type: 'integer', default: 0 })
  failures: Opt<number> = 0;

  /** Account: when the counting window began. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  windowStartedAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastFailureAt?: Date | null;

  /** No password is checked for this key before then. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  blockedUntil?: Date | null;

  /** Pair: the account signed in from this address; it passes the account ceiling until then. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  trustedUntil?: Date | null;

  /** Set from the service's clock on every write (the purge compares it with the same clock). */
  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt: Opt<Date> = new Date();
}
