import { Migration } from '@mikro-orm/migrations';

export class Migration20261124160300_tracking_readers extends Migration {
  override async up(): Promise<void> {
    // One random salt per UTC day, shared by every instance; yesterday's is deleted once today's exists.
    this.addSql(
      `create table "tracking_salts" ("day" date not null, "salt" bytea not null, "created_at" timestamptz not null default now(), constraint "tracking_salts_pkey" primary key ("day"));`,
    );
    // When a reader (a keyed hash, never an address) was last counted for an article, per kind; pruned after the window.
    // No foreign key: the write joins articles already, and a row of a deleted article is pruned with the rest.
    this.addSql(
      `create table "tracking_readers" ("article_id" uuid not null, "kind" varchar(8) not null, "reader" bytea not null, "counted_at" timestamptz not null, constraint "tracking_readers_pkey" primary key ("article_id", "kind", "reader"));`,
    );
    this.addSql(`create index "tracking_readers_counted_at_index" on "tracking_readers" ("counted_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tracking_readers" cascade;`);
    this.addSql(`drop table if exists "tracking_salts" cascade;`);
  }
}
