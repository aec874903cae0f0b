// Campaign inputs the AI tests share: a full campaign, a sparse one and a press release.
import type { ContentRequest } from '../content-model';

export const FULL_ARTICLE: ContentRequest = {
  kind: 'article',
  companyName: 'Northwind Robotics Inc.',
  ticker: 'NWRB',
  exchange: 'NASDAQ',
  sector: 'Technology',
  industry: 'Industrial automation software',
  tone: 'bullish',
  highlights: [
    'Signed a multi-year supply agreement with a regional logistics operator',
    '- Revenue grew 34% year over year to $12.5M in fiscal 2024',
    'Launched the NW-7 warehouse robot platform across 3 distribution centres',
  ],
  recentNews: 'Northwind Robotics Reports Third Quarter 2024 Results',
  website: 'https://northwind-robotics.example',
  facts: [
    { label: 'Market capitalisation', value: '$410M as of 2025-01-15', source: 'bundled market dataset' },
    { label: 'Exchange', value: 'NASDAQ Capital Market', source: 'company profile' },
  ],
};

export const SPARSE_ARTICLE: ContentRequest = {
  kind: 'article',
  companyName: 'Acme Gold Corp',
  ticker: 'AGC',
  sector: 'Mining',
  tone: 'neutral',
  highlights: [],
};

export const BIOTECH_ARTICLE: ContentRequest = {
  kind: 'article',
  companyName: 'Helix Therapeutics',
  ticker: 'HLXT',
  exchange: 'NYSE American',
  sector: 'Biotechnology',
  tone: 'educational',
  highlights: ['Phase 2 trial of HX-101 completed enrolment of 120 patients', 'Cash of $48 million reported at 2024 year end'],
  recentNews: 'https://helix.example/news/2024-11-02-enrolment',
  customContext: 'The company collaborates with two university hospitals on trial sites.',
  contactName: 'Dana Whitfield',
  quote: {
    text: 'Completing enrolment is an important step for our HX-101 programme and for the patients in the trial.',
    speakerName: 'Dana Whitfield',
    speakerTitle: 'Chief Executive Officer',
  },
  headOffice: { city: 'Boston', region: 'MA', country: 'United States' },
};

export const PRESS_RELEASE: ContentRequest = {
  kind: 'press-release',
  companyName: 'Acme Gold Corp',
  ticker: 'AGC',
  exchange: 'TSXV',
  sector: 'Mining',
  tone: 'bullish',
  title: 'Acme Gold Completes Red Lake Drill Program',
  highlights: [],
  keyMessages: ['Completed the 2024 drill program at the Red Lake property', 'Appointed a new chief financial officer'],
  quote: { text: 'The completed program gives us a clear base for the next stage of work at Red Lake.', speakerName: 'Jane Doe', speakerTitle: 'President and CEO' },
  includeFinancials: true,
  contactName: 'Jane Doe',
  headOffice: { city: 'Vancouver', region: 'BC', country: 'Canada' },
  boilerplate: 'Acme Gold Corp is a gold exploration company focused on the Red Lake district of Ontario. Its shares trade on the TSX Venture Exchange under the symbol AGC.',
  mediaContact: 'Jane Doe, President and CEO\nir@acmegold.example\n+1 604 555 0100',
  customContext: 'The company focuses on gold exploration in Ontario.',
  facts: [
    { label: 'Market cap', value: 'C$45M as of 2025-03-01', source: 'TSXV' },
    { label: 'Exchange', value: 'TSX Venture Exchange', source: 'listing' },
  ],
  website: 'https://acmegold.example',
  date: '2025-03-14',
};

/** Every piece of text in a request a model may draw on: the allowed source of any number in the output. */
export function requestText(req: ContentRequest): string {
  return [
    req.companyName,
    req.ticker,
    req.exchange,
    req.sector,
    req.industry,
    req.title,
    ...req.highlights,
    ...(req.keyMessages ?? []),
    req.recentNews,
    req.website,
    req.contactName,
    req.quote?.text,
    req.quote?.speakerName,
    req.quote?.speakerTitle,
    req.headOffice?.city,
    req.headOffice?.region,
    req.boilerplate,
    req.mediaContact,
    req.customContext,
    req.date,
    ...(req.facts ?? []).flatMap((fact) => [fact.label, fact.value, fact.source]),
  ]
    .filter((part): part is string => typeof part === 'string')
    .join('\n');
}

/** The campaign form's sectors and the market data's, plus one the composer has no profile for. */
export const SECTORS = [
  'Technology',
  'Healthcare',
  'Financial Services',
  'Energy',
  'Consumer Goods',
  'Materials',
  'Industrials',
  'Real Estate',
  'Utilities',
  'Communication Services',
  'Diversified',
];
