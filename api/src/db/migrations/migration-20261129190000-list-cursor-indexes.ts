import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 42, point 2: every REST list pages by cursor, `where organization_id = ? and (created_at, id) < (?, ?)
 * order by created_at desc, id desc limit n + 1`; these indexes serve that as one range scan (the id breaks ties).
 */
export class Migration20261129190000_list_cursor_indexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index "notifications_organization_created_index";`);
    this.addSql(`create index "notifications_organization_created_index" on "notifications" ("organization_id", "created_at", "id");`);
    this.addSql(`drop index "campaigns_organization_created_index";`);
    this.addSql(`create index "campaigns_organization_created_index" on "campaigns" ("organization_id", "created_at", "id");`);
    this.addSql(`drop index "charges_organization_created_index";`);
    this.addSql(`create index "charges_organization_created_index" on "charges" ("organization_id", "created_at", "id");`);
    this.addSql(`drop index "articles_organization_created_index";`);
    this.addSql(`create index "articles_organization_created_index" on "articles" ("organization_id", "created_at", "id");`);
    this.addSql(`drop index "newswire_orders_organization_created_index";`);
    this.addSql(`create index "newswire_orders_organization_created_index" on "newswire_orders" ("organization_id", "created_at", "id");`);
    this.addSql(`create index "publications_organization_created_index" on "publications" ("organization_id", "created_at", "id");`);
    this.addSql(`drop index "api_tokens_organization_created_index";`);
    this.addSql(`create index "api_tokens_organization_created_index" on "api_tokens" ("organization_id", "created_at", "id");`);
    this.addSql(`drop index "webhook_endpoints_organization_index";`);
    this.addSql(`create index "webhook_endpoints_organization_index" on "webhook_endpoints" ("organization_id", "created_at", "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "api_tokens_organization_created_index";`);
    this.addSql(`create index "api_tokens_organization_created_index" on "api_tokens" ("organization_id", "created_at");`);
    this.addSql(`drop index "articles_organization_created_index";`);
    this.addSql(`create index "articles_organization_created_index" on "articles" ("organization_id", "created_at");`);
    this.addSql(`drop index "campaigns_organization_created_index";`);
    this.addSql(`create index "campaigns_organization_created_index" on "campaigns" ("organization_id", "created_at");`);
    this.addSql(`drop index "charges_organization_created_index";`);
    this.addSql(`create index "charges_organization_created_index" on "charges" ("organization_id", "created_at");`);
    this.addSql(`drop index "newswire_orders_organization_created_index";`);
    this.addSql(`create index "newswire_orders_organization_created_index" on "newswire_orders" ("organization_id", "created_at");`);
    this.addSql(`drop index "notifications_organization_created_index";`);
    this.addSql(`create index "notifications_organization_created_index" on "notifications" ("organization_id", "created_at");`);
    this.addSql(`drop index "publications_organization_created_index";`);
    this.addSql(`drop index "webhook_endpoints_organization_index";`);
    this.addSql(`create index "webhook_endpoints_organization_index" on "webhook_endpoints" ("organization_id", "created_at");`);
  }
}
