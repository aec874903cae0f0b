import { Migration } from '@mikro-orm/migrations';

export class Migration20261122100803_oauth extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "oauth_attempts" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "platform" varchar(64) not null, "state_hash" varchar(64) not null, "verifier_encrypted" text not null, "expires_at" timestamptz not null, constraint "oauth_attempts_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "oauth_attempts" add constraint "oauth_attempts_state_hash_unique" unique ("state_hash");`);
    this.addSql(`create index "oauth_attempts_expires_index" on "oauth_attempts" ("expires_at");`);

    this.addSql(
      `alter table "oauth_attempts" add constraint "oauth_attempts_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "oauth_attempts" cascade;`);
  }
}
