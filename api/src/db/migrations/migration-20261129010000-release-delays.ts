import { Migration } from '@mikro-orm/migrations';

/** Issue 40, point 8: one row per delayed channel of a release (the alert's claim), and the `release.delayed` webhook event. */
export class Migration20261129010000_release_delays extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "release_delays" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "article_id" uuid not null, "channel" varchar(16) not null, "name" varchar(64) not null, "ref" uuid not null, "due_at" timestamptz not null, "detail" text null, "mail_status" varchar(16) not null default 'pending', constraint "release_delays_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "release_delays" add constraint "release_delays_ref_channel_unique" unique ("ref", "channel");`);
    this.addSql(
      `alter table "release_delays" add constraint "release_delays_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "release_delays" add constraint "release_delays_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "webhook_deliveries" drop constraint if exists "webhook_deliveries_event_type_check";`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_event_type_check" check ("event_type" in ('article.generated', 'article.approved', 'article.published', 'publication.updated', 'newswire_order.updated', 'release.delayed', 'ping'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "release_delays" cascade;`);
    this.addSql(`alter table "webhook_deliveries" drop constraint if exists "webhook_deliveries_event_type_check";`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_event_type_check" check ("event_type" in ('article.generated', 'article.approved', 'article.published', 'publication.updated', 'newswire_order.updated', 'ping'));`,
    );
  }
}
