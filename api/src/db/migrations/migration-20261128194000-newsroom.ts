import { Migration } from '@mikro-orm/migrations';

/** The organization's public newsroom and the releases shown on it (issue 40). */
export class Migration20261128194000_newsroom extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "newsrooms" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "slug" varchar(60) not null, "title" varchar(120) not null, "logo_url" varchar(2048) null, constraint "newsrooms_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "newsrooms" add constraint "newsrooms_organization_unique" unique ("organization_id");`);
    this.addSql(`alter table "newsrooms" add constraint "newsrooms_slug_unique" unique ("slug");`);
    this.addSql(
      `alter table "newsrooms" add constraint "newsrooms_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `create table "newsroom_releases" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "article_id" uuid null, "slug" varchar(140) not null, "version" int not null, "title" varchar(500) not null, "body" text not null, "disclosures" text not null, "requested_at" timestamptz not null, "live_at" timestamptz null, constraint "newsroom_releases_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "newsroom_releases" add constraint "newsroom_releases_article_version_unique" unique ("article_id", "version");`,
    );
    this.addSql(
      `create index "newsroom_releases_organization_requested_index" on "newsroom_releases" ("organization_id", "requested_at");`,
    );
    this.addSql(`create index "newsroom_releases_article_index" on "newsroom_releases" ("article_id");`);
    this.addSql(
      `alter table "newsroom_releases" add constraint "newsroom_releases_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "newsroom_releases" add constraint "newsroom_releases_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "newsroom_releases" cascade;`);
    this.addSql(`drop table if exists "newsrooms" cascade;`);
  }
}
