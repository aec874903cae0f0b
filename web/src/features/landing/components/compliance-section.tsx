import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export const mandatoryDisclosures = [
  {
    title: 'Paid content',
    text: 'Names the issuer as the one who paid for the piece, and the amount, as US securities law requires for paid communications about a security.',
  },
  {
    title: 'AI-assisted',
    text: 'States that the text was written with the help of an AI model.',
  },
  {
    title: 'Not investment advice',
    text: 'States that the piece is not a recommendation to buy or sell any security.',
  },
] as const;

export function ComplianceSection() {
  return (
    <Box
      component="section"
      aria-labelledby="compliance-title"
      sx={{ py: { xs: 8, md: 10 }, bgcolor: 'primary.dark', color: 'primary.contrastText' }}
    >
      <Container maxWidth="lg">
        <Typography id="compliance-title" variant="h2" sx={{ mb: 1 }}>
          Three disclosures on every piece
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 5, maxWidth: 720 }}>
          IssuerWire adds them itself, not the AI model, and an edit cannot remove them. Whatever you publish says who paid for it, how it
          was written, and what it is not.
        </Typography>
        <Grid container spacing={3} sx={{ mb: 5 }}>
          {mandatoryDisclosures.map((disclosure) => (
            <Grid key={disclosure.title} size={{ xs: 12, md: 4 }}>
              <Paper sx={{ p: 3, height: '100%', bgcolor: 'rgba(255,255,255,0.08)', color: 'inherit' }} elevation={0}>
                <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                  {disclosure.title}
                </Typography>
                <Typography variant="body2" sx={{ opacity: 0.85 }}>
                  {disclosure.text}
                </Typography>
              </Paper>
            </Grid>
          ))}
        </Grid>
        <Button component={RouterLink} to="/guidelines" variant="outlined" color="inherit">
          Read the disclosure guidelines
        </Button>
      </Container>
    </Box>
  );
}
