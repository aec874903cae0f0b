import { Migration } from '@mikro-orm/migrations';

/** Mailed one-time sign-in links: the owner's way in while the account's sign-in ceiling keeps new addresses out. */
export class Migration20261128170500_sign_in_links extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sign_in_links" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "requested_ip" varchar(64) null, constraint "sign_in_links_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "sign_in_links" add constraint "sign_in_links_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sign_in_links_user_index" on "sign_in_links" ("user_id");`);
    this.addSql(
      `alter table "sign_in_links" add constraint "sign_in_links_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sign_in_links" cascade;`);
  }
}
