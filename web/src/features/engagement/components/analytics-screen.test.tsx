import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router';
import { apiError, mockGraphQL, type MockCall, type AnswerOf, type VariablesOf } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { AnalyticsScreen } from './analytics-screen';

// "Today" for every test: ranges are UTC days counted back from it.
const NOW = new Date('2026-03-15T10:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function row(date: string, platform: string, label: string, views: number, clicks: number, campaign = 'c1') {
  return {
    __typename: 'AnalyticsRow',
    date,
    campaignId: campaign,
    campaignTitle: campaign === 'c1' ? 'Acme Q3 update' : 'Acme product launch',
    ticker: 'ACME',
    platform,
    label,
    views,
    clicks,
    shares: 0,
    likes: 0,
    comments: 0,
  };
}

const ORDER = {
  __typename: 'AnalyticsNewswireOrder',
  id: 'o1',
  campaignId: 'c1',
  articleId: 'a1',
  provider: 'EIN' as const,
  providerName: 'EIN Presswire',
  level: 'ENHANCED' as const,
  status: 'AWAITING_ISSUER' as const,
  estimatedReach: 6000,
  price: { __typename: 'Money' as const, amount: '299.00', currency: 'USD' },
  sandbox: true,
  releaseUrl: null,
  createdAt: '2026-03-10T09:00:00.000Z',
  publishedAt: null,
};

type Analytics = AnswerOf<'Analytics'>['analytics'];

function answer(
  variables: VariablesOf<'Analytics'>,
  rows: Analytics['rows'] = [],
  orders: Analytics['newswireOrders'] = [],
  stocks: Analytics['stocks'] = [],
) {
  return {
    data: {
      analytics: { __typename: 'Analytics', from: variables.from ?? '', to: variables.to ?? '', rows, newswireOrders: orders, stocks },
    },
  };
}

const CAMPAIGNS = () => ({
  data: {
    campaigns: {
      __typename: 'CampaignConnection',
      nodes: [
        { __typename: 'Campaign', id: 'c1', title: 'Acme Q3 update', ticker: 'ACME' },
        { __typename: 'Campaign', id: 'c2', title: 'Acme product launch', ticker: 'ACME' },
      ],
    },
  },
});

function Location() {
  const location = useLocation();
  return <output data-testid="location">{location.search}</output>;
}

function analyticsCalls(calls: MockCall[]) {
  return calls.filter((c) => c.operationName === 'Analytics').map((c) => c.variables);
}

describe('Analytics screen', { timeout: 30_000 }, () => {
  it('asks for the last 30 days by default and shows the totals, the orders and the daily figures with their CSV', async () => {
    const { calls } = mockGraphQL({
      Analytics: (v) =>
        answer(
          v,
          [
            row('2026-03-13', 'web', 'Hosted page', 10, 2),
            row('2026-03-14', 'web', 'Hosted page', 5, 1),
            row('2026-03-14', 'twitter', 'X (Twitter)', 100, 7, 'c2'),
          ],
          [ORDER],
        ),
      AnalyticsCampaigns: CAMPAIGNS,
    });
    renderWithApi(<AnalyticsScreen />, { path: '/analytics' });
    expect(await screen.findByRole('region', { name: 'Views' })).toHaveTextContent('115');
    // While the charts' code loads, its placeholder is a named status (a bare span may not carry a label: axe).
    expect(screen.getByRole('status', { name: 'Loading charts' })).toBeInTheDocument();
    expect(analyticsCalls(calls)[0]).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(screen.getByRole('region', { name: 'Clicks' })).toHaveTextContent('10');
    expect(screen.getByRole('region', { name: 'Newswire reach (estimated)' })).toHaveTextContent('6,000');

    const orders = screen.getByRole('table', { name: 'Newswire orders' });
    const order = within(orders).getAllByRole('row')[1];
    expect(order).toHaveTextContent('Acme Q3 update (ACME)');
    // The vendor's name, not the plugin id.
    expect(within(order).getByRole('cell', { name: 'EIN Presswire' })).toBeInTheDocument();
    expect(within(order).queryByRole('cell', { name: 'ein' })).not.toBeInTheDocument();
    expect(within(order).getByText('Waiting for you').closest('[data-status]')).toHaveAttribute('data-status', 'AWAITING_ISSUER');
    expect(order).toHaveTextContent('6,000');
    expect(order).toHaveTextContent('$299.00');

    const figures = screen.getByRole('table', { name: 'Daily figures' });
    const [, newest] = within(figures).getAllByRole('row');
    expect(newest).toHaveTextContent('Mar 14, 2026');
    expect(within(figures).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/analytics/export.csv?from=2026-02-14&to=2026-03-15',
    );
  });

  it('shows the ticker’s price beside its engagement, headed by what the prices are and their date', async () => {
    mockGraphQL({
      Analytics: (v) =>
        answer(
          v,
          [row('2026-03-13', 'web', 'Hosted page', 10, 2), row('2026-03-14', 'web', 'Hosted page', 5, 1)],
          [],
          [
            {
              __typename: 'StockSeries',
              ticker: 'ACME',
              currency: 'USD',
              asOfTime: null,
              asOfDate: '2026-03-15',
              source: 'embedded-dataset',
              freshness: 'SAMPLE' as const,
              liveSource: false,
              points: [
                { __typename: 'StockPricePoint', date: '2026-03-14', sharePrice: { __typename: 'Money', amount: '4.1', currency: 'USD' } },
                { __typename: 'StockPricePoint', date: '2026-03-15', sharePrice: { __typename: 'Money', amount: '4.2', currency: 'USD' } },
              ],
            },
          ],
        ),
      AnalyticsCampaigns: CAMPAIGNS,
    });
    renderWithApi(<AnalyticsScreen />, { path: '/analytics' });
    const view = await screen.findByRole('figure', { name: 'ACME: price and engagement' }, { timeout: 10_000 });
    expect(within(view).getByTestId('stock-as-of')).toHaveTextContent('Sample data, as of Mar 15, 2026');
    expect(view).toHaveTextContent(/No live market-data plugin is configured/);
    expect(view).not.toHaveTextContent(/\bLive\b/);
  });

  it('on a phone, the orders and the daily figures are cards: campaign as heading, date in the caption, labelled values', async () => {
    const desktopWidth = window.innerWidth;
    window.innerWidth = 390;
    try {
      mockGraphQL({
        Analytics: (v) =>
          answer(v, [row('2026-03-13', 'web', 'Hosted page', 10, 2), row('2026-03-14', 'twitter', 'X (Twitter)', 100, 7, 'c2')], [ORDER]),
        AnalyticsCampaigns: CAMPAIGNS,
      });
      renderWithApi(<AnalyticsScreen />, { path: '/analytics' });
      const orders = await screen.findByRole('list', { name: 'Newswire orders' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const value = (card: HTMLElement, label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling;
      const [order] = within(orders).getAllByRole('listitem');
      expect(within(order).getByRole('heading', { level: 3 })).toHaveTextContent('Acme Q3 update (ACME)');
      expect(order).toHaveTextContent('Mar 10, 2026');
      expect(value(order, 'Provider')).toHaveTextContent('EIN Presswire');
      expect(value(order, 'Estimated reach')).toHaveTextContent('6,000');
      expect(value(order, 'Cost')).toHaveTextContent('$299.00');

      const figures = within(screen.getByRole('list', { name: 'Daily figures' })).getAllByRole('listitem');
      expect(figures).toHaveLength(2);
      // Newest first, as on a desktop.
      expect(within(figures[0]).getByRole('heading', { level: 3 })).toHaveTextContent('Acme product launch (ACME)');
      expect(figures[0]).toHaveTextContent('Mar 14, 2026 · X (Twitter)');
      expect(value(figures[0], 'Views')).toHaveTextContent('100');
      expect(value(figures[0], 'Clicks')).toHaveTextContent('7');
    } finally {
      window.innerWidth = desktopWidth;
    }
  });

  it('a preset or a custom range changes the query, the URL and the CSV link', async () => {
    const { calls } = mockGraphQL({
      Analytics: (v) => answer(v, [row('2026-03-14', 'web', 'Hosted page', 3, 1)]),
      AnalyticsCampaigns: CAMPAIGNS,
    });
    const { user } = renderWithApi(
      <>
        <AnalyticsScreen />
        <Location />
      </>,
      { path: '/analytics' },
    );
    await screen.findByRole('table', { name: 'Daily figures' });

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(analyticsCalls(calls).at(-1)).toEqual({ from: '2026-03-09', to: '2026-03-15' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?range=7');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/analytics/export.csv?from=2026-03-09&to=2026-03-15',
      ),
    );

    await user.click(screen.getByRole('button', { name: '90 days' }));
    await waitFor(() => expect(analyticsCalls(calls).at(-1)).toEqual({ from: '2025-12-16', to: '2026-03-15' }));

    await user.click(screen.getByRole('button', { name: 'Custom' }));
    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    await user.clear(from);
    await user.type(from, '2026-02-10');
    await user.clear(to);
    await user.type(to, '2026-02-01');
    expect(screen.getByText('The start date must not be after the end date.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.clear(to);
    await user.type(to, '2026-02-20');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(analyticsCalls(calls).at(-1)).toEqual({ from: '2026-02-10', to: '2026-02-20' }));
    expect(screen.getByTestId('location')).toHaveTextContent('?from=2026-02-10&to=2026-02-20');

    // Narrowed to one campaign: the query and the CSV carry it.
    await user.click(screen.getByRole('combobox', { name: 'Campaign' }));
    await user.click(await screen.findByRole('option', { name: 'Acme product launch (ACME)' }));
    await waitFor(() => expect(analyticsCalls(calls).at(-1)).toEqual({ from: '2026-02-10', to: '2026-02-20', campaignId: 'c2' }));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
        'href',
        '/api/analytics/export.csv?from=2026-02-10&to=2026-02-20&campaignId=c2',
      ),
    );
  });

  it('opens on the range the URL names', async () => {
    const { calls } = mockGraphQL({ Analytics: (v) => answer(v), AnalyticsCampaigns: CAMPAIGNS });
    renderWithApi(<AnalyticsScreen />, { path: '/analytics?from=2026-01-01&to=2026-01-31&campaign=c1' });
    await screen.findByText('No engagement in this range');
    expect(analyticsCalls(calls)[0]).toEqual({ from: '2026-01-01', to: '2026-01-31', campaignId: 'c1' });
    expect(screen.getByRole('button', { name: 'Custom' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows an empty state when nothing was measured, and the server’s message when the query fails', async () => {
    mockGraphQL({ Analytics: (v) => answer(v), AnalyticsCampaigns: CAMPAIGNS });
    const first = renderWithApi(<AnalyticsScreen />, { path: '/analytics' });
    expect(await screen.findByText('No engagement in this range')).toBeInTheDocument();
    expect(screen.getByText('No newswire orders in this range.')).toBeInTheDocument();
    first.unmount();

    mockGraphQL({
      Analytics: () => apiError('Choose a range of at most 366 days', { code: 'validation_failed' }),
      AnalyticsCampaigns: CAMPAIGNS,
    });
    renderWithApi(<AnalyticsScreen />, { path: '/analytics' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a range of at most 366 days');
  });
});
