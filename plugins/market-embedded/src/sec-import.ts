import type { Exchange } from './dataset';

/** One listing from the SEC file, mapped to our exchange names and ticker style. */
export interface SecCompanyRow {
  ticker: string;
  name: string;
  exchange: Exchange;
  cik: number;
}

export interface SecImportResult {
  rows: SecCompanyRow[];
  skipped: { reason: string; count: number }[];
}

export class SecImportError extends Error {
  constructor(message: string) {
    super(`company_tickers_exchange.json: ${message}`);
    this.name = 'SecImportError';
  }
}

const REQUIRED_FIELDS = ['cik', 'name', 'ticker', 'exchange'] as const;
const MAX_TICKER_LENGTH = 10;
const MAX_NAME_LENGTH = 255;

// SEC exchange labels; anything else (CBOE, null) has no counterpart in our exchange list.
const SEC_EXCHANGES: Readonly<Record<string, Exchange>> = {
  NASDAQ: 'NASDAQ',
  NYSE: 'NYSE',
  'NYSE AMERICAN': 'NYSE American',
  'NYSE MKT': 'NYSE American',
  OTC: 'OTC Pink',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Parses the SEC's company_tickers_exchange.json ({ fields, data }). A malformed file throws a
 * SecImportError naming the problem; rows we cannot store are skipped and counted by reason.
 */
export function parseSecCompanyTickers(json: unknown): SecImportResult {
  if (!isRecord(json)) throw new SecImportError('expected a JSON object with "fields" and "data"');
  const { fields, data } = json;
  if (!Array.isArray(fields)) throw new SecImportError('"fields" must be an array of column names');
  if (!Array.isArray(data)) throw new SecImportError('"data" must be an array of rows');

  const column = {} as Record<(typeof REQUIRED_FIELDS)[number], number>;
  for (const field of REQUIRED_FIELDS) {
    const index = fields.indexOf(field);
    if (index < 0) throw new SecImportError(`"fields" is missing "${field}" (found ${JSON.stringify(fields)})`);
    column[field] = index;
  }

  const rows: SecCompanyRow[] = [];
  const skipped = new Map<string, number>();
  const skip = (reason: string): void => {
    skipped.set(reason, (skipped.get(reason) ?? 0) + 1);
  };
  const seen = new Set<string>();

  data.forEach((row: unknown, index: number) => {
    if (!Array.isArray(row) || row.length < fields.length)
      throw new SecImportError(`data[${index}] must be an array of ${fields.length} values`);
    const cik: unknown = row[column.cik];
    const name: unknown = row[column.name];
    const rawTicker: unknown = row[column.ticker];
    const rawExchange: unknown = row[column.exchange];
    if (typeof cik !== 'number' || !Number.isInteger(cik) || cik <= 0)
      throw new SecImportError(`data[${index}]: cik must be a positive integer, got ${JSON.stringify(cik)}`);
    if (typeof name !== 'string' || name.trim() === '')
      throw new SecImportError(`data[${index}]: name must be a non-empty string, got ${JSON.stringify(name)}`);
    if (typeof rawTicker !== 'string' || rawTicker.trim() === '')
      throw new SecImportError(`data[${index}]: ticker must be a non-empty string, got ${JSON.stringify(rawTicker)}`);
    if (rawExchange !== null && typeof rawExchange !== 'string')
      throw new SecImportError(`data[${index}]: exchange must be a string or null, got ${JSON.stringify(rawExchange)}`);

    if (rawExchange === null || rawExchange.trim() === '') return skip('no exchange');
    const exchange = SEC_EXCHANGES[rawExchange.trim().toUpperCase()];
    if (!exchange) return skip(`unsupported exchange ${rawExchange.trim()}`);

    // Exchanges print share classes with a dot (BRK.B); the SEC writes BRK-B. One style keeps one row per listing.
    const ticker = rawTicker.trim().toUpperCase().replace(/-/g, '.');
    if (ticker.length > MAX_TICKER_LENGTH) return skip(`ticker longer than ${MAX_TICKER_LENGTH} characters`);
    if (!/^[A-Z0-9][A-Z0-9.]*$/.test(ticker)) return skip('ticker has unsupported characters');
    if (name.trim().length > MAX_NAME_LENGTH) return skip(`name longer than ${MAX_NAME_LENGTH} characters`);
    if (seen.has(ticker)) return skip('duplicate ticker');
    seen.add(ticker);

    rows.push({ ticker, name: name.trim(), exchange, cik });
  });

  return { rows, skipped: [...skipped].map(([reason, count]) => ({ reason, count })) };
}
