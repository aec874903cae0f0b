import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** The key of the day's reader hashes: random, one per UTC day for every instance, deleted the day after. */
@Entity({ tableName: 'tracking_salts' })
export class TrackingSalt {
  @PrimaryKey({ type: 'date' })
  day!: string;

  @Property({ type: 'blob', columnType: 'bytea' })
  salt!: Buffer;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();
}
