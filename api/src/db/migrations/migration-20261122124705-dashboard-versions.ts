import { Migration } from '@mikro-orm/migrations';

/** The tables whose rows the dashboard's stats and campaign list read. */
const DASHBOARD_TABLES = ['campaigns', 'articles', 'analytics', 'charges', 'notifications'];

export class Migration20261122124705_dashboard_versions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "dashboard_versions" ("user_id" uuid not null, "version" bigint not null default 0, constraint "dashboard_versions_pkey" primary key ("user_id"));`,
    );
    // Deferred to commit: the counter row is locked only while the transaction commits, not for its whole length.
    this.addSql(`create function "bump_dashboard_version"() returns trigger language plpgsql as $$
begin
  if tg_op <> 'DELETE' then
    insert into dashboard_versions (user_id, version) values (new.user_id, 1)
      on conflict (user_id) do update set version = dashboard_versions.version + 1;
  end if;
  if tg_op = 'DELETE' or (tg_op = 'UPDATE' and old.user_id <> new.user_id) then
    insert into dashboard_versions (user_id, version) values (old.user_id, 1)
      on conflict (user_id) do update set version = dashboard_versions.version + 1;
  end if;
  return null;
end $$;`);
    for (const table of DASHBOARD_TABLES) {
      this.addSql(`create constraint trigger "${table}_dashboard_version" after insert or update or delete on "${table}"
  deferrable initially deferred for each row execute function "bump_dashboard_version"();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of DASHBOARD_TABLES) this.addSql(`drop trigger if exists "${table}_dashboard_version" on "${table}";`);
    this.addSql(`drop function if exists "bump_dashboard_version"();`);
    this.addSql(`drop table if exists "dashboard_versions" cascade;`);
  }
}
