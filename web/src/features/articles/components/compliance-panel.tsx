import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ArticleComplianceQuery, ComplianceResult } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useArticleCompliance } from '../api/article-compliance.query';

type Finding = ArticleComplianceQuery['checkCompliance']['findings'][number];

const GROUPS = [
  { severity: 'CRITICAL', title: 'Critical Issues' },
  { severity: 'IMPORTANT', title: 'Important Considerations' },
  { severity: 'ADVISORY', title: 'Advisory Notes' },
] as const;

const RESULT_LABELS: Record<ComplianceResult, { label: string; color: 'success' | 'warning' | 'error' }> = {
  COMPLIANT: { label: 'Compliant', color: 'success' },
  NEEDS_REVIEW: { label: 'Needs review', color: 'warning' },
  NON_COMPLIANT: { label: 'Not compliant', color: 'error' },
};

function FindingItem({ finding }: { finding: Finding }) {
  return (
    <Box component="li" sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2">{finding.title}</Typography>
      <Typography variant="body2">{finding.message}</Typography>
      {finding.span?.text ? (
        <Typography variant="body2" color="text.secondary">
          In the text: “{finding.span.text}”
        </Typography>
      ) : null}
      {finding.suggestion ? (
        <Typography variant="body2" color="text.secondary">
          Suggestion: {finding.suggestion}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary">
        {finding.citation}
      </Typography>
    </Box>
  );
}

/** The compliance engine's score and findings for the article's text, for the campaign's listing. */
export function CompliancePanel({ ticker, content }: { ticker: string; content: string }) {
  const [check, { data, loading, error, called }] = useArticleCompliance();
  const run = () => void check({ variables: { ticker, content } }).catch(() => undefined);

  useEffect(() => {
    // Opening the tab is asking for the result.
    if (!called && ticker && content) void check({ variables: { ticker, content } }).catch(() => undefined);
  }, [called, check, ticker, content]);

  const result = data?.checkCompliance;
  const verdict = result ? RESULT_LABELS[result.result] : null;
  return (
    <Stack component="section" aria-label="Compliance result" spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="outlined" size="small" onClick={run} disabled={loading || !ticker || !content}>
          {called ? 'Check again' : 'Check compliance'}
        </Button>
        {loading ? <CircularProgress size={18} aria-label="Checking compliance" /> : null}
        <Box sx={{ flexGrow: 1 }} />
        <Link component={RouterLink} to="/guidelines" variant="body2">
          Full guidelines
        </Link>
      </Stack>
      {error ? <Alert severity="error">{problemMessage(readApiError(error), 'Failed to check compliance')}</Alert> : null}
      {result && verdict ? (
        <>
          <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography variant="h4" component="p">
                Score {Math.round(result.complianceScore)}/100
              </Typography>
              <Chip size="small" color={verdict.color} label={verdict.label} />
              <Typography variant="body2" color="text.secondary">
                {result.exchange} · {result.jurisdiction}
              </Typography>
            </Stack>
            <LinearProgress
              variant="determinate"
              value={Math.max(0, Math.min(100, result.complianceScore))}
              color={verdict.color}
              aria-label="Compliance score"
            />
          </Box>
          {result.findings.length === 0 ? (
            <Typography variant="body2">No findings: the text meets the rules checked for this listing.</Typography>
          ) : (
            GROUPS.map((group) => {
              const findings = result.findings.filter((f) => f.severity === group.severity);
              if (!findings.length) return null;
              return (
                <Box key={group.severity} component="section" aria-label={group.title}>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                    {group.title} ({findings.length})
                  </Typography>
                  <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
                    {findings.map((finding, index) => (
                      <FindingItem key={`${finding.ruleId}-${index}`} finding={finding} />
                    ))}
                  </Box>
                </Box>
              );
            })
          )}
        </>
      ) : null}
    </Stack>
  );
}
