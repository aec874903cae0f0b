import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36: a newswire order cut off mid-send is `unknown` until the wire's lookup or a person tells; a
 * webhook endpoint is held by a delivery run through a short lease instead of the job queue's policy.
 */
export class Migration20261128170300_unknown_outcomes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "newswire_orders" drop constraint if exists "newswire_orders_status_check";`);
    this.addSql(
      `alter table "newswire_orders" add constraint "newswire_orders_status_check" check ("status" in ('scheduled', 'submitting', 'unknown', 'submitted', 'awaiting_issuer', 'published', 'failed', 'cancelled'));`,
    );
    this.addSql(`alter table "webhook_endpoints" add column "delivering_until" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "webhook_endpoints" drop column "delivering_until";`);
    // Down, an unknown order is failed with its message: the issuer still reads that it must be checked.
    this.addSql(`update "newswire_orders" set "status" = 'failed' where "status" = 'unknown';`);
    this.addSql(`alter table "newswire_orders" drop constraint if exists "newswire_orders_status_check";`);
    this.addSql(
      `alter table "newswire_orders" add constraint "newswire_orders_status_check" check ("status" in ('scheduled', 'submitting', 'submitted', 'awaiting_issuer', 'published', 'failed', 'cancelled'));`,
    );
  }
}
