import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useDashboardStats } from '../api/dashboard-stats.query';
import { changeTone, formatChange, STAT_CARDS, type StatFigures } from '../lib/stat-cards';

const TONE_COLORS = { up: 'success', down: 'error', flat: 'default' } as const;

export interface StatsGridProps {
  /** undefined while loading: four pulsing placeholders. */
  figures: StatFigures | undefined;
  changes?: StatFigures | null;
}

/** The four cards; missing values show as 0; a change that cannot be computed says there was no data last month. */
export function StatsGrid({ figures, changes }: StatsGridProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}>
      {STAT_CARDS.map((card) => {
        if (!figures) {
          return (
            <Card key={card.key} data-testid="stat-placeholder" aria-hidden="true">
              <CardContent>
                <Skeleton animation="pulse" width="60%" />
                <Skeleton animation="pulse" height={44} width="40%" />
                <Skeleton animation="pulse" width="70%" />
              </CardContent>
            </Card>
          );
        }
        const change = formatChange(changes?.[card.key]);
        return (
          <Card key={card.key} component="section" aria-label={card.title}>
            <CardContent>
              <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                {card.title}
              </Typography>
              <Typography variant="h2" component="p" sx={{ my: 0.5 }} data-testid={`stat-${card.key}`}>
                {card.format(figures[card.key])}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                {card.definition}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {change ? (
                  <>
                    <Chip size="small" label={change} color={TONE_COLORS[changeTone(changes?.[card.key])]} />
                    <Typography variant="caption" color="text.secondary">
                      vs last month
                    </Typography>
                  </>
                ) : (
                  <Chip size="small" label="no data last month" variant="outlined" />
                )}
              </Stack>
            </CardContent>
          </Card>
        );
      })}
    </Box>
  );
}

/** Active Campaigns, Articles Published, Total Engagement and Spend this month, computed by the server. */
export function StatsCards() {
  const { data, error, loading } = useDashboardStats();
  const stats = data?.dashboardStats;
  // The fourth card is the issuer's spend this month (what it was billed), never called revenue.
  const figures: StatFigures | undefined = stats && { ...stats, revenue: stats.monthly.current.chargesBilled.amountCents / 100 };
  if (error && !stats && !loading) {
    return (
      <Box component="section" aria-label="Campaign stats">
        <Alert severity="warning" sx={{ mb: 2 }}>
          {problemMessage(readApiError(error), 'The figures could not be loaded.')} The cards show 0 until they can.
        </Alert>
        <StatsGrid figures={{}} changes={null} />
      </Box>
    );
  }
  return (
    <Box component="section" aria-label="Campaign stats" aria-busy={!stats || undefined}>
      <StatsGrid figures={figures} changes={stats?.changes} />
    </Box>
  );
}
