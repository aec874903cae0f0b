import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 37 point 3: the feature's brief beyond the highlights, each optional and the issuer's own facts:
 * background, products, customers, strategy, milestones and outlook.
 */
export class Migration20261128170600_campaign_brief extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "campaigns" add column "background" text null, add column "products" text null, add column "customers" text null, add column "strategy" text null, add column "milestones" text null, add column "outlook" text null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table "campaigns" drop column "background", drop column "products", drop column "customers", drop column "strategy", drop column "milestones", drop column "outlook";`,
    );
  }
}
