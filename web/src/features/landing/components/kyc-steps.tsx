import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export const kycSteps = [
  {
    title: 'Submit form',
    text: 'Search your ticker, then give your jurisdiction, a contact person, an official email at your corporate domain and your website.',
  },
  {
    title: 'Automated checks',
    text: 'We check your listing, your email domain and who else holds the ticker against exchange listing data; a person reviews anything that does not match, within 24–48 hours.',
  },
  {
    title: 'Email confirmation',
    text: 'Enter the 6-digit code we send to your official email address.',
  },
  {
    title: 'Account approved',
    text: 'Create campaigns and publish content about your own ticker.',
  },
] as const;

/** The four-step KYC process (spec section 2, landing page). */
export function KycSteps() {
  return (
    <Box component="section" aria-labelledby="kyc-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography id="kyc-title" variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          How verification works
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
          Only verified issuers can publish on IssuerWire. Verification usually takes 24–48 hours.
        </Typography>
        <Grid component="ol" container spacing={3} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {kycSteps.map((step, index) => (
            <Grid component="li" key={step.title} size={{ xs: 12, sm: 6, md: 3 }}>
              <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
                <Box
                  aria-hidden="true"
                  sx={{
                    width: 36,
                    height: 36,
                    borderRadius: '50%',
                    display: 'grid',
                    placeItems: 'center',
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    fontWeight: 700,
                    mb: 2,
                  }}
                >
                  {index + 1}
                </Box>
                <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                  {step.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {step.text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
