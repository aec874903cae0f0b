import { Migration } from '@mikro-orm/migrations';

/**
 * The tenant tables: their `user_id` becomes `organization_id` (the owning organization). Each existing
 * account becomes the owner of an organization whose id is the account's id, so every existing row keeps
 * its key unchanged and the move is a rename: nothing is copied, nothing can be lost.
 */
const TENANT_TABLES: { table: string; indexes: [string, string][]; constraints?: [string, string][] }[] = [
  {
    table: 'campaigns',
    indexes: [
      ['campaigns_user_created_index', 'campaigns_organization_created_index'],
      ['campaigns_user_status_index', 'campaigns_organization_status_index'],
    ],
  },
  {
    table: 'articles',
    indexes: [
      ['articles_user_status_index', 'articles_organization_status_index'],
      ['articles_user_created_index', 'articles_organization_created_index'],
    ],
  },
  { table: 'charges', indexes: [['charges_user_created_index', 'charges_organization_created_index']] },
  {
    table: 'newswire_orders',
    indexes: [
      ['newswire_orders_user_created_index', 'newswire_orders_organization_created_index'],
      ['newswire_orders_user_target_index', 'newswire_orders_organization_target_index'],
    ],
  },
  { table: 'analytics', indexes: [['analytics_user_date_index', 'analytics_organization_date_index']] },
  { table: 'hosted_pages', indexes: [] },
  {
    table: 'notifications',
    indexes: [
      ['notifications_user_created_index', 'notifications_organization_created_index'],
      ['notifications_user_read_index', 'notifications_organization_read_index'],
    ],
  },
  { table: 'oauth_attempts', indexes: [] },
  {
    table: 'platform_connections',
    indexes: [],
    constraints: [['platform_connections_user_platform_unique', 'platform_connections_organization_platform_unique']],
  },
  {
    table: 'publications',
    indexes: [
      ['publications_user_scheduled_index', 'publications_organization_scheduled_index'],
      ['publications_user_published_index', 'publications_organization_published_index'],
    ],
  },
];

export class Migration20261125130000_organizations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "organizations" (
  "id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
  "name" varchar(255) null, "ticker" varchar(10) null, "exchange" varchar(50) null, "website" varchar(2048) null,
  "verified_at" timestamptz null,
  "plan" text check ("plan" in ('basic', 'pro', 'agency')) not null default 'pro',
  constraint "organizations_pkey" primary key ("id"));`);
    this.addSql(`create index "organizations_ticker_index" on "organizations" ("ticker");`);
    this.addSql(`create table "memberships" (
  "id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(),
  "organization_id" uuid not null, "user_id" uuid not null,
  "role" text check ("role" in ('owner', 'editor', 'approver', 'viewer')) not null,
  constraint "memberships_pkey" primary key ("id"));`);
    this.addSql(`create index "memberships_organization_index" on "memberships" ("organization_id");`);
    this.addSql(`alter table "memberships" add constraint "memberships_user_unique" unique ("user_id");`);
    this.addSql(
      `alter table "memberships" add constraint "memberships_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "memberships" add constraint "memberships_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    // Every account owns the organization of its own company (its id); a verified one carries the verified company.
    this
      .addSql(`insert into "organizations" ("id", "created_at", "updated_at", "name", "ticker", "exchange", "website", "verified_at", "plan")
  select u."id", u."created_at", now(),
         case when u."verification_status" = 'verified' then u."company_name" end,
         case when u."verification_status" = 'verified' then u."ticker" end,
         case when u."verification_status" = 'verified' then u."exchange" end,
         case when u."verification_status" = 'verified' then u."website" end,
         case when u."verification_status" = 'verified' then coalesce(u."verified_at", u."created_at") end,
         u."plan"
    from "users" u;`);
    this.addSql(`insert into "memberships" ("id", "created_at", "updated_at", "organization_id", "user_id", "role")
  select gen_random_uuid(), u."created_at", now(), u."id", u."id", 'owner' from "users" u;`);
    this.addSql(`alter table "users" drop column "plan";`);

    for (const { table, indexes, constraints = [] } of TENANT_TABLES) {
      this.addSql(`alter table "${table}" drop constraint "${table}_user_id_foreign";`);
      this.addSql(`alter table "${table}" rename column "user_id" to "organization_id";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
      );
      for (const [from, to] of indexes) this.addSql(`alter index "${from}" rename to "${to}";`);
      for (const [from, to] of constraints) this.addSql(`alter table "${table}" rename constraint "${from}" to "${to}";`);
    }

    // The audit trail and the dashboard counters are keyed by the tenant too (plain columns, no foreign key).
    this.addSql(`alter table "audit_log" rename column "user_id" to "organization_id";`);
    this.addSql(`alter index "audit_log_user_seq_index" rename to "audit_log_organization_seq_index";`);
    this.addSql(`alter table "dashboard_versions" rename column "user_id" to "organization_id";`);
    this.addSql(`create or replace function "bump_dashboard_version"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    insert into dashboard_versions (organization_id, version) values (new.organization_id, 1)
      on conflict (organization_id) do update set version = dashboard_versions.version + 1;
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.organization_id <> new.organization_id) then
    insert into dashboard_versions (organization_id, version) values (old.organization_id, 1)
      on conflict (organization_id) do update set version = dashboard_versions.version + 1;
  end if;
  return null;
end $$;`);
  }

  override async down(): Promise<void> {
    // Only a database whose organizations still each have the id of their one member can go back.
    this.addSql(`create or replace function "bump_dashboard_version"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    insert into dashboard_versions (user_id, version) values (new.user_id, 1)
      on conflict (user_id) do update set version = dashboard_versions.version + 1;
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.user_id <> new.user_id) then
    insert into dashboard_versions (user_id, version) values (old.user_id, 1)
      on conflict (user_id) do update set version = dashboard_versions.version + 1;
  end if;
  return null;
end $$;`);
    this.addSql(`alter table "dashboard_versions" rename column "organization_id" to "user_id";`);
    this.addSql(`alter index "audit_log_organization_seq_index" rename to "audit_log_user_seq_index";`);
    this.addSql(`alter table "audit_log" rename column "organization_id" to "user_id";`);
    for (const { table, indexes, constraints = [] } of TENANT_TABLES) {
      for (const [from, to] of constraints) this.addSql(`alter table "${table}" rename constraint "${to}" to "${from}";`);
      for (const [from, to] of indexes) this.addSql(`alter index "${to}" rename to "${from}";`);
      this.addSql(`alter table "${table}" drop constraint "${table}_organization_id_foreign";`);
      this.addSql(`alter table "${table}" rename column "organization_id" to "user_id";`);
      this.addSql(
        `alter table "${table}" add constraint "${table}_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
      );
    }
    this.addSql(`alter table "users" add column "plan" text check ("plan" in ('basic', 'pro', 'agency')) not null default 'pro';`);
    this.addSql(`update "users" u set "plan" = o."plan" from "organizations" o where o."id" = u."id";`);
    this.addSql(`drop table if exists "memberships" cascade;`);
    this.addSql(`drop table if exists "organizations" cascade;`);
  }
}
