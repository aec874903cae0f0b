// Sample listings from the bundled market dataset (plugins/market-embedded/data/companies.json), one per kind the spec names.

export interface SampleTicker {
  ticker: string;
  /** Which kind of listing it demonstrates. */
  kind: string;
  companyName: string;
}

export const SAMPLE_TICKERS: readonly SampleTicker[] = [
  { ticker: 'UAMY', kind: 'US small cap', companyName: 'United States Antimony Corporation (NYSE American)' },
  { ticker: 'TBTC', kind: 'OTC Pink', companyName: 'Table Trac, Inc.' },
  { ticker: 'AAPL', kind: 'NASDAQ', companyName: 'Apple Inc.' },
  { ticker: 'SHOP', kind: 'TSX (Canada)', companyName: 'Shopify Inc.' },
];

export const DEFAULT_SAMPLE_TICKER = SAMPLE_TICKERS[0].ticker;

/** The kind of promotional paragraph the check exists to catch. */
export const SAMPLE_HYPE_TEXT =
  'This stock is a guaranteed winner! Shares will double by summer and are headed to $20. ' +
  'Insiders are buying before the news breaks, so act now before it is too late. ' +
  'Our revolutionary, world-leading platform makes us the next Tesla.';
