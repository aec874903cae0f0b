import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { formatMoney, formatVolume } from '../../../lib/format';
import { useRefreshEngagement } from '../api/refresh-engagement.mutation';
import { useLiveEngagement } from '../hooks/use-live-engagement';
import {
  comparisonText,
  formatChangePercent,
  formatCount,
  formatDay,
  NO_LIVE_MARKET_DATA,
  quoteBadge,
  sourceCaption,
  type EngagementFigures,
} from '../lib/tracker';

export interface EngagementTrackerProps {
  /** The campaign chosen in Recent Campaigns (or the URL's ?campaign=); null: the empty state. */
  campaignId: string | null;
  /** Its title when known, shown until it has an article. */
  campaignTitle?: string | null;
}

/** `id` names the figure for tests and tools when its label is a phrase ("Unique readers" is `views`). */
function Figure({ label, value, id = label.toLowerCase() }: { label: string; value: number; id?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }} data-testid={`figure-${id}`}>
        {formatCount(value)}
      </Typography>
    </Box>
  );
}

function PlatformCard({ name, caption, children }: { name: string; caption?: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-label={name} sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        {name}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
        {children}
      </Stack>
      {caption ? (
        <Typography variant="caption" color="text.secondary">
          {caption}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** The stock card: what the figures are and their date first, so nothing reads as live unless it is. */
function StockCard({ stock }: { stock: EngagementFigures['stockData'] }) {
  const change = formatChangePercent(stock.changePercent);
  const badge = quoteBadge(stock);
  const quoted = !!stock.sharePrice;
  return (
    <Paper component="section" variant="outlined" aria-label="Stock performance" sx={{ p: 1.5 }}>
      <Typography variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        Stock performance · {stock.ticker}
      </Typography>
      <Chip
        size="small"
        // The date is the point of the badge: it wraps rather than being cut off in the narrow column.
        sx={{ mt: 0.5, fontWeight: 600, height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
        color={badge.live ? 'success' : 'default'}
        variant={badge.live ? 'filled' : 'outlined'}
        label={badge.label}
        data-testid="quote-badge"
      />
      {!quoted ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          No quote is available for {stock.ticker}.
        </Typography>
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', my: 0.5 }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              Price
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {formatMoney(stock.sharePrice)}
            </Typography>
          </Box>
          {change === null ? null : (
            <Box>
              <Typography variant="caption" color="text.secondary" component="p">
                Change
              </Typography>
              <Typography
                variant="subtitle1"
                component="p"
                sx={{ fontWeight: 700, color: (stock.changePercent ?? 0) < 0 ? 'error.main' : 'success.main' }}
              >
                {change}
              </Typography>
            </Box>
          )}
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              Volume (shares)
            </Typography>
            <Typography variant="subtitle1" component="p" sx={{ fontWeight: 700 }}>
              {formatVolume(stock.volume)}
            </Typography>
          </Box>
        </Stack>
      )}
      {stock.liveSource ? null : (
        <Typography variant="caption" color="text.secondary" component="p" data-testid="market-data-notice">
          {NO_LIVE_MARKET_DATA}
        </Typography>
      )}
    </Paper>
  );
}

function Figures({ engagement }: { engagement: EngagementFigures }) {
  const { twitter, medium, substack, web } = engagement.platforms;
  return (
    <Stack spacing={1.5}>
      <Box>
        <Typography variant="caption" color="text.secondary" component="p">
          Total engagement
        </Typography>
        <Typography variant="h3" component="p" data-testid="total-engagement">
          {formatCount(engagement.totalEngagement)}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          Clicks, shares, likes and comments
        </Typography>
        {engagement.comparison ? (
          <Typography variant="body2" sx={{ mt: 0.5 }} color={engagement.comparison.percent >= 0 ? 'success.main' : 'text.secondary'}>
            {comparisonText(engagement.comparison)}
            <Typography component="span" variant="caption" color="text.secondary">
              {` (${engagement.comparison.campaignsCompared} other ${engagement.comparison.campaignsCompared === 1 ? 'campaign' : 'campaigns'})`}
            </Typography>
          </Typography>
        ) : null}
      </Box>
      <PlatformCard
        name="Hosted page"
        caption="Unique readers of the article's own page and of its tracked links, each counted once per 30 minutes"
      >
        <Figure label="Unique readers" id="views" value={web.views} />
        <Figure label="Readers who clicked" id="clicks" value={web.clicks} />
      </PlatformCard>
      <PlatformCard name="X (Twitter)" caption={sourceCaption(twitter.source, 'X')}>
        <Figure label="Views" value={twitter.views} />
        <Figure label="Likes" value={twitter.likes} />
        <Figure label="Retweets" value={twitter.retweets} />
        <Figure label="Clicks" value={twitter.clicks} />
      </PlatformCard>
      <PlatformCard name="Medium" caption={sourceCaption(medium.source, 'Medium')}>
        <Figure label="Views" value={medium.views} />
        <Figure label="Claps" value={medium.claps} />
        <Figure label="Clicks" value={medium.clicks} />
      </PlatformCard>
      <PlatformCard name="Substack" caption={sourceCaption(substack.source, 'Substack')}>
        <Figure label="Opens" value={substack.opens} />
        <Figure label="Clicks" value={substack.clicks} />
      </PlatformCard>
    </Stack>
  );
}

/**
 * The dashboard's Live Engagement Tracker: measured figures only. The selected campaign's article, total
 * engagement (against the issuer's own average when the server has one), each platform, and the stock.
 */
export function EngagementTracker({ campaignId, campaignTitle }: EngagementTrackerProps) {
  const { engagement, loading, error, live, reload } = useLiveEngagement(campaignId);
  const [refreshEngagement, refreshing] = useRefreshEngagement();
  const [notice, setNotice] = useState<{ campaignId: string; severity: 'info' | 'warning'; text: string } | null>(null);

  async function refresh() {
    if (!campaignId) return;
    try {
      const { data } = await refreshEngagement({ variables: { campaignId } });
      setNotice({
        campaignId,
        severity: 'info',
        text: data?.refreshEngagement.engagementRefreshResult?.message ?? 'Engagement refreshed.',
      });
      await reload();
    } catch (failure) {
      setNotice({ campaignId, severity: 'warning', text: problemMessage(readApiError(failure), 'Engagement could not be refreshed.') });
    }
  }

  const shownNotice = notice && notice.campaignId === campaignId ? notice : null;

  return (
    <Card component="section" aria-labelledby="engagement-tracker-title" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography id="engagement-tracker-title" variant="h4" component="h2">
            Live Engagement Tracker
          </Typography>
          {campaignId ? (
            <Button
              size="small"
              startIcon={<RefreshIcon />}
              onClick={() => void refresh()}
              disabled={refreshing.loading}
              aria-label="Refresh engagement"
            >
              Refresh
            </Button>
          ) : null}
        </Stack>

        {!campaignId ? (
          <Typography variant="body2" color="text.secondary">
            Select a campaign to view engagement metrics.
          </Typography>
        ) : (
          <Stack spacing={1.5} aria-busy={loading || undefined}>
            <Chip
              size="small"
              sx={{ alignSelf: 'flex-start' }}
              color={live ? 'success' : 'default'}
              variant={live ? 'filled' : 'outlined'}
              label={live ? 'Live updates' : 'Updating every 30 s'}
              data-testid="tracker-mode"
            />
            {shownNotice ? (
              <Alert severity={shownNotice.severity} onClose={() => setNotice(null)}>
                {shownNotice.text}
              </Alert>
            ) : null}
            {error && !engagement ? (
              <Alert severity="error">{problemMessage(readApiError(error), 'Engagement could not be loaded.')}</Alert>
            ) : loading || !engagement ? (
              <Box aria-label="Loading engagement">
                <Skeleton width="70%" />
                <Skeleton height={56} width="40%" />
                <Skeleton variant="rounded" height={72} sx={{ mb: 1 }} />
                <Skeleton variant="rounded" height={72} />
              </Box>
            ) : (
              <>
                <Box>
                  <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                    {engagement.articleTitle ?? campaignTitle ?? 'This campaign has no article yet'}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {engagement.publishedAt ? `Published ${formatDay(engagement.publishedAt)}` : 'Not published yet'}
                  </Typography>
                </Box>
                {engagement.hasData ? (
                  <Figures engagement={engagement} />
                ) : (
                  <Box sx={{ py: 1 }}>
                    <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
                      No engagement yet
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      Figures appear here once the article is read or its posts report metrics.
                    </Typography>
                  </Box>
                )}
                <StockCard stock={engagement.stockData} />
              </>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
