import { Migration } from '@mikro-orm/migrations';

/** Issue 40 point 7: when the issuer told its exchange of a release (release-check resolves market_hours_notice with it). */
export class Migration20261128194100_exchange_notice extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "articles" add column "exchange_notified_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "articles" drop column "exchange_notified_at";`);
  }
}
