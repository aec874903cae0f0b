import { Migration } from '@mikro-orm/migrations';

/**
 * A newswire order placed while its wire ran in sandbox no longer holds the article's slot with that wire
 * for live orders: the one-active-order rule now holds per mode (sandbox or live).
 */
export class Migration20261126103600_sandbox_orders_apart extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "newswire_orders_article_provider_active_unique";`);
    this.addSql(
      `create unique index "newswire_orders_article_provider_active_unique" on "newswire_orders" ("article_id", "provider", "sandbox") where "status" not in ('failed', 'cancelled');`,
    );
  }

  override async down(): Promise<void> {
    // Two active orders of one article on one wire (a sandbox one and a live one) cannot both stay active.
    this.addSql(
      `update "newswire_orders" set "status" = 'cancelled' where "sandbox" and "status" not in ('failed', 'cancelled') and exists (select 1 from "newswire_orders" "live" where "live"."article_id" = "newswire_orders"."article_id" and "live"."provider" = "newswire_orders"."provider" and not "live"."sandbox" and "live"."status" not in ('failed', 'cancelled'));`,
    );
    this.addSql(`drop index if exists "newswire_orders_article_provider_active_unique";`);
    this.addSql(
      `create unique index "newswire_orders_article_provider_active_unique" on "newswire_orders" ("article_id", "provider") where "status" not in ('failed', 'cancelled');`,
    );
  }
}
