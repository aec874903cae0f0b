import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BlockedFinding } from '../../lib/blocked-findings';
import { severityOf as parseSeverity, SWATCHES, type Severity } from '../../lib/severity';
import { SuggestedRewrite } from './suggested-rewrite';
import { SeverityChip } from './swatch-chip';

// An unknown severity still blocked the release: it reads as critical.
function severityOf(value: string): Severity {
  return parseSeverity(value) ?? 'CRITICAL';
}

export interface BlockedFindingsProps {
  findings: BlockedFinding[];
  /** The first sentence (default: "Nothing was sent."), for a block shown before anything was tried. */
  lead?: string;
  /** Opens the article's Compliance tab, where the full check runs; without it the text says where to go. */
  onOpenCompliance?: () => void;
}

/**
 * Why the compliance gate refused a release: each finding with its rule, severity, the matched words, the
 * explanation and a rewrite, and what to do next (edit the content, check again).
 */
export function BlockedFindings({ findings, lead = 'Nothing was sent.', onOpenCompliance }: BlockedFindingsProps) {
  return (
    <Alert severity="error" role="alert" aria-label="Blocked by compliance" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
      <AlertTitle>Blocked by the compliance check</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        {lead} {findings.length === 1 ? 'This finding has' : `These ${findings.length} findings have`} to be fixed before the article can be
        released.
      </Typography>
      <Stack component="ul" spacing={1.5} aria-label="Compliance findings" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {findings.map((finding, index) => (
          <Box component="li" key={`${finding.ruleId}-${index}`} sx={{ display: 'grid', gap: 0.5 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <SeverityChip severity={severityOf(finding.severity)} />
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {finding.title}
              </Typography>
            </Stack>
            <Typography variant="caption" color="text.secondary">
              Rule: {finding.ruleId}
            </Typography>
            {finding.text ? (
              <Typography variant="body2">
                <Box component="span" sx={{ fontWeight: 600 }}>
                  Matched text:
                </Box>{' '}
                <Box component="mark" sx={{ bgcolor: SWATCHES.red.bg, color: SWATCHES.red.fg, px: 0.5, borderRadius: 0.5 }}>
                  “{finding.text}”
                </Box>
              </Typography>
            ) : null}
            <Typography variant="body2">{finding.message}</Typography>
            {finding.suggestion ? <SuggestedRewrite suggestion={finding.suggestion} /> : null}
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ mt: 1.5 }}>
        How to fix: use Edit Content to change the words above (or Regenerate), save, then try again. The Compliance tab shows the full
        check of the current text.
      </Typography>
      {onOpenCompliance ? (
        <Button size="small" variant="outlined" color="error" onClick={onOpenCompliance} sx={{ mt: 1 }}>
          Open the Compliance tab
        </Button>
      ) : null}
    </Alert>
  );
}
