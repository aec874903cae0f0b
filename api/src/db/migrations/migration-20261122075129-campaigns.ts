import { Migration } from '@mikro-orm/migrations';

export class Migration20261122075129_campaigns extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_log" ("id" uuid not null, "seq" bigserial, "user_id" uuid not null, "actor_id" uuid null, "action" varchar(64) not null, "entity_type" varchar(32) not null, "entity_id" uuid null, "content_hash" varchar(64) null, "details" jsonb null, "created_at" timestamptz not null default now(), constraint "audit_log_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "audit_log_entity_index" on "audit_log" ("entity_type", "entity_id", "seq");`);
    this.addSql(`create index "audit_log_user_seq_index" on "audit_log" ("user_id", "seq");`);

    this.addSql(
      `create table "notifications" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "kind" varchar(50) not null, "title" varchar(255) not null, "body" text not null, "campaign_id" uuid null, "article_id" uuid null, "read_at" timestamptz null, constraint "notifications_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "notifications_user_read_index" on "notifications" ("user_id", "read_at");`);
    this.addSql(`create index "notifications_user_created_index" on "notifications" ("user_id", "created_at");`);

    this.addSql(
      `create table "charges" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "campaign_id" uuid null, "kind" text check ("kind" in ('campaign', 'newswire')) not null, "amount_cents" int not null, "reference" varchar(200) not null, "description" varchar(255) not null, constraint "charges_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "charges" add constraint "charges_reference_unique" unique ("reference");`);
    this.addSql(`create index "charges_user_created_index" on "charges" ("user_id", "created_at");`);

    this.addSql(
      `create table "article_versions" ("id" uuid not null, "article_id" uuid not null, "version" int not null, "title" varchar(500) not null, "body" text not null, "content_hash" varchar(64) not null, "reason" varchar(20) not null, "actor_id" uuid null, "created_at" timestamptz not null default now(), constraint "article_versions_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "article_versions_actor_index" on "article_versions" ("actor_id");`);
    this.addSql(
      `alter table "article_versions" add constraint "article_versions_article_version_unique" unique ("article_id", "version");`,
    );

    this.addSql(
      `alter table "notifications" add constraint "notifications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "charges" add constraint "charges_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "charges" add constraint "charges_campaign_id_foreign" foreign key ("campaign_id") references "campaigns" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "article_versions" add constraint "article_versions_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`drop index "articles_campaign_index";`);

    this.addSql(
      `alter table "articles" add column "body" text not null default '', add column "disclosures" text not null default '', add column "compliance_report" jsonb null, add column "word_count" int not null default 0, add column "model" varchar(100) null, add column "version" int not null default 1;`,
    );
    this.addSql(`create index "articles_user_created_index" on "articles" ("user_id", "created_at");`);
    this.addSql(`alter table "articles" add constraint "articles_campaign_unique" unique ("campaign_id");`);
    // Articles written before bodies were kept apart: their whole text is the body.
    this.addSql(`update "articles" set "body" = "content" where "body" = '';`);

    // The audit log is append-only: no UPDATE, DELETE or TRUNCATE, whoever asks (hand-written: the schema diff does not see triggers).
    this.addSql(
      `create or replace function "audit_log_append_only"() returns trigger language plpgsql as $$ begin raise exception 'audit_log is append-only: % is not allowed', tg_op using errcode = 'insufficient_privilege'; end; $$;`,
    );
    this.addSql(
      `create trigger "audit_log_no_update_delete" before update or delete on "audit_log" for each row execute function "audit_log_append_only"();`,
    );
    this.addSql(
      `create trigger "audit_log_no_truncate" before truncate on "audit_log" for each statement execute function "audit_log_append_only"();`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop function if exists "audit_log_append_only"() cascade;`);

    this.addSql(`drop table if exists "notifications" cascade;`);

    this.addSql(`drop table if exists "charges" cascade;`);

    this.addSql(`drop table if exists "article_versions" cascade;`);

    this.addSql(`drop index "articles_user_created_index";`);
    this.addSql(`alter table "articles" drop constraint "articles_campaign_unique";`);
    this.addSql(
      `alter table "articles" drop column "body", drop column "disclosures", drop column "compliance_report", drop column "word_count", drop column "model", drop column "version";`,
    );

    this.addSql(`create index "articles_campaign_index" on "articles" ("campaign_id");`);
  }
}
