import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DemoIssuer } from '../../features/authorization';

export function UserDemoRoute() {
  return (
    <Box component="section" sx={{ maxWidth: 900 }}>
      <title>Verified issuer demo · IssuerWire</title>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Verified issuer demo
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        A sample verified issuer on the fictional DEMO listing, read live from the API: what a verified account holds and what it may do.
      </Typography>
      <DemoIssuer />
    </Box>
  );
}
