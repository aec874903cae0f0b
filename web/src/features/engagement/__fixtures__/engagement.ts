import type { EngagementFieldsFragment } from '../../../gql/graphql';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object | null | undefined ? DeepPartial<NonNullable<T[K]>> | null : T[K] };

/** The server's engagement answer for a campaign with a published article and measured figures. */
export function engagementFixture(overrides: DeepPartial<EngagementFieldsFragment> = {}): EngagementFieldsFragment {
  const base: EngagementFieldsFragment = {
    __typename: 'Engagement',
    campaignId: 'campaign-1',
    articleId: 'article-1',
    articleTitle: 'Acme Robotics: Q3 results and outlook',
    publishedAt: '2026-03-04T14:00:00.000Z',
    hasData: true,
    totalEngagement: 57,
    updatedAt: '2026-03-05T10:00:00.000Z',
    platforms: {
      __typename: 'EngagementPlatforms',
      twitter: { __typename: 'TwitterEngagement', views: 2400, likes: 48, retweets: 9, clicks: 130, source: 'PLATFORM' },
      medium: { __typename: 'MediumEngagement', views: 4, claps: 0, clicks: 1, source: 'HOSTED_PAGE' },
      substack: { __typename: 'SubstackEngagement', opens: 0, clicks: 0, source: 'NONE' },
      web: { __typename: 'HostedPageEngagement', views: 12, clicks: 3 },
    },
    stockData: {
      __typename: 'EngagementStock',
      ticker: 'ACME',
      sharePrice: { __typename: 'Money', amount: '189.8412', currency: 'USD' },
      changePercent: null,
      volume: 52_345_678,
      currency: 'USD',
      asOfTime: null,
      asOfDate: '2026-02-27',
      source: 'embedded-dataset',
      freshness: 'SAMPLE',
      live: false,
      liveSource: false,
    },
    comparison: null,
  };
  return merge(base, overrides) as EngagementFieldsFragment;
}

function merge(base: unknown, overrides: unknown): unknown {
  if (overrides === undefined) return base;
  if (overrides === null || typeof overrides !== 'object' || Array.isArray(overrides) || base === null || typeof base !== 'object') return overrides;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) out[key] = merge((base as Record<string, unknown>)[key], value);
  return out;
}
