import { Migration } from '@mikro-orm/migrations';

/** A model's second opinion on one version of an article, stored once asked. */
export class Migration20261126155044_compliance_model_reviews extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "compliance_model_reviews" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "article_id" uuid not null, "version" int not null, "content_hash" varchar(64) not null, "model" varchar(200) not null, "status" text check ("status" in ('pending', 'done', 'needs_review', 'failed')) not null default 'pending', "verdicts" jsonb not null default '[]', "error" text null, "completed_at" timestamptz null, constraint "compliance_model_reviews_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "compliance_model_reviews" add constraint "compliance_model_reviews_version_unique" unique ("article_id", "content_hash");`,
    );

    this.addSql(
      `alter table "compliance_model_reviews" add constraint "compliance_model_reviews_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "compliance_model_reviews" add constraint "compliance_model_reviews_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "compliance_model_reviews" cascade;`);
  }
}
