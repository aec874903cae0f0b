import { Migration } from '@mikro-orm/migrations';

export class Migration20261122083555_publishing extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "platform_connections" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "platform" varchar(64) not null, "credentials_encrypted" text not null, "label" varchar(255) null, constraint "platform_connections_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "platform_connections" add constraint "platform_connections_user_platform_unique" unique ("user_id", "platform");`,
    );

    this.addSql(
      `create table "idempotency_keys" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "key" varchar(200) not null, "route" varchar(100) not null, "request_hash" varchar(64) not null, "status" text check ("status" in ('in_progress', 'done')) not null default 'in_progress', "response" jsonb null, "response_status" int null, constraint "idempotency_keys_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_route_key_unique" unique ("user_id", "route", "key");`,
    );

    this.addSql(
      `create table "publications" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "article_id" uuid not null, "platform" varchar(64) not null, "status" text check ("status" in ('scheduled', 'publishing', 'published', 'pending', 'failed', 'cancelled')) not null, "scheduled_for" timestamptz null, "published_at" timestamptz null, "post_id" varchar(500) null, "url" varchar(2048) null, "sandbox" boolean not null default false, "attempts" int not null default 0, "last_error" text null, "job_id" uuid null, "submission" jsonb null, constraint "publications_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "publications_article_index" on "publications" ("article_id");`);
    this.addSql(`create index "publications_user_published_index" on "publications" ("user_id", "published_at");`);
    this.addSql(`create index "publications_user_scheduled_index" on "publications" ("user_id", "scheduled_for");`);
    this.addSql(
      `create unique index "publications_article_platform_active_unique" on "publications" ("article_id", "platform") where "status" not in ('failed', 'cancelled');`,
    );

    this.addSql(
      `create table "newswire_orders" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "article_id" uuid not null, "provider" varchar(64) not null, "level" text check ("level" in ('basic', 'enhanced', 'premium')) not null, "status" text check ("status" in ('scheduled', 'submitting', 'submitted', 'awaiting_issuer', 'published', 'failed', 'cancelled')) not null, "cost_cents" int not null, "estimated_reach" int not null, "target_time" timestamptz null, "vendor_ref" varchar(255) null, "release_url" varchar(2048) null, "submission" jsonb null, "sandbox" boolean not null default false, "vendor_message" text null, "attempts" int not null default 0, "polls" int not null default 0, "last_error" text null, "job_id" uuid null, "published_at" timestamptz null, constraint "newswire_orders_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "newswire_orders_article_index" on "newswire_orders" ("article_id");`);
    this.addSql(`create index "newswire_orders_user_target_index" on "newswire_orders" ("user_id", "target_time");`);
    this.addSql(`create index "newswire_orders_user_created_index" on "newswire_orders" ("user_id", "created_at");`);
    this.addSql(
      `create unique index "newswire_orders_article_provider_active_unique" on "newswire_orders" ("article_id", "provider") where "status" not in ('failed', 'cancelled');`,
    );

    this.addSql(
      `create table "hosted_pages" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "article_id" uuid not null, "user_id" uuid not null, "slug" varchar(120) not null, constraint "hosted_pages_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "hosted_pages" add constraint "hosted_pages_article_unique" unique ("article_id");`);
    this.addSql(`alter table "hosted_pages" add constraint "hosted_pages_slug_unique" unique ("slug");`);

    this.addSql(
      `alter table "platform_connections" add constraint "platform_connections_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "idempotency_keys" add constraint "idempotency_keys_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "publications" add constraint "publications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "publications" add constraint "publications_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "newswire_orders" add constraint "newswire_orders_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "newswire_orders" add constraint "newswire_orders_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "hosted_pages" add constraint "hosted_pages_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "hosted_pages" add constraint "hosted_pages_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "platform_connections" cascade;`);

    this.addSql(`drop table if exists "idempotency_keys" cascade;`);

    this.addSql(`drop table if exists "publications" cascade;`);

    this.addSql(`drop table if exists "newswire_orders" cascade;`);

    this.addSql(`drop table if exists "hosted_pages" cascade;`);
  }
}
