import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import Typography from '@mui/material/Typography';
import { ReviewQueue } from '../../features/admin';

/** /admin/reviews: where a reviewer keeps the landing page's 24–48 hour verification promise. */
export function AdminReviewRoute() {
  return (
    <Box>
      <title>KYC reviews · IssuerWire</title>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        KYC reviews
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Applications where a check failed and the issuer confirmed the official email. Decide each within 24–48 hours; the issuer sees your
        decision and reason on the verification page. The installed plugins and their configuration are under{' '}
        <Link component={RouterLink} to="/admin/integrations">
          Integrations
        </Link>
        .
      </Typography>
      <ReviewQueue />
    </Box>
  );
}
