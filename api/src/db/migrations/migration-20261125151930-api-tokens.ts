import { Migration } from '@mikro-orm/migrations';

/** Partner API tokens: one row per token, acting for an organization; the secret kept as its sha256. */
export class Migration20261125151930_api_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_tokens" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "name" varchar(100) not null, "scopes" jsonb not null, "secret_hash" varchar(64) not null, "last_four" varchar(4) not null, "created_by_id" uuid null, "expires_at" timestamptz null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_tokens_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_secret_hash_unique" unique ("secret_hash");`);
    this.addSql(`create index "api_tokens_organization_created_index" on "api_tokens" ("organization_id", "created_at");`);

    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    // Idempotency keys belong to whoever calls: a person or a partner token (no foreign key to users).
    this.addSql(`alter table "idempotency_keys" drop constraint "idempotency_keys_user_id_foreign";`);
    this.addSql(`alter table "idempotency_keys" rename column "user_id" to "principal_id";`);
    this.addSql(
      `alter table "idempotency_keys" rename constraint "idempotency_keys_user_route_key_unique" to "idempotency_keys_principal_route_key_unique";`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_tokens" cascade;`);
    this.addSql(`delete from "idempotency_keys" where "principal_id" not in (select "id" from "users");`);
    this.addSql(
      `alter table "idempotency_keys" rename constraint "idempotency_keys_principal_route_key_unique" to "idempotency_keys_user_route_key_unique";`,
    );
    this.addSql(`alter table "idempotency_keys" rename column "principal_id" to "user_id";`);
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
