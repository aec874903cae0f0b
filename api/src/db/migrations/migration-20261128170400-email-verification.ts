import { Migration } from '@mikro-orm/migrations';

/**
 * Addresses are proved by a mailed code (issue 36): sign-up no longer says whether an address is taken, so
 * several accounts may name one address until one of them proves it; then it is that account's alone.
 * Accounts made before this have not proved theirs.
 */
export class Migration20261128170400_email_verification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "email_verified_at" timestamptz null;`);
    this.addSql(`alter table "users" add column "email_code_hash" varchar(64) null;`);
    this.addSql(`alter table "users" add column "email_code_expires_at" timestamptz null;`);
    this.addSql(`alter table "users" add column "email_code_attempts" int not null default 0;`);
    this.addSql(`alter table "users" drop constraint "users_email_unique";`);
    this.addSql(`create index "users_email_index" on "users" ("email");`);
    this.addSql(`create unique index "users_verified_email_unique" on "users" ("email") where "email_verified_at" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "users_verified_email_unique";`);
    this.addSql(`drop index "users_email_index";`);
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);
    this.addSql(`alter table "users" drop column "email_code_attempts";`);
    this.addSql(`alter table "users" drop column "email_code_expires_at";`);
    this.addSql(`alter table "users" drop column "email_code_hash";`);
    this.addSql(`alter table "users" drop column "email_verified_at";`);
  }
}
