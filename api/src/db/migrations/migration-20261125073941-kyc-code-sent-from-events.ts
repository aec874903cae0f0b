import { Migration } from '@mikro-orm/migrations';

/** The resend cooldown is read from kyc_code_events: the application no longer keeps when its code was sent. */
export class Migration20261125073941_kyc_code_sent_from_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "kyc_applications" drop column "code_sent_at";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "kyc_applications" add column "code_sent_at" timestamptz(6) null;`);
  }
}
