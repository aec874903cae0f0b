import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/**
 * Live Engagement Tracker: engagement comes with publishing. Until then it names the selected campaign
 * and says so, with no figures (nothing is measured yet, so nothing is shown).
 */
export function EngagementTrackerCard({ campaign }: { campaign: { title: string } | null }) {
  return (
    <Card component="section" aria-labelledby="engagement-tracker-title" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id="engagement-tracker-title" variant="h4" component="h2" sx={{ mb: 1 }}>
          Live Engagement Tracker
        </Typography>
        {campaign ? (
          <>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {campaign.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Engagement tracking arrives with publishing
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Select a campaign to view engagement metrics.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
