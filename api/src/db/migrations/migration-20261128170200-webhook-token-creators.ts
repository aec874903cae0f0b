import { Migration } from '@mikro-orm/migrations';

/**
 * A webhook endpoint a token registered names the person behind the token (the owner who created it), so
 * it goes off with that person's access. Endpoints registered by a token before this had no creator: the
 * audit log's `webhook.created` names the token, and the token its creator.
 */
export class Migration20261128170200_webhook_token_creators extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "webhook_endpoints" w set "created_by_id" = t."created_by_id"
      from "audit_log" a join "api_tokens" t on t."id" = a."actor_id"
      where a."action" = 'webhook.created' and a."entity_id" = w."id" and w."created_by_id" is null;`);
  }

  override async down(): Promise<void> {
    // The creators stay: before this migration they were unknown, not different.
  }
}
