import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useMemo } from 'react';
import { formatDay } from '../lib/tracker';
import { seriesByPlatform, totalsByCampaign, type AnalyticsRow, type Metric } from '../lib/analytics-series';

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

/** Views and clicks per day and platform, and per campaign over the range. */
export function AnalyticsCharts({
  rows,
  from,
  to,
  perCampaign,
}: {
  rows: readonly AnalyticsRow[];
  from: string;
  to: string;
  perCampaign: boolean;
}) {
  const campaigns = useMemo(() => totalsByCampaign(rows), [rows]);
  return (
    <Grid container spacing={3}>
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
