import { Migration } from '@mikro-orm/migrations';

export class Migration20261122072408_identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "sessions" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "token_hash" varchar(64) not null, "last_seen_at" timestamptz not null, "idle_expires_at" timestamptz not null, "expires_at" timestamptz not null, "ip" varchar(64) null, "user_agent" varchar(512) null, "revoked_at" timestamptz null, constraint "sessions_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "sessions" add constraint "sessions_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "sessions_user_index" on "sessions" ("user_id");`);

    this.addSql(
      `create table "password_resets" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "requested_ip" varchar(64) null, constraint "password_resets_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "password_resets" add constraint "password_resets_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "password_resets_user_index" on "password_resets" ("user_id");`);

    this.addSql(
      `create table "login_challenges" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "token_hash" varchar(64) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "login_challenges_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "login_challenges" add constraint "login_challenges_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "login_challenges_user_index" on "login_challenges" ("user_id");`);

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "password_resets" add constraint "password_resets_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "login_challenges" add constraint "login_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "users" add column "totp_last_step" int null;`);
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "password_resets" cascade;`);

    this.addSql(`drop table if exists "login_challenges" cascade;`);

    this.addSql(`drop index if exists "users_username_lower_unique";`);
    this.addSql(`alter table "users" drop column "totp_last_step";`);
  }
}
