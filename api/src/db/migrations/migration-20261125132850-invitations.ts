import { Migration } from '@mikro-orm/migrations';

/** Owners invite people into their organization: one row per invitation, the mailed token kept as its hash. */
export class Migration20261125132850_invitations extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "invitations" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "email" varchar(255) not null, "role" text check ("role" in ('owner', 'editor', 'approver', 'viewer')) not null, "token_hash" varchar(64) not null, "invited_by_id" uuid null, "outside_domain" boolean not null default false, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "accepted_by_id" uuid null, "revoked_at" timestamptz null, constraint "invitations_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "invitations" add constraint "invitations_token_hash_unique" unique ("token_hash");`);
    this.addSql(`create index "invitations_organization_created_index" on "invitations" ("organization_id", "created_at");`);

    this.addSql(
      `alter table "invitations" add constraint "invitations_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_invited_by_id_foreign" foreign key ("invited_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "invitations" add constraint "invitations_accepted_by_id_foreign" foreign key ("accepted_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "invitations" cascade;`);
  }
}
