import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 43, point 2: the ticker search matches a ticker prefix or any part of a company name (ILIKE), which no
 * B-tree serves: it read all of stock_data (20 ms at 10,000 listings on a loaded machine, 0.14 ms with this).
 * pg_trgm is a trusted extension (PostgreSQL 13+: a database owner may create it); PGlite loads it (orm.ts).
 */
export class Migration20261129190100_ticker_search_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index if not exists "stock_data_search_trgm_index" on "stock_data" using gin ("ticker" gin_trgm_ops, "company_name" gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "stock_data_search_trgm_index";`);
  }
}
