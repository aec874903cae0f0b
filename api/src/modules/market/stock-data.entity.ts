import { BigIntType, DecimalType, Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** Spec section 3 "stock_data", keyed by ticker; loaded from the market-data plugin's dataset. */
@Entity({ tableName: 'stock_data' })
@Index({ name: 'stock_data_exchange_index', properties: ['exchange'] })
// The ticker search: a ticker prefix or any part of the name (ILIKE), which only a trigram index serves.
@Index({
  name: 'stock_data_search_trgm_index',
  expression: 'create index "stock_data_search_trgm_index" on "stock_data" using gin ("ticker" gin_trgm_ops, "company_name" gin_trgm_ops)',
})
export class StockData {
  @PrimaryKey({ type: 'string', length: 10 })
  ticker!: string;

  @Property({ type: 'string', length: 255 })
  companyName!: string;

  @Property({ type: 'string', length: 50 })
  exchange!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  sector?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  industry?: string | null;

  @Property({ type: 'string', length: 2048, nullable: true })
  website?: string | null;

  @Property({ type: 'string', length: 2, nullable: true })
  country?: string | null;

  @Property({ type: new BigIntType('number'), nullable: true })
  marketCap?: number | null;

  @Property({ type: new DecimalType('number'), precision: 10, scale: 2, nullable: true })
  lastPrice?: number | null;

  @Property({ type: new DecimalType('number'), precision: 10, scale: 2, nullable: true })
  priceChange?: number | null;

  @Property({ type: new BigIntType('number'), nullable: true })
  volume?: number | null;

  /** Fictional companies used for the demo accounts, never a real issuer. */
  @Property({ type: 'boolean', default: false })
  isDemo: Opt<boolean> = false;

  /** When the figures were true; the embedded dataset is approximate and says so. */
  @Property({ type: 'date', nullable: true })
  asOf?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();
}
