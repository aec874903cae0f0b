import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AnalyticsScreen } from '../../features/engagement';

export function AnalyticsRoute() {
  return (
    <Box>
      <title>Analytics · IssuerWire</title>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h2" component="h1">
          Analytics
        </Typography>
        <Typography color="text.secondary">
          Views and clicks of your published articles, platform by platform, and your newswire orders.
        </Typography>
      </Box>
      <AnalyticsScreen />
    </Box>
  );
}
