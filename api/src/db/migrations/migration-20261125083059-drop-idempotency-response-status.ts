import { Migration } from '@mikro-orm/migrations';

/** A replayed answer's HTTP status is read from the answer by the REST facade: keys keep only the answer. */
export class Migration20261125083059_drop_idempotency_response_status extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "idempotency_keys" drop column "response_status";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "idempotency_keys" add column "response_status" int4 null;`);
  }
}
