import { parseSecCompanyTickers } from '@issuerwire/market-embedded';
import type { Orm } from '../../db/orm';

export interface SecImportReport {
  inserted: number;
  updated: number;
  skipped: { reason: string; count: number }[];
}

/**
 * Loads the SEC's company_tickers_exchange.json into stock_data: new listings are added; for known ones
 * only the name and exchange are refreshed, so richer bundled details (sector, website) survive.
 */
export async function importSecListings(orm: Orm, json: unknown): Promise<SecImportReport> {
  const { rows, skipped } = parseSecCompanyTickers(json);
  const connection = orm.em.getConnection();
  let inserted = 0;
  let updated = 0;
  // Batches keep one statement per 500 rows instead of one per listing.
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const values = batch.map(() => `(?, ?, ?, 'US', now())`).join(', ');
    const params = batch.flatMap((r) => [r.ticker, r.name.slice(0, 255), r.exchange]);
    const result = await connection.execute(
      `insert into stock_data (ticker, company_name, exchange, country, updated_at) values ${values}
       on conflict (ticker) do update set company_name = excluded.company_name, exchange = excluded.exchange, updated_at = now()
       returning (xmax = 0) as inserted`,
      params,
    );
    for (const row of result as { inserted: boolean }[]) {
      if (row.inserted) inserted++;
      else updated++;
    }
  }
  return { inserted, updated, skipped };
}
