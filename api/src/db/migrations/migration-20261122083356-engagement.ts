import { Migration } from '@mikro-orm/migrations';

export class Migration20261122083356_engagement extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "tracked_links" ("id" varchar(16) not null, "article_id" uuid not null, "target_url" text not null, "created_at" timestamptz not null default now(), constraint "tracked_links_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "tracked_links" add constraint "tracked_links_article_target_unique" unique ("article_id", "target_url");`);

    this.addSql(
      `alter table "tracked_links" add constraint "tracked_links_article_id_foreign" foreign key ("article_id") references "articles" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`create index "analytics_user_date_index" on "analytics" ("user_id", "date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tracked_links" cascade;`);

    this.addSql(`drop index "analytics_user_date_index";`);
  }
}
