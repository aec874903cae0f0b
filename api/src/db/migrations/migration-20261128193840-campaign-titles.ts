import { Migration } from '@mikro-orm/migrations';
import { headlineFor } from '../../ai';

/**
 * Issue 38 item 7: campaigns were all titled "<company> Campaign" (the old default), so no list could tell
 * them apart. Each such campaign takes its article's headline, else the composer's headline for its
 * strongest highlight (the rule new campaigns are titled by); one with neither keeps its title.
 */
export class Migration20261128193840_campaign_titles extends Migration {
  override async up(): Promise<void> {
    const rows = (await this.execute(
      `select c.id, c.company_name, c.ticker, c.highlights, a.title as article_title
         from campaigns c left join articles a on a.campaign_id = c.id
        where c.title = c.company_name || ' Campaign'`,
    )) as { id: string; company_name: string; ticker: string; highlights: string | null; article_title: string | null }[];
    for (const row of rows) {
      const highlights = (row.highlights ?? '')
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const title = row.article_title?.trim()
        ? row.article_title.trim()
        : highlights.length
          ? headlineFor({ companyName: row.company_name, ticker: row.ticker, highlights })
          : null;
      if (title) await this.execute(`update campaigns set title = ? where id = ?`, [title.slice(0, 255), row.id]);
    }
  }

  override async down(): Promise<void> {
    // The old titles were derived, not chosen: nothing to restore.
  }
}
