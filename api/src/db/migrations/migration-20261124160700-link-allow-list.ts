import { Migration } from '@mikro-orm/migrations';

export class Migration20261124160700_link_allow_list extends Migration {
  override async up(): Promise<void> {
    // Links the issuer confirmed for a campaign's hosted page (https URLs or origins).
    this.addSql(`alter table "campaigns" add column "confirmed_links" text[] not null default '{}';`);
    // Hosts of a connected account's own pages, as the platform plugin names them (written on connect).
    this.addSql(`alter table "platform_connections" add column "link_hosts" text[] not null default '{}';`);
    // Connections made before: what the built-in plugins answer (Substack's publication is the label it was given by default).
    this.addSql(`update "platform_connections" set "link_hosts" = '{x.com,twitter.com}' where "platform" = 'twitter';`);
    this.addSql(`update "platform_connections" set "link_hosts" = '{medium.com}' where "platform" = 'medium';`);
    this.addSql(`update "platform_connections" set "link_hosts" = array[lower(substring("label" from '^https://([A-Za-z0-9.-]+)/?$'))]
      where "platform" = 'substack' and "label" ~ '^https://[A-Za-z0-9.-]+/?$';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "platform_connections" drop column if exists "link_hosts";`);
    this.addSql(`alter table "campaigns" drop column if exists "confirmed_links";`);
  }
}
