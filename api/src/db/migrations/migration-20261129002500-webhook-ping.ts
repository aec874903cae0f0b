import { Migration } from '@mikro-orm/migrations';

/** A delivery can carry the `ping` event (issue 42, point 3): sent on registration and on demand. */
export class Migration20261129002500_webhook_ping extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "webhook_deliveries" drop constraint if exists "webhook_deliveries_event_type_check";`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_event_type_check" check ("event_type" in ('article.generated', 'article.approved', 'article.published', 'publication.updated', 'newswire_order.updated', 'ping'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "webhook_deliveries" where "event_type" = 'ping';`);
    this.addSql(`alter table "webhook_deliveries" drop constraint if exists "webhook_deliveries_event_type_check";`);
    this.addSql(
      `alter table "webhook_deliveries" add constraint "webhook_deliveries_event_type_check" check ("event_type" in ('article.generated', 'article.approved', 'article.published', 'publication.updated', 'newswire_order.updated'));`,
    );
  }
}
