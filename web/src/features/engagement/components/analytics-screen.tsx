import { REACH_FORMULA } from '@api-schemas/distribution/distribution.constants';
import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ResponsiveTable, type ResponsiveColumn } from '../../../components/responsive-table';
import { ReleaseStatusChip, SandboxChip } from '../../../components/status-chip';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import type { AnalyticsQuery } from '../../../gql/graphql';
import { useAnalyticsCampaigns } from '../api/analytics-campaigns.query';
import { useAnalytics } from '../api/analytics.query';
import { analyticsCsvUrl, type AnalyticsRow } from '../lib/analytics-series';
import { customRangeProblem, RANGE_PRESETS, rangeFromParams, withRange, type DateRange, type RangePreset } from '../lib/date-range';
import { formatCount, formatDay } from '../lib/tracker';
import { enumLabel, formatMoney } from '../../../lib/format';

const AnalyticsCharts = lazy(() => import('./analytics-charts').then((m) => ({ default: m.AnalyticsCharts })));

type NewswireOrder = AnalyticsQuery['analytics']['newswireOrders'][number];
const ROWS_PER_PAGE = 25;

function RangeFilter({ range, onChange }: { range: DateRange; onChange: (range: DateRange) => void }) {
  const [custom, setCustom] = useState(range.preset === 'custom');
  const [draft, setDraft] = useState({ from: range.from, to: range.to });
  const problem = customRangeProblem(draft.from, draft.to);
  const showCustom = custom || range.preset === 'custom';

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Date range"
        value={showCustom ? 'custom' : range.preset}
        onChange={(_event, value: RangePreset | 'custom' | null) => {
          if (value === null) return;
          if (value === 'custom') {
            setDraft({ from: range.from, to: range.to });
            setCustom(true);
            return;
          }
          setCustom(false);
          onChange({ preset: value, from: '', to: '' });
        }}
      >
        {RANGE_PRESETS.map((days) => (
          <ToggleButton key={days} value={days}>
            {days} days
          </ToggleButton>
        ))}
        <ToggleButton value="custom">Custom</ToggleButton>
      </ToggleButtonGroup>
      {showCustom ? (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          aria-label="Custom range"
          sx={{ alignItems: 'flex-start' }}
          onSubmit={(event) => {
            event.preventDefault();
            if (!problem) onChange({ preset: 'custom', ...draft });
          }}
        >
          <TextField
            type="date"
            size="small"
            label="From"
            value={draft.from}
            onChange={(event) => setDraft((d) => ({ ...d, from: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(problem) && draft.from !== ''}
            helperText={problem ?? ' '}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={draft.to}
            onChange={(event) => setDraft((d) => ({ ...d, to: event.target.value }))}
            slotProps={{ inputLabel: { shrink: true } }}
            helperText=" "
          />
          <Button type="submit" variant="outlined" disabled={Boolean(problem)} sx={{ mt: '2px' }}>
            Apply
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

function Summary({ rows, orders }: { rows: readonly AnalyticsRow[]; orders: readonly NewswireOrder[] }) {
  const views = rows.reduce((sum, r) => sum + r.views, 0);
  const clicks = rows.reduce((sum, r) => sum + r.clicks, 0);
  const reach = orders.filter((o) => o.status !== 'CANCELLED' && o.status !== 'FAILED').reduce((sum, o) => sum + o.estimatedReach, 0);
  // Each figure says what it counts: the hosted page's are unique readers, the platforms' are their own.
  const figures = [
    ['Views', views, 'Hosted page: unique readers, each counted once per 30 minutes. Platforms: as each reports them.'],
    ['Clicks', clicks, 'Hosted page: readers who clicked a tracked link, once per 30 minutes. Platforms: as each reports them.'],
    // The figure each order recorded when it was placed, the same one the distribution dialog showed.
    [
      'Newswire reach (estimated)',
      reach,
      `Orders in this range, not cancelled or failed: ${REACH_FORMULA} (IssuerWire's estimate, not the wires' figures).`,
    ],
  ] as const;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      {figures.map(([label, value, definition]) => (
        <Card key={label} component="section" aria-label={label}>
          <CardContent>
            <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography variant="h3" component="p">
              {formatCount(value)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {definition}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}

function orderColumns(campaignTitle: (id: string) => string): readonly ResponsiveColumn<NewswireOrder>[] {
  return [
    { header: 'Date', primary: true, cell: (order) => formatDay(order.publishedAt ?? order.createdAt) },
    { header: 'Campaign', primary: true, cell: (order) => campaignTitle(order.campaignId) },
    { header: 'Provider', cell: (order) => order.providerName },
    { header: 'Level', cell: (order) => enumLabel(order.level) },
    {
      header: 'Status',
      cell: (order) => (
        <Stack direction="row" spacing={0.5}>
          <ReleaseStatusChip status={order.status} />
          {order.sandbox ? <SandboxChip /> : null}
        </Stack>
      ),
    },
    { header: 'Estimated reach', align: 'right', cell: (order) => formatCount(order.estimatedReach) },
    { header: 'Cost', align: 'right', cell: (order) => formatMoney(order.price) },
    {
      header: 'Release',
      cell: (order) =>
        order.releaseUrl ? (
          <Link href={order.releaseUrl} target="_blank" rel="noopener noreferrer">
            Open
          </Link>
        ) : (
          '—'
        ),
    },
  ];
}

// Date and campaign head each card on a phone (heading and caption); the platform is in the caption too.
const FIGURE_COLUMNS: readonly ResponsiveColumn<AnalyticsRow>[] = [
  { header: 'Date', primary: true, sx: { whiteSpace: 'nowrap' }, cell: (row) => formatDay(`${row.date}T00:00:00Z`) },
  { header: 'Campaign', primary: true, cell: (row) => `${row.campaignTitle} (${row.ticker})` },
  { header: 'Platform', primary: true, cell: (row) => row.label },
  { header: 'Views', align: 'right', cell: (row) => formatCount(row.views) },
  { header: 'Clicks', align: 'right', cell: (row) => formatCount(row.clicks) },
  { header: 'Shares', align: 'right', cell: (row) => formatCount(row.shares) },
  { header: 'Likes', align: 'right', cell: (row) => formatCount(row.likes) },
  { header: 'Comments', align: 'right', cell: (row) => formatCount(row.comments) },
];

function OrdersTable({ orders, campaignTitle }: { orders: readonly NewswireOrder[]; campaignTitle: (id: string) => string }) {
  return (
    <Card component="section" aria-labelledby="analytics-orders-title">
      <CardContent>
        <Typography id="analytics-orders-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Newswire orders
        </Typography>
        {orders.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No newswire orders in this range.
          </Typography>
        ) : (
          <ResponsiveTable
            label="Newswire orders"
            columns={orderColumns(campaignTitle)}
            rows={orders}
            rowKey={(order) => order.id}
            heading={(order) => campaignTitle(order.campaignId)}
            caption={(order) => formatDay(order.publishedAt ?? order.createdAt)}
          />
        )}
      </CardContent>
    </Card>
  );
}

function FiguresTable({ rows, csvUrl }: { rows: readonly AnalyticsRow[]; csvUrl: string }) {
  const [page, setPage] = useState(0);
  // Newest first; the server sends them oldest first.
  const newest = useMemo(() => [...rows].reverse(), [rows]);
  const shown = newest.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  return (
    <Card component="section" aria-labelledby="analytics-figures-title">
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography id="analytics-figures-title" variant="h4" component="h2">
            Daily figures
          </Typography>
          <Button component="a" href={csvUrl} download startIcon={<DownloadIcon />} variant="outlined" size="small">
            Export CSV
          </Button>
        </Stack>
        {rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No views or clicks in this range.
          </Typography>
        ) : (
          <>
            <ResponsiveTable
              label="Daily figures"
              columns={FIGURE_COLUMNS}
              rows={shown}
              rowKey={(row) => `${row.date} ${row.campaignId} ${row.platform}`}
              heading={(row) => `${row.campaignTitle} (${row.ticker})`}
              caption={(row) => `${formatDay(`${row.date}T00:00:00Z`)} · ${row.label}`}
            />
            {rows.length > ROWS_PER_PAGE ? (
              <TablePagination
                component="div"
                count={rows.length}
                page={page}
                onPageChange={(_event, next) => setPage(next)}
                rowsPerPage={ROWS_PER_PAGE}
                rowsPerPageOptions={[ROWS_PER_PAGE]}
              />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function ChartsLoading() {
  return <Skeleton variant="rounded" height={320} role="status" aria-label="Loading charts" />;
}

/**
 * The Analytics screen: views and clicks per day, platform and campaign (charts and a table with CSV
 * export), and the newswire orders, for a date range and optionally one campaign, both kept in the URL.
 */
export function AnalyticsScreen() {
  const [params, setParams] = useSearchParams();
  const range = rangeFromParams(params);
  const campaignId = params.get('campaign') || undefined;
  const { data, previousData, loading, error } = useAnalytics({ from: range.from, to: range.to, campaignId });
  const campaignItems = useAnalyticsCampaigns().data?.campaigns.nodes;
  const campaigns = useMemo(() => campaignItems ?? [], [campaignItems]);
  const analytics = (data ?? previousData)?.analytics;

  const titles = useMemo(() => {
    const byId = new Map<string, string>(campaigns.map((c) => [c.id, `${c.title} (${c.ticker})`]));
    for (const row of analytics?.rows ?? [])
      if (!byId.has(row.campaignId)) byId.set(row.campaignId, `${row.campaignTitle} (${row.ticker})`);
    return byId;
  }, [campaigns, analytics]);

  function update(next: URLSearchParams) {
    setParams(next, { preventScrollReset: true });
  }

  function changeRange(next: DateRange) {
    update(withRange(params, next));
  }

  const rows = analytics?.rows ?? [];
  const orders = analytics?.newswireOrders ?? [];
  const empty = analytics && rows.length === 0 && orders.length === 0;

  return (
    <Stack spacing={3}>
      <Card component="section" aria-label="Filters">
        <CardContent>
          <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { lg: 'center' } }}>
            <RangeFilter key={`${range.preset} ${range.from} ${range.to}`} range={range} onChange={changeRange} />
            <TextField
              select
              size="small"
              label="Campaign"
              value={campaignId ?? ''}
              sx={{ minWidth: 240 }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              onChange={(event) => {
                const next = new URLSearchParams(params);
                if (event.target.value) next.set('campaign', event.target.value);
                else next.delete('campaign');
                update(next);
              }}
            >
              <MenuItem value="">All campaigns</MenuItem>
              {campaignId && !titles.has(campaignId) ? <MenuItem value={campaignId}>Selected campaign</MenuItem> : null}
              {[...titles].map(([id, title]) => (
                <MenuItem key={id} value={id}>
                  {title}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="analytics-range">
            {formatDay(`${range.from}T00:00:00Z`)} – {formatDay(`${range.to}T00:00:00Z`)} (UTC days)
          </Typography>
        </CardContent>
        {loading ? <LinearProgress aria-label="Loading analytics" /> : null}
      </Card>

      {error ? <Alert severity="error">{problemMessage(readApiError(error), 'Analytics could not be loaded.')}</Alert> : null}

      {!analytics ? (
        error ? null : (
          <Stack spacing={2} aria-busy="true" aria-label="Loading analytics">
            <Skeleton variant="rounded" height={96} />
            <Skeleton variant="rounded" height={320} />
          </Stack>
        )
      ) : (
        <>
          <Summary rows={rows} orders={orders} />
          {empty ? (
            <Card component="section" aria-label="No engagement in this range">
              <CardContent sx={{ textAlign: 'center', py: 5 }}>
                <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                  No engagement in this range
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Views and clicks appear here once a published article is read, and newswire orders once you distribute one.
                </Typography>
              </CardContent>
            </Card>
          ) : rows.length > 0 ? (
            <Suspense fallback={<ChartsLoading />}>
              <AnalyticsCharts rows={rows} from={analytics.from} to={analytics.to} perCampaign={!campaignId} stocks={analytics.stocks} />
            </Suspense>
          ) : null}
          <OrdersTable orders={orders} campaignTitle={(id) => titles.get(id) ?? id} />
          <FiguresTable
            key={`${analytics.from} ${analytics.to} ${campaignId ?? ''}`}
            rows={rows}
            csvUrl={analyticsCsvUrl(range, campaignId)}
          />
        </>
      )}
    </Stack>
  );
}
