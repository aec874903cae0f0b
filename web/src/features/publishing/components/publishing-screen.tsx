import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { usePublishingCalendar } from '../api/publishing-calendar.query';
import { calendarItems, matchesFilter, monthRange, STATUS_FILTERS, type StatusFilter } from '../lib/calendar-items';
import { PublishingList } from './publishing-list';
import { PublishingMonth } from './publishing-month';

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

/** The Publishing screen: a month of posts and newswire releases, what is scheduled, out, or failed, with retry and cancel. */
export function PublishingScreen({ initialMonth = new Date() }: { initialMonth?: Date }) {
  const [month, setMonth] = useState(() => new Date(initialMonth.getFullYear(), initialMonth.getMonth(), 1));
  const [filter, setFilter] = useState<StatusFilter>('all');
  const range = useMemo(() => monthRange(month), [month]);
  // "Scheduled" asks what is coming: the list runs a year on from this month (the grid still shows the month).
  const upcoming = filter === 'scheduled';
  const to = useMemo(() => (upcoming ? new Date(month.getFullYear() + 1, month.getMonth(), 1) : range.to), [upcoming, month, range.to]);
  const { data, error, loading } = usePublishingCalendar(range.from, to);

  const all = useMemo(() => (data ? calendarItems(data.publishingCalendar.publications, data.publishingCalendar.orders) : []), [data]);
  const items = all.filter((item) => matchesFilter(item, filter));
  const monthLabel = MONTH.format(month);

  function shift(by: number) {
    setMonth((m) => new Date(m.getFullYear(), m.getMonth() + by, 1));
  }

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <Typography variant="h2" component="h1">
        Publishing
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Posts on X, Medium and Substack and newswire releases: what is scheduled, what went out, and what failed.
      </Typography>

      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label="Previous month" onClick={() => shift(-1)}>
            <ChevronLeftIcon />
          </IconButton>
          <Typography variant="h3" component="h2" aria-live="polite" sx={{ minWidth: 180, textAlign: 'center' }}>
            {monthLabel}
          </Typography>
          <IconButton aria-label="Next month" onClick={() => shift(1)}>
            <ChevronRightIcon />
          </IconButton>
        </Stack>
        <Box sx={{ flexGrow: 1 }} />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_, value: StatusFilter | null) => value && setFilter(value)}
          aria-label="Status"
        >
          {STATUS_FILTERS.map((f) => (
            <ToggleButton key={f.value} value={f.value}>
              {f.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>

      {error && !data ? (
        <Alert severity="error">{problemMessage(readApiError(error), 'The publishing calendar could not be loaded.')}</Alert>
      ) : null}
      {loading && !data ? (
        <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress aria-label="Loading the publishing calendar" />
        </Box>
      ) : null}

      {data ? (
        <Stack spacing={3}>
          <PublishingMonth month={month} items={items} />
          <Paper variant="outlined" component="section" aria-labelledby="publishing-list-title" sx={{ p: 2 }}>
            <Typography id="publishing-list-title" variant="h4" component="h2" sx={{ mb: 1.5 }}>
              {filter === 'all' ? 'Everything' : STATUS_FILTERS.find((f) => f.value === filter)?.label}{' '}
              {upcoming ? `from ${monthLabel} on` : `in ${monthLabel}`}
            </Typography>
            {items.length > 0 ? (
              <PublishingList items={items} />
            ) : (
              <Box sx={{ textAlign: 'center', py: 4 }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {upcoming
                    ? `Nothing scheduled from ${monthLabel} on.`
                    : all.length === 0
                      ? `Nothing published or scheduled in ${monthLabel}.`
                      : 'Nothing with this status this month.'}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  Open an article from{' '}
                  <Link component={RouterLink} to="/articles">
                    Articles
                  </Link>{' '}
                  and use Publish Now or Schedule; newswire releases come from Distribute to Newswires.
                </Typography>
              </Box>
            )}
          </Paper>
        </Stack>
      ) : null}
    </Box>
  );
}
