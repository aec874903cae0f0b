import { Migration } from '@mikro-orm/migrations';

/** A session may be read-only: the public demo workspace's visitors read, and every write is refused. */
export class Migration20261126160000_read_only_sessions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "read_only" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sessions" drop column "read_only";`);
  }
}
