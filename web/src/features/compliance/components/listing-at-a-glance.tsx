import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useGuidelines } from '../api/guidelines.query';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { ListingBadges } from './listing-badges';
import { RuleCitation, RuleList } from './rule-list';

/** The signed-in issuer's own listing: badges, the material change deadline and the key requirements. */
export function ListingAtAGlance({ ticker }: { ticker: string }) {
  const { data, loading, error } = useGuidelines(ticker);
  const guidelines = data?.guidelines;

  return (
    <Paper component="section" aria-labelledby="own-listing-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="own-listing-title" variant="h3" component="h2" sx={{ mb: 2 }}>
        Your listing
      </Typography>
      {loading ? (
        <Box aria-label="Loading your listing's guidelines">
          <Skeleton width="40%" />
          <Skeleton width="70%" />
          <Skeleton width="60%" />
        </Box>
      ) : error ? (
        <Alert severity="error">{problemMessage(readApiError(error), 'The guidelines could not be loaded.')}</Alert>
      ) : guidelines ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            {guidelines.companyName} ({guidelines.ticker})
          </Typography>
          <ListingBadges summary={guidelines.simplified} />
          <Box>
            <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
              Material change deadline
            </Typography>
            <Typography variant="body2">{guidelines.guidelines.materialChangeDeadline.text}</Typography>
            <RuleCitation rule={guidelines.guidelines.materialChangeDeadline} />
          </Box>
          <Box>
            <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
              Key requirements
            </Typography>
            <RuleList rules={guidelines.simplified.keyRequirements} />
          </Box>
          <Link component={RouterLink} to={`/guidelines?ticker=${encodeURIComponent(guidelines.ticker)}`}>
            All guidelines and deadlines for {guidelines.ticker}
          </Link>
        </Box>
      ) : null}
    </Paper>
  );
}
