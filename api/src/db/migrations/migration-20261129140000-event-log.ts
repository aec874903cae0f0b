import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 42, point 3: every event of an organization numbered (`sequence`, from its row in `event_sequences`)
 * and kept 30 days in `organization_events` (GET /api/events replays from it); each delivery carries its
 * event's number (IssuerWire-Sequence). Events before this migration have none.
 */
export class Migration20261129140000_event_log extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "event_sequences" ("organization_id" uuid not null, "last" bigint not null, constraint "event_sequences_pkey" primary key ("organization_id"));`,
    );
    this.addSql(
      `create table "organization_events" ("id" uuid not null, "organization_id" uuid not null, "sequence" bigint not null, "type" text check ("type" in ('article.generated', 'article.approved', 'article.published', 'publication.updated', 'newswire_order.updated', 'release.delayed')) not null, "body" text not null, "created_at" timestamptz not null, constraint "organization_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "organization_events_created_at_index" on "organization_events" ("created_at");`);
    this.addSql(
      `alter table "organization_events" add constraint "organization_events_organization_sequence_unique" unique ("organization_id", "sequence");`,
    );
    this.addSql(
      `alter table "event_sequences" add constraint "event_sequences_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "organization_events" add constraint "organization_events_organization_id_foreign" foreign key ("organization_id") references "organizations" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(`alter table "webhook_deliveries" add column "event_sequence" bigint null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "event_sequences" cascade;`);
    this.addSql(`drop table if exists "organization_events" cascade;`);
    this.addSql(`alter table "webhook_deliveries" drop column "event_sequence";`);
  }
}
