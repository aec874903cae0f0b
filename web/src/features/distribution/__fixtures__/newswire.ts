import { wordFit, wordLimitNotice, type DistributionLevel } from '@api-schemas/distribution/distribution.constants';
import type { NewswireOrderFieldsFragment, NewswireProvidersQuery, NewswireQuoteQuery } from '../../../gql/graphql';

type Provider = NewswireProvidersQuery['newswireProviders']['nodes'][number];

export const usd = (amountCents: number) => ({ __typename: 'Money' as const, amountCents, currency: 'USD' });

const levelPrices = (basic: number, enhanced: number, premium: number) => ({
  __typename: 'LevelMoney' as const,
  basic: usd(basic),
  enhanced: usd(enhanced),
  premium: usd(premium),
});

/** Providers as GET /api/newswire/providers (GraphQL newswireProviders) answers them: prices as Money. */
export function sampleProviders(): Provider[] {
  return [
    {
      __typename: 'NewswireProvider',
      id: 'EIN',
      name: 'EIN Presswire',
      apiAvailable: false,
      prices: levelPrices(14_900, 49_900, 99_900),
      pricingIndicative: false,
      features: ['AP News', 'Google News', 'Distribution report', 'Newsdesk placement', 'Editorial review'],
      sandbox: true,
      submissionUrl: 'https://www.einpresswire.com/',
      delivery: {
        __typename: 'NewswireDelivery',
        mode: 'PACKAGE',
        steps: [
          "IssuerWire prepares the release in EIN Presswire's format; nothing is sent to EIN Presswire.",
          'You sign in at einpresswire.com, choose the package for this level, and paste the prepared fields into its release form.',
          'Once it is published, you record its address here.',
        ],
      },
      coverage: { __typename: 'LevelMarkets', basic: [], enhanced: [], premium: [] },
    },
    {
      __typename: 'NewswireProvider',
      id: 'BUSINESSWIRE',
      name: 'Business Wire',
      apiAvailable: true,
      prices: levelPrices(47_550, 95_000, 180_025),
      pricingIndicative: true,
      features: ['Business Wire Connect API', 'Newsroom feeds'],
      sandbox: false,
      submissionUrl: null,
      delivery: {
        __typename: 'NewswireDelivery',
        mode: 'API',
        steps: ['IssuerWire sends the order to Business Wire through its Connect API, at once or at the time you set.'],
      },
      coverage: { __typename: 'LevelMarkets', basic: [], enhanced: ['US'], premium: ['US'] },
    },
  ];
}

export function sampleOrder(overrides: Partial<NewswireOrderFieldsFragment> = {}): NewswireOrderFieldsFragment {
  return {
    __typename: 'NewswireOrder',
    id: 'order-ein',
    articleId: 'art-1',
    provider: 'EIN',
    providerName: 'EIN Presswire',
    apiAvailable: false,
    level: 'BASIC',
    status: 'AWAITING_ISSUER',
    price: usd(14_900),
    estimatedReach: 2_000,
    targetTime: null,
    vendorRef: null,
    releaseUrl: null,
    sandbox: true,
    message: "Submit the prepared release on EIN Presswire's site, then record the release URL.",
    lastError: null,
    attempts: 0,
    publishedAt: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    submission: {
      __typename: 'SubmissionPackage',
      formUrl: 'https://www.einpresswire.com/',
      text: 'NEW YORK, January 5, 2026 /EINPresswire.com/ -- Acme Robotics Inc. (NASDAQ: ACME) ...',
      fields: [
        { __typename: 'SubmissionField', label: 'Headline', value: 'Acme Robotics: Building the Future' },
        { __typename: 'SubmissionField', label: 'Dateline', value: 'NEW YORK' },
        { __typename: 'SubmissionField', label: 'Ticker', value: '(NASDAQ: ACME)' },
        { __typename: 'SubmissionField', label: 'Disclosures', value: 'Paid content: Acme paid for this article.' },
        { __typename: 'SubmissionField', label: 'Contact', value: 'Jane Doe <jane@acme.example>' },
      ],
    },
    ...overrides,
  };
}

const EIN_LIMITS: Record<DistributionLevel, number> = { basic: 700, enhanced: 1_000, premium: 2_500 };

/** The server's quote for an article of `wordCount` words: EIN publishes its limits, Business Wire none. */
export function sampleQuote(
  wordCount: number,
  disclosure: NonNullable<NewswireQuoteQuery['newswireQuote']>['disclosure'] = null,
): NonNullable<NewswireQuoteQuery['newswireQuote']> {
  const packages = sampleProviders().flatMap((p) =>
    (['basic', 'enhanced', 'premium'] as const).map((level) => {
      const fit = wordFit(wordCount, p.id === 'EIN' ? EIN_LIMITS[level] : null);
      return {
        __typename: 'NewswirePackageQuote' as const,
        provider: p.id,
        level: level.toUpperCase() as 'BASIC' | 'ENHANCED' | 'PREMIUM',
        estimatedReach: 2_000,
        wordLimit: fit.wordLimit,
        extraWords: fit.extraWords,
        notice: wordLimitNotice(fit, p.name, level),
        coverage: p.coverage[level],
      };
    }),
  );
  return { __typename: 'NewswireQuote', articleId: 'art-1', wordCount, packages, disclosure };
}
