import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dayKey, monthGrid, sameDay, type CalendarItem } from '../lib/calendar-items';
import { enumLabel } from '../../../lib/format';
import { visuallyHidden } from '../../../lib/visually-hidden';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY_LABEL = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const DOT: Partial<Record<CalendarItem['status'], string>> = { PUBLISHED: '#16a34a', FAILED: '#dc2626' };

/** The month grid: each day lists its items (channel and article), coloured by status. */
export function PublishingMonth({ month, items, today = new Date() }: { month: Date; items: CalendarItem[]; today?: Date }) {
  const byDay = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const key = dayKey(new Date(item.at));
    byDay.set(key, [...(byDay.get(key) ?? []), item]);
  }
  const weeks = monthGrid(month);
  return (
    <Box role="grid" aria-label="Publishing calendar" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box role="row" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', bgcolor: 'action.hover' }}>
        {WEEKDAYS.map((d) => (
          <Typography key={d} role="columnheader" variant="caption" sx={{ p: 0.75, fontWeight: 700, textAlign: 'center' }}>
            {d}
          </Typography>
        ))}
      </Box>
      {weeks.map((week) => (
        <Box role="row" key={dayKey(week[0])} sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)' }}>
          {week.map((day) => {
            const dayItems = byDay.get(dayKey(day)) ?? [];
            const inMonth = day.getMonth() === month.getMonth();
            return (
              <Box
                role="gridcell"
                key={dayKey(day)}
                sx={{
                  minHeight: 84,
                  p: 0.5,
                  borderTop: 1,
                  borderLeft: 1,
                  borderColor: 'divider',
                  bgcolor: inMonth ? 'background.paper' : 'action.hover',
                  minWidth: 0,
                }}
              >
                <Typography
                  variant="caption"
                  sx={{ display: 'block', fontWeight: sameDay(day, today) ? 800 : 400, color: inMonth ? 'text.primary' : 'text.disabled' }}
                >
                  {/* The cell's name is its content (axe: label-content-name-mismatch), so the day is said in full first. */}
                  <Box component="span" sx={visuallyHidden}>
                    {`${DAY_LABEL.format(day)}: ${dayItems.length === 0 ? 'nothing' : `${dayItems.length} item${dayItems.length === 1 ? '' : 's'}`}`}
                  </Box>
                  <span aria-hidden="true">{day.getDate()}</span>
                </Typography>
                {dayItems.map((item) => (
                  <Typography
                    key={`${item.kind}-${item.id}`}
                    variant="caption"
                    title={`${item.channel}: ${item.articleTitle} (${enumLabel(item.status)})`}
                    sx={{
                      // A phone's day square is too narrow for names: it shows the count instead.
                      display: { xs: 'none', sm: 'block' },
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                      borderLeft: 3,
                      borderColor: DOT[item.status] ?? '#ca8a04',
                      pl: 0.5,
                      mb: 0.25,
                    }}
                  >
                    {item.channel}: {item.articleTitle}
                  </Typography>
                ))}
                {dayItems.length > 0 ? (
                  <Typography
                    aria-hidden
                    variant="caption"
                    sx={{ display: { xs: 'block', sm: 'none' }, fontWeight: 700, color: 'primary.main' }}
                  >
                    {dayItems.length}
                  </Typography>
                ) : null}
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
