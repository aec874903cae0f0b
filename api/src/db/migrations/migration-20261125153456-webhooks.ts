import { Migration } from '@mikro-orm/migrations';

/** Webhook endpoints per organization and their deliveries (the outbox, in order per endpoint, with every attempt). */
export class Migration20261125153456_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook_endpoints" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "url" varchar(2048) not null, "description" varchar(200) null, "event_types" jsonb not null, "secret_ciphertext" text not null, "previous_secret_ciphertext" text null, "previous_secret_until" timestamptz null, "enabled" boolean not null default true, "disabled_reason" varchar(16) null, "disabled_at" timestamptz null, "created_by_id" uuid null, constraint "webhook_endpoints_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "webhook_endpoints_organization_index" on "webhook_endpoints" ("organization_id", "created_at");`);

    this.addSql(
      `create table "webhook_deliveries" ("id" uuid not null, "seq" bigserial, "endpoint_id" uuid not null, "organization_id" uuid not null, "event_id" uuid not null, "event_type" text check ("event_type" in ('article.generated', 'article.approved', 'article.published', 'publication.updated', 'newswire_order.updated')) not null, "body" text not null, "status" text check ("status" in ('pending', 'delivered', 'failed')) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "first_attempt_at" timestamptz null, "delivered_at" timestamptz null, "log" jsonb not null default '[]', "redelivery_of" uuid null, "created_at" timestamptz not null default now(), constraint "webhook_deliveries_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "webhook_deliveries_endpoint_seq_index" on "webhook_deliveries" ("endpoint_id", "seq");`);
    this.addSql(`create index "webhook_deliveries_endpoint_status_seq_index" on "webhook_deliveries" ("endpoint_id", "status", "seq");`);

    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "webhook_endpoints" add constraint "webhook_endpoints_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_endpoint_id_foreign" foreign key ("endpoint_id") references "webhook_endpoints" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint "webhook_deliveries_endpoint_id_foreign";`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);

    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);
  }
}
