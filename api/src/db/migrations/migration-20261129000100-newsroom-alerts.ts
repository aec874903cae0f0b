import { Migration } from '@mikro-orm/migrations';

/** Investor email alerts of the newsroom (issue 40, point 4): double opt-in subscribers and one row per alert mail. */
export class Migration20261129000100_newsroom_alerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "newsroom_subscribers" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "email" varchar(320) not null, "status" varchar(16) not null, "confirm_token_hash" varchar(64) null, "confirmed_at" timestamptz null, constraint "newsroom_subscribers_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "newsroom_subscribers_confirm_index" on "newsroom_subscribers" ("confirm_token_hash");`);
    this.addSql(
      `alter table "newsroom_subscribers" add constraint "newsroom_subscribers_organization_email_unique" unique ("organization_id", "email");`,
    );
    this.addSql(
      `create table "newsroom_alerts" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "release_id" uuid not null, "subscriber_id" uuid not null, "status" varchar(16) not null, "attempts" int not null default 0, "sent_at" timestamptz null, "error" text null, constraint "newsroom_alerts_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "newsroom_alerts_subscriber_index" on "newsroom_alerts" ("subscriber_id");`);
    this.addSql(`create index "newsroom_alerts_release_status_index" on "newsroom_alerts" ("release_id", "status");`);
    this.addSql(
      `alter table "newsroom_alerts" add constraint "newsroom_alerts_release_subscriber_unique" unique ("release_id", "subscriber_id");`,
    );
    this.addSql(
      `alter table "newsroom_subscribers" add constraint "newsroom_subscribers_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "newsroom_alerts" add constraint "newsroom_alerts_release_id_foreign" foreign key ("release_id") references "newsroom_releases" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "newsroom_alerts" add constraint "newsroom_alerts_subscriber_id_foreign" foreign key ("subscriber_id") references "newsroom_subscribers" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "newsroom_releases" add column "alerts_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "newsroom_releases" drop column if exists "alerts_at";`);
    this.addSql(`drop table if exists "newsroom_alerts" cascade;`);
    this.addSql(`drop table if exists "newsroom_subscribers" cascade;`);
  }
}
