import { Migration } from '@mikro-orm/migrations';

export class Migration20261122071341_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "stock_data" ("ticker" varchar(10) not null, "company_name" varchar(255) not null, "exchange" varchar(50) not null, "sector" varchar(100) null, "industry" varchar(100) null, "website" varchar(2048) null, "country" varchar(2) null, "market_cap" bigint null, "last_price" numeric(10,2) null, "price_change" numeric(10,2) null, "volume" bigint null, "is_demo" boolean not null default false, "as_of" date null, "updated_at" timestamptz not null default now(), constraint "stock_data_pkey" primary key ("ticker"));`,
    );
    this.addSql(`create index "stock_data_exchange_index" on "stock_data" ("exchange");`);

    this.addSql(
      `create table "users" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "username" varchar(30) not null, "password_hash" varchar(255) not null, "email" varchar(255) not null, "role" text check ("role" in ('issuer', 'admin')) not null default 'issuer', "plan" text check ("plan" in ('basic', 'pro', 'agency')) not null default 'pro', "company_name" varchar(255) null, "ticker" varchar(10) null, "exchange" varchar(50) null, "sector" varchar(100) null, "contact_name" varchar(255) null, "website" varchar(2048) null, "jurisdiction" varchar(100) null, "verification_status" text check ("verification_status" in ('pending', 'in_review', 'verified', 'rejected')) not null default 'pending', "verification_code" varchar(255) null, "verification_expiry" timestamptz null, "two_factor_secret" text null, "two_factor_enabled" boolean not null default false, "two_factor_backup_codes" text[] not null default '{}', "last_login_at" timestamptz null, "login_attempts" int not null default 0, "locked_until" timestamptz null, "ip_address" varchar(64) null, "user_agent" varchar(512) null, "password_reset_token" varchar(255) null, "password_reset_expiry" timestamptz null, "kyc_submitted_at" timestamptz null, "verified_at" timestamptz null, "ai_verification_data" jsonb null, constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_username_unique" unique ("username");`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`create index "users_ticker_index" on "users" ("ticker");`);

    this.addSql(
      `create table "campaigns" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "title" varchar(255) not null, "company_name" varchar(255) not null, "ticker" varchar(10) not null, "sector" varchar(100) not null, "tone" varchar(50) not null, "highlights" text null, "website" varchar(2048) null, "press_release" text null, "budget" text check ("budget" in ('basic', 'pro', 'agency')) not null, "status" text check ("status" in ('draft', 'scheduled', 'published', 'failed', 'archived')) not null default 'draft', "archived_at" timestamptz null, constraint "campaigns_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "campaigns_user_status_index" on "campaigns" ("user_id", "status");`);
    this.addSql(`create index "campaigns_user_created_index" on "campaigns" ("user_id", "created_at");`);

    this.addSql(
      `create table "articles" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "campaign_id" uuid not null, "user_id" uuid not null, "title" varchar(500) not null, "content" text not null, "status" text check ("status" in ('draft', 'scheduled', 'published', 'failed')) not null default 'draft', "platforms" text[] not null default '{}', "compliance" boolean not null default true, "views" int not null default 0, "engagement" int not null default 0, "published_at" timestamptz null, constraint "articles_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "articles_campaign_index" on "articles" ("campaign_id");`);
    this.addSql(`create index "articles_user_status_index" on "articles" ("user_id", "status");`);

    this.addSql(
      `create table "analytics" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "article_id" uuid not null, "user_id" uuid not null, "platform" varchar(50) not null, "views" int not null default 0, "clicks" int not null default 0, "shares" int not null default 0, "likes" int not null default 0, "comments" int not null default 0, "date" date not null, constraint "analytics_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "analytics" add constraint "analytics_article_platform_date_unique" unique ("article_id", "platform", "date");`,
    );

    this.addSql(
      `alter table "campaigns" add constraint "campaigns_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "articles" add constraint "articles_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "articles" add constraint "articles_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "analytics" add constraint "analytics_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "analytics" add constraint "analytics_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "campaigns" drop constraint "campaigns_user_id_foreign";`);

    this.addSql(`alter table "articles" drop constraint "articles_user_id_foreign";`);

    this.addSql(`alter table "analytics" drop constraint "analytics_user_id_foreign";`);

    this.addSql(`alter table "articles" drop constraint "articles_campaign_id_foreign";`);

    this.addSql(`alter table "analytics" drop constraint "analytics_article_id_foreign";`);

    this.addSql(`drop table if exists "stock_data" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "campaigns" cascade;`);

    this.addSql(`drop table if exists "articles" cascade;`);

    this.addSql(`drop table if exists "analytics" cascade;`);
  }
}
