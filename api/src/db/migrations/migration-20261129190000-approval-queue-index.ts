import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 43, point 2: the approval queue asks for an organization's pending requests, oldest first; without this
 * index it read every organization's requests (a whole-table scan at 10,000 issuers).
 */
export class Migration20261129190000_approval_queue_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index "approval_requests_organization_status_created_index" on "approval_requests" ("organization_id", "status", "created_at");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "approval_requests_organization_status_created_index";`);
  }
}
