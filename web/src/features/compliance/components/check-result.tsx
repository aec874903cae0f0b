import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DisclosureSlots } from '../../../components/compliance/disclosure-slots';
import type { CheckComplianceQuery } from '../../../gql/graphql';
import { jurisdictionName } from '../lib/presentation';
import { LevelBadge, VerdictBadge } from './badges';
import { FindingsBySeverity } from './findings-by-severity';
import { HighlightedText } from './highlighted-text';

export const MEETS_BASIC_REQUIREMENTS = 'Content appears to meet basic compliance requirements for this jurisdiction.';

export interface CheckResultProps {
  /** The ticker the text was checked for. */
  ticker: string;
  result: CheckComplianceQuery['checkCompliance'];
  /** The text exactly as it was checked (the findings' offsets refer to it). */
  checkedText: string;
}

/**
 * A compliance check's answer: level, verdict, the text with its spans marked, the disclosures found or
 * missing, and the findings in three groups.
 */
export function CheckResult({ ticker, result, checkedText }: CheckResultProps) {
  const serious = result.warnings.critical.length + result.warnings.important.length;
  return (
    <Box component="section" aria-label="Compliance check result" sx={{ display: 'grid', gap: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Compliance level
        </Typography>
        <LevelBadge level={result.complianceLevel} />
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Verdict
        </Typography>
        <VerdictBadge result={result.result} />
        <Typography variant="body2" color="text.secondary">
          Score {Math.round(result.complianceScore)}/100 · {ticker} on {result.exchange}, {jurisdictionName(result.jurisdiction)}
        </Typography>
      </Stack>
      {serious === 0 ? <Alert severity="success">{MEETS_BASIC_REQUIREMENTS}</Alert> : null}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 16 } }}>
          <HighlightedText text={checkedText} findings={result.findings} />
        </Box>
        <Stack spacing={3}>
          <DisclosureSlots slots={result.disclosures} headingVariant="h4" />
          <FindingsBySeverity findings={result.findings} />
        </Stack>
      </Box>
    </Box>
  );
}
