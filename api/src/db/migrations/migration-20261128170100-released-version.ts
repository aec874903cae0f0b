import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 36 point 1: public surfaces show the released version of an article, not its current text. Each
 * version keeps its disclosure block (the current version's is copied from the article); an article whose
 * hosted page exists keeps showing what it shows now (its current version).
 */
export class Migration20261128170100_released_version extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "article_versions" add column "disclosures" text null;`);
    this.addSql(`alter table "articles" add column "released_version" int null;`);
    this.addSql(
      `update "article_versions" v set "disclosures" = a."disclosures" from "articles" a where a."id" = v."article_id" and a."version" = v."version";`,
    );
    // Only the public version's pointer is set: nothing the dashboard shows changes, so its counters stay.
    this.addSql(`alter table "articles" disable trigger "articles_dashboard_version";`);
    this.addSql(
      `update "articles" a set "released_version" = a."version" where exists (select 1 from "hosted_pages" h where h."article_id" = a."id");`,
    );
    this.addSql(`alter table "articles" enable trigger "articles_dashboard_version";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "articles" drop column "released_version";`);
    this.addSql(`alter table "article_versions" drop column "disclosures";`);
  }
}
