import { Migration } from '@mikro-orm/migrations';

/** Sign-in failures per (username, address) and per username, in the database so every instance shares them. */
export class Migration20261124160500_login_throttles extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "login_throttles" ("key" varchar(80) not null, "failures" int not null default 0, "window_started_at" timestamptz null, "last_failure_at" timestamptz null, "blocked_until" timestamptz null, "trusted_until" timestamptz null, "updated_at" timestamptz not null default now(), constraint "login_throttles_pkey" primary key ("key"));`,
    );
    this.addSql(`create index "login_throttles_updated_at_index" on "login_throttles" ("updated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_throttles" cascade;`);
  }
}
