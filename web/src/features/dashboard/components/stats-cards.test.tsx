import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { formatChange } from '../lib/stat-cards';
import { StatsCards, StatsGrid } from './stats-cards';

afterEach(() => vi.unstubAllGlobals());

function card(title: string) {
  return screen.getByRole('region', { name: title });
}

describe('stats cards', { timeout: 15_000 }, () => {
  it('shows four pulsing placeholders while loading', () => {
    mockGraphQL({});
    renderWithApi(<StatsGrid figures={undefined} />);
    expect(screen.getAllByTestId('stat-placeholder')).toHaveLength(4);
    expect(screen.queryByText('Active Campaigns')).not.toBeInTheDocument();
  });

  it('formats the server’s figures: counts raw, engagement as 1.2K, the issuer’s spend this month exact, with the changes vs last month', async () => {
    mockGraphQL({
      DashboardStats: () => ({
        data: {
          dashboardStats: {
            __typename: 'DashboardStats',
            activeCampaigns: 7,
            articlesPublished: 3,
            totalEngagement: 1234,
            monthly: {
              __typename: 'MonthlyStats',
              current: { __typename: 'StatFigures', chargesBilled: { __typename: 'Money', amountCents: 541_900 } },
            },
            changes: { __typename: 'StatChanges', activeCampaigns: 15, articlesPublished: null, totalEngagement: -8, revenue: 0 },
          },
        },
      }),
    });
    renderWithApi(<StatsCards />);
    expect(await screen.findByRole('region', { name: 'Active Campaigns' })).toHaveTextContent('7');
    expect(within(card('Articles Published')).getByText('3')).toBeInTheDocument();
    expect(within(card('Total Engagement')).getByText('1.2K')).toBeInTheDocument();
    // What the issuer was billed this month is its spend, under that name: never "Revenue Generated" (issue 38 item 5).
    expect(within(card('Spend this month')).getByText('$5,419')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Revenue Generated' })).not.toBeInTheDocument();
    expect(card('Active Campaigns')).toHaveTextContent('+15%vs last month');
    expect(card('Articles Published')).toHaveTextContent('no data last month');
    expect(card('Articles Published')).not.toHaveTextContent('vs last month');
    expect(card('Total Engagement')).toHaveTextContent('-8%vs last month');
    expect(card('Spend this month')).toHaveTextContent('0%vs last month');
  });

  it('shows missing values as 0 and $0', () => {
    mockGraphQL({});
    renderWithApi(<StatsGrid figures={{ activeCampaigns: null, totalEngagement: 0 }} changes={null} />);
    expect(within(card('Active Campaigns')).getByText('0')).toBeInTheDocument();
    expect(within(card('Articles Published')).getByText('0')).toBeInTheDocument();
    expect(within(card('Total Engagement')).getByText('0')).toBeInTheDocument();
    expect(within(card('Spend this month')).getByText('$0')).toBeInTheDocument();
  });

  it('says so when the figures cannot be loaded, and shows zeros rather than old or invented numbers', async () => {
    mockGraphQL({ DashboardStats: () => apiError('Something went wrong on our side.', { code: 'internal_error' }) });
    renderWithApi(<StatsCards />);
    expect(await screen.findByText(/Something went wrong on our side\. The cards show 0 until they can\./)).toBeInTheDocument();
    expect(within(card('Spend this month')).getByText('$0')).toBeInTheDocument();
  });
});

describe('formatChange', () => {
  it('signs and rounds the percentage; null stays null', () => {
    expect(formatChange(15)).toBe('+15%');
    expect(formatChange(-4.4)).toBe('-4%');
    expect(formatChange(0)).toBe('0%');
    expect(formatChange(null)).toBeNull();
  });
});
