// Real listings from the bundled market dataset (plugins/market-embedded/data/companies.json).

export interface SampleCompany {
  ticker: string;
  companyName: string;
  exchange: string;
}

export const SAMPLE_COMPANIES: readonly SampleCompany[] = [
  { ticker: 'AAPL', companyName: 'Apple Inc.', exchange: 'NASDAQ' },
  { ticker: 'SENS', companyName: 'Senseonics Holdings, Inc.', exchange: 'NYSE American' },
  { ticker: 'NNUP', companyName: 'Nocopi Technologies, Inc.', exchange: 'OTC Pink' },
  { ticker: 'CCO', companyName: 'Cameco Corporation', exchange: 'TSX' },
];
