import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { formatDay, NO_LIVE_MARKET_DATA, quoteBadge } from '../lib/tracker';
import {
  priceAndEngagement,
  seriesByPlatform,
  totalsByCampaign,
  type AnalyticsRow,
  type Metric,
  type StockSeries,
} from '../lib/analytics-series';

// MUI X Charts live in this module only: it is loaded with the Analytics screen, never with the landing page.

const HEIGHT = 280;
/** Counts: whole-number ticks, and an axis up to 1 rather than a collapsed one when everything is 0. */
function countAxis(values: number[]) {
  return { min: 0, max: values.some((v) => v > 0) ? undefined : 1, tickMinStep: 1 };
}

function ChartCard({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Card component="figure" aria-labelledby={id} sx={{ m: 0, height: '100%' }}>
      <CardContent>
        <Typography id={id} variant="h5" component="figcaption" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function OverTime({
  rows,
  from,
  to,
  metric,
  title,
}: {
  rows: readonly AnalyticsRow[];
  from: string;
  to: string;
  metric: Metric;
  title: string;
}) {
  const { days, series } = useMemo(() => seriesByPlatform(rows, from, to, metric), [rows, from, to, metric]);
  const id = `analytics-${metric}-over-time`;
  return (
    <ChartCard title={title} id={id}>
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: string) => formatDay(`${day}T00:00:00Z`) }]}
        yAxis={[countAxis(series.flatMap((s) => s.data))]}
        series={series.map((s) => ({ label: s.label, data: s.data, curve: 'linear', showMark: days.length <= 31 }))}
        margin={{ left: 8, right: 48 }}
      />
    </ChartCard>
  );
}

/** The ticker's price beside its campaigns' engagement, day by day, headed by what the prices are and their date. */
function StockView({ rows, stock, from, to }: { rows: readonly AnalyticsRow[]; stock: StockSeries; from: string; to: string }) {
  const { days, engagement, price } = useMemo(() => priceAndEngagement(rows, stock, from, to), [rows, stock, from, to]);
  const badge = quoteBadge(stock);
  const id = `analytics-stock-${stock.ticker}`;
  const priced = price.some((p) => p !== null);
  return (
    <ChartCard title={`${stock.ticker}: price and engagement`} id={id}>
      <Chip
        label={badge.label}
        color={badge.live ? 'success' : 'default'}
        variant={badge.live ? 'filled' : 'outlined'}
        sx={{ fontWeight: 600, mb: 1, height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        data-testid="stock-as-of"
      />
      {priced ? null : (
        <Typography variant="body2" color="text.secondary">
          No price falls in this range: the latest is {badge.label.toLowerCase()}.
        </Typography>
      )}
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: days, valueFormatter: (day: string) => formatDay(`${day}T00:00:00Z`) }]}
        yAxis={[
          { id: 'engagement', ...countAxis(engagement) },
          { id: 'price', position: 'right', valueFormatter: (v: number | null) => (v === null ? '' : v.toFixed(2)) },
        ]}
        series={[
          { label: 'Engagement (views and clicks)', data: engagement, yAxisId: 'engagement', curve: 'linear', showMark: false },
          {
            label: `Price (${stock.currency ?? 'USD'}${stock.freshness === 'SAMPLE' ? ', sample' : ''})`,
            data: price,
            yAxisId: 'price',
            curve: 'linear',
            connectNulls: false,
            showMark: days.length <= 31,
          },
        ]}
        margin={{ left: 8, right: 8 }}
      />
      {stock.liveSource ? null : (
        <Typography variant="caption" color="text.secondary" component="p">
          {NO_LIVE_MARKET_DATA}
        </Typography>
      )}
    </ChartCard>
  );
}

/** Views and clicks per day and platform, per campaign over the range, and each ticker's price beside its engagement. */
export function AnalyticsCharts({
  rows,
  from,
  to,
  perCampaign,
  stocks = [],
}: {
  rows: readonly AnalyticsRow[];
  from: string;
  to: string;
  perCampaign: boolean;
  stocks?: readonly StockSeries[];
}) {
  const campaigns = useMemo(() => totalsByCampaign(rows), [rows]);
  return (
    <Grid container spacing={3}>
      {stocks.map((stock) => (
        <Grid size={12} key={stock.ticker}>
          <StockView rows={rows} stock={stock} from={from} to={to} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 6 }}>
        <OverTime rows={rows} from={from} to={to} metric="views" title="Views over time" />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <OverTime rows={rows} from={from} to={to} metric="clicks" title="Clicks over time" />
      </Grid>
      {perCampaign ? (
        <Grid size={12}>
          <ChartCard title="Views and clicks per campaign" id="analytics-per-campaign">
            <BarChart
              height={Math.max(HEIGHT, campaigns.length * 36)}
              layout="horizontal"
              xAxis={[countAxis(campaigns.flatMap((c) => [c.views, c.clicks]))]}
              yAxis={[{ scaleType: 'band', data: campaigns.map((c) => `${c.title} (${c.ticker})`), width: 160 }]}
              series={[
                { label: 'Views', data: campaigns.map((c) => c.views) },
                { label: 'Clicks', data: campaigns.map((c) => c.clicks) },
              ]}
            />
          </ChartCard>
        </Grid>
      ) : null}
    </Grid>
  );
}
