import { Migration } from '@mikro-orm/migrations';

/** The columns both shapes of the table share, in their order (the copy names them). */
const COLUMNS = `"id", "created_at", "updated_at", "article_id", "organization_id", "platform", "views", "clicks", "shares", "likes", "comments", "date"`;

function createTable(key: string, partitioned: boolean): string {
  return (
    `create table "analytics" ("id" uuid not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), ` +
    `"article_id" uuid not null, "organization_id" uuid not null, "platform" varchar(50) not null, "views" int not null default 0, ` +
    `"clicks" int not null default 0, "shares" int not null default 0, "likes" int not null default 0, "comments" int not null default 0, ` +
    `"date" date not null, constraint "analytics_pkey" primary key (${key}))${partitioned ? ` partition by range ("date")` : ''};`
  );
}

/**
 * Issue 43, point 6: `analytics` partitioned by month (`analytics_yYYYYmMM`, plus `analytics_default` for a
 * month nobody created), on PostgreSQL and PGlite alike (PGlite is PostgreSQL 16: one schema on both). A
 * partitioned table's unique keys must hold the partition key, so the primary key becomes (id, date); the
 * unique (article_id, platform, date) the upserts name already does. The old table's constraints and index
 * are dropped before the new table takes their names; the rows are copied and the old table dropped.
 */
export class Migration20261129190000_analytics_partitions extends Migration {
  override async up(): Promise<void> {
    this.swapOut('analytics_unpartitioned');
    this.addSql(createTable(`"id", "date"`, true));
    this.addConstraints();
    this.addSql(`create table "analytics_default" partition of "analytics" default;`);
    // Every month that has rows, and this month and the next 3 (ensureAnalyticsPartitions keeps 3 ahead from then on).
    this.addSql(`do $$
declare month date;
begin
  for month in
    select distinct date_trunc('month', "date")::date from "analytics_unpartitioned"
    union select (date_trunc('month', current_date) + make_interval(months => n))::date from generate_series(0, 3) as n
  loop
    execute format('create table if not exists %I partition of "analytics" for values from (%L) to (%L)',
      to_char(month, '"analytics_y"YYYY"m"MM'), month, (month + interval '1 month')::date);
  end loop;
end $$;`);
    this.addSql(`insert into "analytics" (${COLUMNS}) select ${COLUMNS} from "analytics_unpartitioned";`);
    this.addSql(`drop table "analytics_unpartitioned";`);
    this.addTrigger();
  }

  override async down(): Promise<void> {
    this.swapOut('analytics_partitioned');
    this.addSql(createTable(`"id"`, false));
    this.addConstraints();
    this.addSql(`insert into "analytics" (${COLUMNS}) select ${COLUMNS} from "analytics_partitioned";`);
    // Drops its partitions with it.
    this.addSql(`drop table "analytics_partitioned";`);
    this.addTrigger();
  }

  /** Renames the table and frees the names its constraints, index and trigger hold. */
  private swapOut(name: string): void {
    this.addSql(`alter table "analytics" rename to "${name}";`);
    this.addSql(
      `alter table "${name}" drop constraint "analytics_pkey", drop constraint "analytics_article_platform_date_unique", ` +
        `drop constraint "analytics_article_id_foreign", drop constraint "analytics_organization_id_foreign";`,
    );
    this.addSql(`drop index "analytics_organization_date_index";`);
    this.addSql(`drop trigger "analytics_dashboard_version" on "${name}";`);
  }

  private addConstraints(): void {
    this.addSql(
      `alter table "analytics" add constraint "analytics_article_platform_date_unique" unique ("article_id", "platform", "date");`,
    );
    this.addSql(`create index "analytics_organization_date_index" on "analytics" ("organization_id", "date");`);
    for (const [column, table] of [
      ['article_id', 'articles'],
      ['organization_id', 'organizations'],
    ]) {
      this.addSql(
        `alter table "analytics" add constraint "analytics_${column}_foreign" foreign key ("${column}") references "${table}" ("id") on update cascade on delete cascade;`,
      );
    }
  }

  /** After the copy: moving rows changes no dashboard, so its version counters stay as they were. */
  private addTrigger(): void {
    // The dashboard's version counter (migration 20261122124705) counts this table's changes.
    this.addSql(`create constraint trigger "analytics_dashboard_version" after insert or update or delete on "analytics"
  deferrable initially deferred for each row execute function "bump_dashboard_version"();`);
  }
}
