import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ComingSoonCard } from '../../components/placeholder/coming-soon-card';

const disclosures = [
  'Paid content: the issuer paid for this communication, and how much.',
  'AI-assisted: the text was written with the help of an AI model.',
  'Not investment advice.',
];

export function DashboardRoute() {
  return (
    <Box>
      <title>Campaign Dashboard · IssuerWire</title>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 4 }}
      >
        <Box>
          <Typography variant="h2" component="h1">
            Campaign Dashboard
          </Typography>
          <Typography color="text.secondary">
            Create campaigns, generate compliant articles and follow their engagement.
          </Typography>
        </Box>
        <Button component={RouterLink} to="/campaigns/new" variant="contained" startIcon={<AddIcon />}>
          New Campaign
        </Button>
      </Stack>

      <Grid container spacing={3}>
        <Grid size={12}>
          <ComingSoonCard title="Campaign stats">
            Four figures for your account: Active Campaigns, Articles Published, Total Engagement and Revenue
            Generated, each compared with last month. They appear here once campaigns exist.
          </ComingSoonCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ComingSoonCard title="Create New Campaign">
            The AI-powered campaign form: company, ticker, website, recent news, sector, tone, key highlights and
            a budget plan. Save it as a draft or generate the article straight away.
          </ComingSoonCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Card component="section" aria-labelledby="compliance-notice-title" sx={{ height: '100%' }}>
            <CardContent>
              <Typography id="compliance-notice-title" variant="h4" component="h2" sx={{ mb: 1 }}>
                Compliance Notice
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Every article carries three disclosures automatically:
              </Typography>
              <Box component="ul" sx={{ pl: 2.5, my: 0 }}>
                {disclosures.map((item) => (
                  <Typography component="li" variant="body2" key={item} sx={{ mb: 0.5 }}>
                    {item}
                  </Typography>
                ))}
              </Box>
              <Link component={RouterLink} to="/guidelines" variant="body2" sx={{ display: 'inline-block', mt: 1.5 }}>
                Read the full guidelines
              </Link>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ComingSoonCard title="Recent Campaigns">
            A table of your campaigns with company, ticker, status (draft, scheduled, published), sector and
            budget, and actions for each.
          </ComingSoonCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <ComingSoonCard title="Live Engagement Tracker">
            Views, likes and clicks per platform for a selected campaign, with its stock price and volume,
            updating live.
          </ComingSoonCard>
        </Grid>
      </Grid>
    </Box>
  );
}
