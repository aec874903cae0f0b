import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { LevelBadge } from '../../features/compliance/components/badges';
import { ContentAnalysis } from '../../features/compliance/components/content-analysis';
import { ContentGenerator } from '../../features/content-generator/components/content-generator';

export function ContentGeneratorRoute() {
  return (
    <>
      <title>Compliant content generator · IssuerWire</title>
      <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
        Compliant content generator
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        A press release for your own ticker that carries the mandatory disclosures and is checked against your exchange&apos;s rules.{' '}
        <Link component={RouterLink} to="/guidelines">
          Read the disclosure guidelines
        </Link>
        .
      </Typography>
      <ContentGenerator
        renderAnalysis={(request) => <ContentAnalysis ticker={request.ticker} content={request.content} />}
        renderLevel={(level) => <LevelBadge level={level} />}
      />
    </>
  );
}
