import { normalizeTicker, type MarketCompany } from './dataset';

export const MIN_QUERY_LENGTH = 2;

function words(value: string): string[] {
  return value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

// Each list's companies by normalised ticker, built on its first lookup instead of normalising every ticker per
// request. A list that grew or shrank since is indexed again; the first company of a ticker wins, as with find().
const INDEXES = new WeakMap<readonly MarketCompany[], { size: number; byTicker: Map<string, MarketCompany> }>();

/** Case-insensitive exact ticker lookup ("brk-b" finds BRK.B). */
export function findByTicker(companies: readonly MarketCompany[], ticker: string): MarketCompany | undefined {
  const wanted = normalizeTicker(ticker.trim());
  if (wanted.length === 0) return undefined;
  let index = INDEXES.get(companies);
  if (!index || index.size !== companies.length) {
    const byTicker = new Map<string, MarketCompany>();
    for (const company of companies) {
      const key = normalizeTicker(company.ticker);
      if (!byTicker.has(key)) byTicker.set(key, company);
    }
    INDEXES.set(companies, (index = { size: companies.length, byTicker }));
  }
  return index.byTicker.get(wanted);
}

interface Ranked {
  company: MarketCompany;
  ticker: string;
  tier: number;
}

/**
 * Ticker prefix or name words, ranked: exact ticker, then ticker prefixes (shorter first),
 * then name matches (names starting with the query first, then larger market cap first).
 */
export function searchCompanies(companies: readonly MarketCompany[], query: string, limit = 10): MarketCompany[] {
  const trimmed = query.trim();
  if (trimmed.length < MIN_QUERY_LENGTH || limit <= 0) return [];

  const tickerQuery = /\s/.test(trimmed) ? '' : normalizeTicker(trimmed);
  const queryWords = words(trimmed);
  const lowerQuery = trimmed.toLowerCase();

  const ranked: Ranked[] = [];
  for (const company of companies) {
    const ticker = normalizeTicker(company.ticker);
    if (tickerQuery && ticker === tickerQuery) {
      ranked.push({ company, ticker, tier: 0 });
    } else if (tickerQuery && ticker.startsWith(tickerQuery)) {
      ranked.push({ company, ticker, tier: 1 });
    } else if (queryWords.length > 0) {
      const nameWords = words(company.name);
      const matches = queryWords.every((queryWord) => nameWords.some((nameWord) => nameWord.startsWith(queryWord)));
      if (matches) ranked.push({ company, ticker, tier: company.name.toLowerCase().startsWith(lowerQuery) ? 2 : 3 });
    }
  }

  ranked.sort((a, b) => {
    if (a.tier !== b.tier) return a.tier - b.tier;
    if (a.tier === 1) {
      return a.ticker.length - b.ticker.length || a.ticker.localeCompare(b.ticker);
    }
    return b.company.marketCap - a.company.marketCap || a.ticker.localeCompare(b.ticker);
  });

  return ranked.slice(0, limit).map((entry) => entry.company);
}
