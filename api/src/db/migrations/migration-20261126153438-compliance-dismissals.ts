import { Migration } from '@mikro-orm/migrations';

/** Approvers dismiss a finding of one version (its content hash, rule and passage), with a reason. */
export class Migration20261126153438_compliance_dismissals extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "compliance_dismissals" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "organization_id" uuid not null, "article_id" uuid not null, "version" int not null, "content_hash" varchar(64) not null, "rule_id" varchar(200) not null, "passage_hash" varchar(64) not null, "passage" text null, "reason" text not null, "dismissed_by" uuid not null, constraint "compliance_dismissals_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "compliance_dismissals_organization_index" on "compliance_dismissals" ("organization_id");`);
    this.addSql(
      `alter table "compliance_dismissals" add constraint "compliance_dismissals_finding_unique" unique ("article_id", "content_hash", "rule_id", "passage_hash");`,
    );

    this.addSql(
      `alter table "compliance_dismissals" add constraint "compliance_dismissals_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "compliance_dismissals" add constraint "compliance_dismissals_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "compliance_dismissals" cascade;`);
  }
}
