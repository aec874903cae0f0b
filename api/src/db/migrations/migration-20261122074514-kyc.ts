import { Migration } from '@mikro-orm/migrations';

export class Migration20261122074514_kyc extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "kyc_applications" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "status" text check ("status" in ('checking', 'awaiting_email', 'in_review', 'verified', 'rejected', 'superseded')) not null default 'checking', "company_name" varchar(255) not null, "ticker" varchar(10) not null, "exchange" varchar(50) not null, "sector" varchar(100) not null, "submitted" jsonb not null, "listing_known" boolean not null default false, "contact_name" varchar(255) not null, "official_email" varchar(255) not null, "website" varchar(2048) not null, "jurisdiction" varchar(100) not null, "news_update" text null, "steps" jsonb not null, "code_attempts" int not null default 0, "codes_sent" int not null default 0, "code_sent_at" timestamptz null, "email_confirmed_at" timestamptz null, "submitted_at" timestamptz not null, "decided_at" timestamptz null, "review_reason" text null, "reviewed_by_id" uuid null, "reviewed_at" timestamptz null, constraint "kyc_applications_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "kyc_applications_status_index" on "kyc_applications" ("status");`);
    this.addSql(`create index "kyc_applications_user_index" on "kyc_applications" ("user_id");`);

    this.addSql(
      `alter table "kyc_applications" add constraint "kyc_applications_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "kyc_applications" add constraint "kyc_applications_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "kyc_applications" cascade;`);
  }
}
