import { Migration } from '@mikro-orm/migrations';

/** How many times the model was asked for a version: failed or lost reviews are asked again, a few times. */
export class Migration20261127093953_model_review_attempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "compliance_model_reviews" add column "attempts" int not null default 1;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "compliance_model_reviews" drop column "attempts";`);
  }
}
