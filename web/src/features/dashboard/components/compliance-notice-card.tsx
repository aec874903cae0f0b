import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

// As the disclosures themselves say it: the amount charged, and what wrote the text (no "AI" where none ran).
const disclosures = [
  'Paid content: the issuer paid for this communication, and the amount IssuerWire charged for it.',
  'What wrote it: automated writing software from your facts, or AI assistance, naming the model.',
  'Not investment advice.',
];

/** The three disclosures every article carries, with the way to the full guidelines. */
export function ComplianceNoticeCard() {
  return (
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
  );
}
