import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReviewHistory, ReviewQueue } from '../../features/admin';

/** /admin/reviews: where a reviewer keeps the landing page's 24–48 hour verification promise. */
export function AdminReviewRoute() {
  return (
    <Box>
      <title>KYC reviews · IssuerWire</title>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        KYC reviews
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        Applications where a check failed and the issuer confirmed the official email. Decide each within 24–48 hours; the issuer is mailed
        your decision and reason and sees them on the verification page.
      </Typography>
      <ReviewQueue />
      <Typography variant="h3" component="h2" sx={{ mt: 6, mb: 2 }}>
        Decided
      </Typography>
      <ReviewHistory />
    </Box>
  );
}
