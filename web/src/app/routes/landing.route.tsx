import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ComplianceSection } from '../../features/landing/components/compliance-section';
import { DistributionNetwork } from '../../features/landing/components/distribution-network';
import { FeatureCards } from '../../features/landing/components/feature-cards';
import { Hero } from '../../features/landing/components/hero';
import { KycSteps } from '../../features/landing/components/kyc-steps';

export function LandingRoute() {
  return (
    <>
      <title>IssuerWire · Compliant investor communications for verified issuers</title>
      <Hero />
      <KycSteps />
      <DistributionNetwork />
      <FeatureCards />
      <ComplianceSection />
      <Box component="section" aria-labelledby="cta-title" sx={{ py: { xs: 8, md: 10 } }}>
        <Container maxWidth="sm" sx={{ textAlign: 'center' }}>
          <Typography id="cta-title" variant="h2" sx={{ mb: 2 }}>
            Ready to get verified?
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            Register your company today; most issuers are approved within{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              24–48 hours
            </Box>
            .
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to="/register" variant="contained" size="large">
              Register your company
            </Button>
            <Button component={RouterLink} to="/login" size="large">
              Sign in
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
