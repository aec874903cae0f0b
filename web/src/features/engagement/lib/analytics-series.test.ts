import { describe, expect, it } from 'vitest';
import { analyticsCsvUrl, seriesByPlatform, totalsByCampaign, type AnalyticsRow } from './analytics-series';

function row(date: string, label: string, views: number, clicks: number, campaignId = 'c1'): AnalyticsRow {
  return {
    date,
    campaignId,
    campaignTitle: campaignId === 'c1' ? 'Q3 update' : 'Launch',
    ticker: 'ACME',
    platform: label,
    label,
    views,
    clicks,
    shares: 0,
    likes: 0,
    comments: 0,
  };
}

describe('analytics series', () => {
  it('gives every platform a value for every day of the range, 0 where nothing was stored, summed over campaigns', () => {
    const rows = [
      row('2026-03-01', 'Hosted page', 4, 1),
      row('2026-03-03', 'Hosted page', 2, 0),
      row('2026-03-03', 'Hosted page', 5, 2, 'c2'),
      row('2026-03-02', 'X (Twitter)', 10, 3),
    ];
    expect(seriesByPlatform(rows, '2026-03-01', '2026-03-03', 'views')).toEqual({
      days: ['2026-03-01', '2026-03-02', '2026-03-03'],
      series: [
        { label: 'Hosted page', data: [4, 0, 7] },
        { label: 'X (Twitter)', data: [0, 10, 0] },
      ],
    });
    expect(seriesByPlatform(rows, '2026-03-01', '2026-03-03', 'clicks').series[0].data).toEqual([1, 0, 2]);
  });

  it('totals per campaign, most viewed first', () => {
    const rows = [
      row('2026-03-01', 'Hosted page', 4, 1),
      row('2026-03-02', 'Hosted page', 20, 2, 'c2'),
      row('2026-03-02', 'X (Twitter)', 3, 3),
    ];
    expect(totalsByCampaign(rows)).toEqual([
      { campaignId: 'c2', title: 'Launch', ticker: 'ACME', views: 20, clicks: 2 },
      { campaignId: 'c1', title: 'Q3 update', ticker: 'ACME', views: 7, clicks: 4 },
    ]);
  });

  it('links the server’s CSV export for the same range and campaign', () => {
    expect(analyticsCsvUrl({ from: '2026-03-01', to: '2026-03-31' })).toBe('/api/analytics/export.csv?from=2026-03-01&to=2026-03-31');
    expect(analyticsCsvUrl({ from: '2026-03-01', to: '2026-03-31' }, 'c 1')).toBe(
      '/api/analytics/export.csv?from=2026-03-01&to=2026-03-31&campaignId=c+1',
    );
  });
});
