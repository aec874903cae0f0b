import { Migration } from '@mikro-orm/migrations';
import { PGliteDriver } from 'mikro-orm-pglite';

/**
 * Issue 43, point 4: the protective limits counted in the database, shared by every instance. UNLOGGED on a
 * PostgreSQL server (no WAL per hit; a crash empties it, which only forgives the current minute's counts);
 * a plain table on PGlite, whose single-user server and data-directory dumps are kept to the common path.
 */
export class Migration20261129180500_rate_limit_hits extends Migration {
  override async up(): Promise<void> {
    const unlogged = this.driver instanceof PGliteDriver ? '' : 'unlogged ';
    this.addSql(
      `create ${unlogged}table "rate_limit_hits" ("key" text not null, "count" int not null, "resets_at" timestamptz not null, constraint "rate_limit_hits_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "rate_limit_hits_resets_at_index" on "rate_limit_hits" ("resets_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_hits" cascade;`);
  }
}
