import type { ArticleFieldsFragment } from '../../../gql/graphql';

export const DISCLOSURES =
  '**Paid content:** Demo Issuer Holdings Inc. was charged $4,999 by IssuerWire for this campaign.\n\n**Automated writing:** Drafted by automated writing software from facts supplied by the issuer.\n\n**Not investment advice:** This is not investment advice.';

export function sampleArticle(overrides: Partial<ArticleFieldsFragment> = {}): ArticleFieldsFragment {
  const body = overrides.body ?? '## Overview\n\nAcme builds robots.\n\n- Record quarter\n- New plant';
  return {
    __typename: 'Article',
    id: 'art-1',
    campaignId: 'c-1',
    title: 'Acme Robotics: Building the Future',
    body,
    disclosures: DISCLOSURES,
    content: `${body}\n\n---\n\n${DISCLOSURES}`,
    status: 'DRAFT',
    platforms: [],
    compliance: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    publishedAt: null,
    wordCount: 812,
    version: 1,
    releasedVersion: null,
    model: 'composer',
    disclosureFacts: null,
    ...overrides,
  };
}

export function previewAnswer(article: ArticleFieldsFragment) {
  return {
    data: {
      article,
      campaign: { __typename: 'Campaign', id: article.campaignId, title: 'Acme Campaign', companyName: 'Acme Robotics Inc.', ticker: 'ACME' },
    },
  };
}
