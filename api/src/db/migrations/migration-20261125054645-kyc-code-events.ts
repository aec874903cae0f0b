import { Migration } from '@mikro-orm/migrations';

/** Codes mailed and wrong codes typed, counted per applicant and per address across applications. */
export class Migration20261125054645_kyc_code_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "kyc_code_events" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "user_id" uuid not null, "kind" text check ("kind" in ('sent', 'wrong')) not null, "address_key" varchar(64) not null, "at" timestamptz not null, constraint "kyc_code_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "kyc_code_events_address_index" on "kyc_code_events" ("address_key", "at");`);
    this.addSql(`create index "kyc_code_events_user_kind_index" on "kyc_code_events" ("user_id", "kind", "at");`);

    this.addSql(
      `alter table "kyc_code_events" add constraint "kyc_code_events_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "kyc_code_events" cascade;`);
  }
}
