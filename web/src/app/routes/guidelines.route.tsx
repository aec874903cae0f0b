import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { GuidelinesDemo } from '../../features/compliance/components/guidelines-demo';

export function GuidelinesRoute() {
  const [params] = useSearchParams();
  const ticker = params.get('ticker')?.trim();
  return (
    <>
      <title>Disclosure guidelines · IssuerWire</title>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Disclosure guidelines
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        The disclosure rules of the exchange a ticker trades on, the deadlines they set, and a check of any text against them. Each rule
        names its source. Want a draft that follows them?{' '}
        <Link component={RouterLink} to="/content-generator">
          Generate compliant content
        </Link>
        .
      </Typography>
      <GuidelinesDemo key={ticker ?? ''} initialTicker={ticker || undefined} />
    </>
  );
}
