import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38 item 4: an article (and its campaign) ordered or sent with no release time set is `in_progress`,
 * not `scheduled`; a published newswire order no longer holds its wire's slot, so an explicit "order again"
 * can place a second release (a pending one still does: one pending order per article, wire and mode).
 */
export class Migration20261128193820_orders_say_what_happened extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "articles" drop constraint if exists "articles_status_check";`);
    this.addSql(
      `alter table "articles" add constraint "articles_status_check" check ("status" in ('draft', 'in_progress', 'scheduled', 'published', 'failed'));`,
    );
    this.addSql(`alter table "campaigns" drop constraint if exists "campaigns_status_check";`);
    this.addSql(
      `alter table "campaigns" add constraint "campaigns_status_check" check ("status" in ('draft', 'in_progress', 'scheduled', 'published', 'failed', 'archived'));`,
    );
    // Articles called scheduled with nothing timed: what they wait for is a person or the wire, not a time.
    this.addSql(
      `update "articles" a set "status" = 'in_progress' where a."status" = 'scheduled'
         and not exists (select 1 from "newswire_orders" o where o."article_id" = a."id" and o."status" = 'scheduled')
         and not exists (select 1 from "publications" p where p."article_id" = a."id" and p."status" = 'scheduled');`,
    );
    this.addSql(
      `update "campaigns" c set "status" = 'in_progress' where c."status" = 'scheduled'
         and exists (select 1 from "articles" a where a."campaign_id" = c."id" and a."status" = 'in_progress');`,
    );
    this.addSql(`drop index if exists "newswire_orders_article_provider_active_unique";`);
    this.addSql(
      `create unique index "newswire_orders_article_provider_active_unique" on "newswire_orders" ("article_id", "provider", "sandbox") where "status" not in ('failed', 'cancelled', 'published');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "articles" set "status" = 'scheduled' where "status" = 'in_progress';`);
    this.addSql(`update "campaigns" set "status" = 'scheduled' where "status" = 'in_progress';`);
    this.addSql(`alter table "articles" drop constraint if exists "articles_status_check";`);
    this.addSql(
      `alter table "articles" add constraint "articles_status_check" check ("status" in ('draft', 'scheduled', 'published', 'failed'));`,
    );
    this.addSql(`alter table "campaigns" drop constraint if exists "campaigns_status_check";`);
    this.addSql(
      `alter table "campaigns" add constraint "campaigns_status_check" check ("status" in ('draft', 'scheduled', 'published', 'failed', 'archived'));`,
    );
    this.addSql(`drop index if exists "newswire_orders_article_provider_active_unique";`);
    this.addSql(
      `create unique index "newswire_orders_article_provider_active_unique" on "newswire_orders" ("article_id", "provider", "sandbox") where "status" not in ('failed', 'cancelled');`,
    );
  }
}
