import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import CampaignOutlinedIcon from '@mui/icons-material/CampaignOutlined';
import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';

const features = [
  {
    icon: AutoAwesomeOutlinedIcon,
    title: 'Articles from your own facts',
    text: '800–1200 word articles and press releases in your company’s voice, built from your campaign’s own facts by the AI model configured on the server, or by the built-in composer when there is none. Edit, regenerate or export them.',
  },
  {
    icon: GavelOutlinedIcon,
    title: 'Exchange-aware compliance',
    text: 'Every draft is checked against the rules of your exchange and jurisdiction: promises, price predictions, missing risks and missing disclosures are flagged before anything goes out.',
  },
  {
    icon: ShareOutlinedIcon,
    title: 'Publish or schedule',
    text: 'Publish now or later to Twitter/X, Medium and Substack from one screen.',
  },
  {
    icon: CampaignOutlinedIcon,
    title: 'Newswire distribution',
    text: 'Send press releases through newswire providers, with the cost and estimated reach shown before you confirm.',
  },
  {
    icon: InsightsOutlinedIcon,
    title: 'Live engagement',
    text: 'Follow views, clicks and shares per platform next to your stock price and volume.',
  },
  {
    icon: VerifiedUserOutlinedIcon,
    title: 'Verified issuers only',
    text: 'Each issuer is verified before it can publish, and may publish only about its own ticker.',
  },
];

export function FeatureCards() {
  return (
    <Box component="section" aria-labelledby="features-title" sx={{ py: { xs: 8, md: 10 } }}>
      <Container maxWidth="lg">
        <Typography id="features-title" variant="h2" sx={{ textAlign: 'center', mb: 5 }}>
          Everything an investor-relations team needs
        </Typography>
        <Grid container spacing={3}>
          {features.map(({ icon: Icon, title, text }) => (
            <Grid key={title} size={{ xs: 12, sm: 6, md: 4 }}>
              <Card sx={{ height: '100%' }}>
                <CardContent sx={{ p: 3 }}>
                  <Icon color="primary" sx={{ fontSize: 32, mb: 1.5 }} />
                  <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                    {title}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
