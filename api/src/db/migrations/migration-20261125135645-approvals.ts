import { Migration } from '@mikro-orm/migrations';

/** Approval before release: one row per request, bound to the version's content hash; the organization's rule. */
export class Migration20261125135645_approvals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "approval_requests" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "article_id" uuid not null, "version" int not null, "content_hash" varchar(64) not null, "author_id" uuid null, "requested_by" uuid not null, "note" text null, "status" text check ("status" in ('pending', 'approved', 'rejected')) not null default 'pending', "decisions" jsonb not null default '[]', "decided_at" timestamptz null, constraint "approval_requests_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "approval_requests_article_created_index" on "approval_requests" ("article_id", "created_at");`);

    this.addSql(
      `alter table "approval_requests" add constraint "approval_requests_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "approval_requests" add constraint "approval_requests_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "organizations" add column "require_approval" boolean null, add column "approvals_needed" int not null default 1;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "approval_requests" cascade;`);

    this.addSql(`alter table "organizations" drop column "require_approval", drop column "approvals_needed";`);
  }
}
