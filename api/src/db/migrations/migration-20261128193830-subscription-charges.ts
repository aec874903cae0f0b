import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 38 item 5: one billing model. A plan is a monthly subscription with an article allowance: the month's
 * subscription is a charge of kind plan, and each campaign's charge names the plan whose allowance it used
 * (0 within it, the overage price beyond).
 */
export class Migration20261128193830_subscription_charges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "charges" drop constraint if exists "charges_kind_check";`);
    this.addSql(`alter table "charges" add constraint "charges_kind_check" check ("kind" in ('campaign', 'newswire', 'plan'));`);
    this.addSql(`alter table "charges" add column "plan" text check ("plan" in ('basic', 'pro', 'agency')) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "charges" drop column "plan";`);
    this.addSql(`delete from "charges" where "kind" = 'plan';`);
    this.addSql(`alter table "charges" drop constraint if exists "charges_kind_check";`);
    this.addSql(`alter table "charges" add constraint "charges_kind_check" check ("kind" in ('campaign', 'newswire'));`);
  }
}
