import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17: the organization profile's head office (the dateline), boilerplate and media contact; the campaign's
 * format and the issuer's own quote; what wrote each article version.
 */
export class Migration20261126103232_issuer_voice extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "organizations" add column "head_office_city" varchar(100) null, add column "head_office_region" varchar(100) null, add column "head_office_country" varchar(100) null, add column "boilerplate" text null, add column "media_contact" text null;`,
    );
    this.addSql(
      `alter table "campaigns" add column "format" text check ("format" in ('article', 'press-release')) not null default 'article', add column "quote" text null, add column "quote_speaker_name" varchar(255) null, add column "quote_speaker_title" varchar(255) null;`,
    );
    this.addSql(`alter table "article_versions" add column "model" varchar(200) null;`);
    // Versions written before this column: the article's model wrote its generated and regenerated texts as far as is known.
    this.addSql(
      `update "article_versions" v set "model" = a."model" from "articles" a where a."id" = v."article_id" and v."reason" <> 'edited';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "article_versions" drop column "model";`);
    this.addSql(
      `alter table "campaigns" drop column "format", drop column "quote", drop column "quote_speaker_name", drop column "quote_speaker_title";`,
    );
    this.addSql(
      `alter table "organizations" drop column "head_office_city", drop column "head_office_region", drop column "head_office_country", drop column "boilerplate", drop column "media_contact";`,
    );
  }
}
