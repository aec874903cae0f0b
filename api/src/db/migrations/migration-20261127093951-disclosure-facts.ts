import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18 point 3: a generated article's disclosures also stored as data (the article's current ones and
 * each version's), so they can be verified against the campaign and listing. Rows written before stay
 * null: those articles keep being checked from their text only.
 */
export class Migration20261127093951_disclosure_facts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "articles" add column "disclosure_facts" jsonb null;`);
    this.addSql(`alter table "article_versions" add column "disclosure_facts" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "article_versions" drop column "disclosure_facts";`);
    this.addSql(`alter table "articles" drop column "disclosure_facts";`);
  }
}
