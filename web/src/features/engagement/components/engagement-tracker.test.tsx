import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { engagementFixture } from '../__fixtures__/engagement';
import { FakeGraphQLWsServer } from '../../../testing/fake-graphql-ws';
import { POLL_INTERVAL_MS } from '../hooks/use-live-engagement';
import { EngagementTracker } from './engagement-tracker';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function figure(card: string, label: string): string {
  return within(screen.getByRole('region', { name: card })).getByTestId(`figure-${label}`).textContent ?? '';
}

function mode(): string {
  return screen.getByTestId('tracker-mode').textContent ?? '';
}

describe('Live Engagement Tracker', { timeout: 30_000 }, () => {
  it('asks to select a campaign and calls nothing while none is selected', () => {
    new FakeGraphQLWsServer().install();
    const { calls } = mockGraphQL({});
    renderWithApi(<EngagementTracker campaignId={null} />);
    expect(screen.getByText('Select a campaign to view engagement metrics.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh engagement' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('says "No engagement yet" when nothing was measured, never a placeholder set, and still shows the real quote', async () => {
    new FakeGraphQLWsServer().install();
    mockGraphQL({
      Engagement: () => ({
        data: { engagement: engagementFixture({ hasData: false, totalEngagement: 0, publishedAt: null, articleTitle: null }) },
      }),
    });
    renderWithApi(<EngagementTracker campaignId="campaign-1" campaignTitle="Acme Q3 investor update" />);
    expect(await screen.findByText('No engagement yet')).toBeInTheDocument();
    expect(screen.getByText('Acme Q3 investor update')).toBeInTheDocument();
    expect(screen.getByText('Not published yet')).toBeInTheDocument();
    expect(screen.queryByText(/industry average/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'X (Twitter)' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('total-engagement')).not.toBeInTheDocument();

    // Price with two decimals, volume in millions with one; sample data says so, with its date, never "Live",
    // and how a live feed is configured. A change the data does not have is left out, not "Not reported".
    const stock = screen.getByRole('region', { name: 'Stock performance' });
    expect(stock).toHaveTextContent('$189.84');
    expect(stock).toHaveTextContent('52.3M');
    expect(stock).not.toHaveTextContent('Not reported');
    expect(within(stock).getByTestId('quote-badge')).toHaveTextContent('Sample data, as of Feb 27, 2026');
    expect(within(stock).queryByText(/\bLive\b/)).not.toBeInTheDocument();
    expect(within(stock).getByTestId('market-data-notice')).toHaveTextContent(
      /No live market-data plugin is configured.*docs\/plugins\.md/,
    );
  });

  it('shows the measured figures per platform, where each comes from, and the comparison with the issuer’s own average', async () => {
    new FakeGraphQLWsServer().install();
    mockGraphQL({
      Engagement: () => ({
        data: {
          engagement: engagementFixture({
            comparison: {
              __typename: 'EngagementComparison',
              label: 'compared with your average campaign',
              percent: 42,
              averageEngagement: 40.1,
              campaignsCompared: 2,
            },
            stockData: {
              changePercent: -1.234,
              source: 'live-feed',
              asOfTime: '2026-03-05T14:05:00.000Z',
              asOfDate: '2026-03-05',
              freshness: 'DELAYED',
              liveSource: true,
            },
          }),
        },
      }),
    });
    renderWithApi(<EngagementTracker campaignId="campaign-1" />);
    expect(await screen.findByText('Acme Robotics: Q3 results and outlook')).toBeInTheDocument();
    expect(screen.getByText('Published Mar 4, 2026')).toBeInTheDocument();
    expect(screen.getByTestId('total-engagement')).toHaveTextContent('57');
    expect(screen.getByText(/\+42% compared with your average campaign/)).toHaveTextContent('(2 other campaigns)');
    expect(figure('X (Twitter)', 'views')).toBe('2,400');
    expect(figure('X (Twitter)', 'retweets')).toBe('9');
    expect(screen.getByRole('region', { name: 'X (Twitter)' })).toHaveTextContent("X's own metrics");
    expect(figure('Medium', 'claps')).toBe('0');
    expect(screen.getByRole('region', { name: 'Medium' })).toHaveTextContent('Unique readers of the hosted page from its Medium link');
    expect(screen.getByRole('region', { name: 'Hosted page' })).toHaveTextContent('Unique readers');
    expect(figure('Substack', 'opens')).toBe('0');
    expect(screen.getByRole('region', { name: 'Substack' })).toHaveTextContent('Not measured yet');
    expect(figure('Hosted page', 'views')).toBe('12');
    const stock = screen.getByRole('region', { name: 'Stock performance' });
    expect(stock).toHaveTextContent('-1.23%');
    // A live provider's older quote is delayed, with its time; a live plugin is configured, so no notice.
    expect(within(stock).getByTestId('quote-badge')).toHaveTextContent('Delayed, as of Mar 5, 2026, 14:05 UTC');
    expect(within(stock).queryByTestId('market-data-notice')).not.toBeInTheDocument();
  });

  it('says Live, with its time, only when the server calls the quote live', async () => {
    new FakeGraphQLWsServer().install();
    const asOfTime = '2026-03-05T14:05:00.000Z';
    const stockData = { changePercent: 0.5, source: 'live-feed', asOfTime, freshness: 'LIVE' as const, live: true, liveSource: true };
    mockGraphQL({ Engagement: () => ({ data: { engagement: engagementFixture({ stockData }) } }) });
    renderWithApi(<EngagementTracker campaignId="campaign-1" />);
    const stock = await screen.findByRole('region', { name: 'Stock performance' });
    expect(within(stock).getByTestId('quote-badge')).toHaveTextContent('Live, as of Mar 5, 2026, 14:05 UTC');
  });

  it('updates live from the subscription without asking the server again', async () => {
    const ws = new FakeGraphQLWsServer().install();
    const { calls } = mockGraphQL({ Engagement: () => ({ data: { engagement: engagementFixture() } }) });
    renderWithApi(<EngagementTracker campaignId="campaign-1" />);
    await waitFor(() => expect(ws.active('EngagementUpdated')).toHaveLength(1));
    expect(ws.active('EngagementUpdated')[0].variables).toEqual({ campaignId: 'campaign-1' });

    ws.push('EngagementUpdated', { engagementUpdated: engagementFixture({ updatedAt: '2026-03-05T10:00:01.000Z' }) });
    await waitFor(() => expect(mode()).toBe('Live updates'));
    ws.push('EngagementUpdated', {
      engagementUpdated: engagementFixture({ updatedAt: '2026-03-05T10:00:05.000Z', platforms: { web: { views: 13, clicks: 3 } } }),
    });
    await waitFor(() => expect(figure('Hosted page', 'views')).toBe('13'));
    expect(calls.filter((c) => c.operationName === 'Engagement')).toHaveLength(1);
  });

  it('falls back to polling every 30 s while the socket is down, and stops when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const ws = new FakeGraphQLWsServer().install();
    let views = 12;
    const { calls } = mockGraphQL({
      Engagement: () => ({
        data: { engagement: engagementFixture({ updatedAt: new Date().toISOString(), platforms: { web: { views, clicks: 3 } } }) },
      }),
    });
    const polls = () => calls.filter((c) => c.operationName === 'Engagement').length;
    renderWithApi(<EngagementTracker campaignId="campaign-1" />);
    await waitFor(() => expect(ws.active('EngagementUpdated')).toHaveLength(1));
    ws.push('EngagementUpdated', { engagementUpdated: engagementFixture({ updatedAt: new Date().toISOString() }) });
    await waitFor(() => expect(mode()).toBe('Live updates'));
    const before = polls();
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 1000));
    expect(polls()).toBe(before); // live: no polling

    ws.refusing = true;
    ws.drop();
    await waitFor(() => expect(mode()).toBe('Updating every 30 s'));
    views = 20;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS + 1000));
    await waitFor(() => expect(figure('Hosted page', 'views')).toBe('20'));
    expect(polls()).toBe(before + 1);
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    expect(polls()).toBe(before + 2);

    // The server is back: the client reconnects and resubscribes; its first figures make the tracker live again.
    ws.refusing = false;
    for (let i = 0; i < 20 && ws.active('EngagementUpdated').length === 0; i++) await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(ws.active('EngagementUpdated')).toHaveLength(1);
    ws.push('EngagementUpdated', {
      engagementUpdated: engagementFixture({ updatedAt: new Date().toISOString(), platforms: { web: { views: 21, clicks: 3 } } }),
    });
    await waitFor(() => expect(mode()).toBe('Live updates'));
    expect(figure('Hosted page', 'views')).toBe('21');
    const afterReconnect = polls();
    await act(() => vi.advanceTimersByTimeAsync(2 * POLL_INTERVAL_MS));
    expect(polls()).toBe(afterReconnect);
  });

  it('Refresh asks the server for new figures and says what it answered, including its limit', async () => {
    new FakeGraphQLWsServer().install();
    let refreshed = 0;
    const { calls } = mockGraphQL({
      Engagement: () => ({ data: { engagement: engagementFixture() } }),
      RefreshEngagement: () =>
        ++refreshed === 1
          ? {
              data: {
                refreshEngagement: {
                  __typename: 'RefreshEngagementPayload',
                  engagementRefreshResult: {
                    __typename: 'EngagementRefreshResult',
                    queued: true,
                    message: 'Asking the platforms for new figures; the tracker updates when they arrive.',
                  },
                  userErrors: [],
                },
              },
            }
          : apiError('Engagement was refreshed less than a minute ago. Try again in 42 s.', { code: 'too_many_requests' }),
    });
    const { user } = renderWithApi(<EngagementTracker campaignId="campaign-1" />);
    await screen.findByText('Acme Robotics: Q3 results and outlook');
    await user.click(screen.getByRole('button', { name: 'Refresh engagement' }));
    expect(await screen.findByText('Asking the platforms for new figures; the tracker updates when they arrive.')).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'RefreshEngagement')?.variables).toEqual({ campaignId: 'campaign-1' });
    await user.click(screen.getByRole('button', { name: 'Refresh engagement' }));
    expect(await screen.findByText('Engagement was refreshed less than a minute ago. Try again in 42 s.')).toBeInTheDocument();
  });

  it('says so when the engagement cannot be loaded (another issuer’s campaign is not found)', async () => {
    new FakeGraphQLWsServer().install();
    mockGraphQL({ Engagement: () => apiError('Campaign not found', { code: 'not_found' }) });
    renderWithApi(<EngagementTracker campaignId="someone-elses" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Campaign not found');
  });
});
