import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { DisclosureSlots } from '../../../components/compliance/disclosure-slots';
import { FindingCategoryChip } from '../../../components/compliance/finding-category-chip';
import { SuggestedRewrite } from '../../../components/compliance/suggested-rewrite';
import type { ArticleComplianceQuery, ComplianceResult, SecondOpinionStatus } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { ViewerContext } from '../../../lib/auth/viewer';
import { useArticleCompliance, useDraftCompliance } from '../api/article-compliance.query';
import { DismissFindingDialog, type DismissTarget } from './dismiss-finding-dialog';

type VersionFinding = ArticleComplianceQuery['articleCompliance']['findings'][number];
type Finding = Pick<
  VersionFinding,
  'ruleId' | 'category' | 'title' | 'severity' | 'citation' | 'message' | 'suggestion' | 'rewrite' | 'span'
> &
  Partial<Pick<VersionFinding, 'source' | 'model' | 'dismissed'>>;

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

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function FindingItem({ finding, onDismiss }: { finding: Finding; onDismiss: (() => void) | null }) {
  const dismissed = finding.dismissed ?? null;
  return (
    <Box component="li" sx={{ mb: 1.5, opacity: dismissed ? 0.75 : 1 }} data-rule-id={finding.ruleId}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle2" sx={{ textDecoration: dismissed ? 'line-through' : 'none' }}>
          {finding.title}
        </Typography>
        {finding.category !== 'MODEL' ? <FindingCategoryChip category={finding.category} /> : null}
        {finding.source === 'MODEL' ? (
          <Chip size="small" variant="outlined" color="info" label={`Model’s opinion${finding.model ? ` (${finding.model})` : ''}`} />
        ) : null}
        {dismissed ? <Chip size="small" label="Dismissed" /> : null}
        {onDismiss && !dismissed ? (
          <Button size="small" onClick={onDismiss} aria-label={`Dismiss ${finding.title}`}>
            Dismiss…
          </Button>
        ) : null}
      </Stack>
      <Typography variant="body2">{finding.message}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {finding.span?.text ? `In the text: “${finding.span.text}”` : 'About the whole text'}
      </Typography>
      {finding.suggestion ? <SuggestedRewrite suggestion={finding.suggestion} rewrite={finding.rewrite} /> : null}
      <Typography variant="caption" color="text.secondary" component="p">
        Rule: {finding.citation}
      </Typography>
      {dismissed ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Dismissed by {dismissed.byName ?? 'a former member'} on {WHEN.format(new Date(dismissed.at))}: {dismissed.reason}
        </Typography>
      ) : null}
    </Box>
  );
}

function Findings({ findings, dismissAction }: { findings: readonly Finding[]; dismissAction: ((f: Finding) => () => void) | null }) {
  if (findings.length === 0)
    return <Typography variant="body2">No findings: the text meets the rules checked for this listing.</Typography>;
  return (
    <>
      {GROUPS.map((group) => {
        const inGroup = findings.filter((f) => f.severity === group.severity);
        if (!inGroup.length) return null;
        return (
          <Box key={group.severity} component="section" aria-label={group.title}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
              {group.title} ({inGroup.length})
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, my: 1 }}>
              {inGroup.map((finding, index) => (
                <FindingItem
                  key={`${finding.ruleId}-${finding.span?.start ?? 'all'}-${index}`}
                  finding={finding}
                  onDismiss={dismissAction ? dismissAction(finding) : null}
                />
              ))}
            </Box>
          </Box>
        );
      })}
    </>
  );
}

function Verdict({ result, score, listing }: { result: ComplianceResult; score: number; listing: string }) {
  const verdict = RESULT_LABELS[result];
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="p">
          Score {Math.round(score)}/100
        </Typography>
        <Chip size="small" color={verdict.color} label={verdict.label} />
        <Typography variant="body2" color="text.secondary">
          {listing}
        </Typography>
      </Stack>
      <LinearProgress variant="determinate" value={Math.max(0, Math.min(100, score))} color={verdict.color} aria-label="Compliance score" />
    </Box>
  );
}

/** "Second opinion by <model>: …", only when a model is configured. */
function secondOpinionLine(opinion: { status: SecondOpinionStatus; model?: string | null; findingCount: number }): string | null {
  const by = `Second opinion by ${opinion.model ?? 'the model'}`;
  switch (opinion.status) {
    case 'OFF':
      return null;
    case 'PENDING':
      return `${by}: pending`;
    case 'DONE':
      return `${by}: ${opinion.findingCount === 0 ? 'no findings' : `${opinion.findingCount} finding${opinion.findingCount === 1 ? '' : 's'}`}`;
    case 'NEEDS_REVIEW':
      return `${by}: needs review`;
    case 'FAILED':
      return `${by}: could not be obtained, needs review`;
  }
}

/** The saved version: its findings, the approvers' dismissals (approvers and owners may dismiss), the model's second opinion. */
function VersionCompliance({ articleId }: { articleId: string }) {
  const viewer = useContext(ViewerContext);
  const { data, loading, error } = useArticleCompliance(articleId);
  const [target, setTarget] = useState<DismissTarget | null>(null);
  if (error && !data) return <Alert severity="error">{problemMessage(readApiError(error), 'Failed to check compliance')}</Alert>;
  const result = data?.articleCompliance;
  if (!result) return loading ? <CircularProgress size={18} aria-label="Checking compliance" /> : null;
  const canDismiss = viewer?.memberRole === 'OWNER' || viewer?.memberRole === 'APPROVER';
  const opinion = secondOpinionLine(result.secondOpinion);
  const dismissAction = canDismiss
    ? (f: Finding) => () => setTarget({ ruleId: f.ruleId, title: f.title, passage: f.span?.text ?? null })
    : null;
  return (
    <>
      <Verdict result={result.result} score={result.complianceScore} listing={listingOf(result)} />
      {opinion ? (
        <Typography variant="body2" role="status" aria-label="Second opinion">
          {opinion}
        </Typography>
      ) : null}
      {result.blocked ? (
        <Alert severity="error">A critical finding blocks publishing and distributing version {result.version}.</Alert>
      ) : null}
      <DisclosureSlots slots={result.disclosures} />
      <Findings findings={result.findings} dismissAction={dismissAction} />
      {target ? (
        <DismissFindingDialog articleId={articleId} version={result.version} target={target} onClose={() => setTarget(null)} />
      ) : null}
    </>
  );
}

/** The unsaved text: checked as it stands. */
function DraftCompliance({ ticker, content }: { ticker: string; content: string }) {
  const [check, { data, loading, error, called }] = useDraftCompliance();
  const run = () => void check({ variables: { ticker, content } }).catch(() => undefined);
  useEffect(() => {
    // Opening the tab is asking for the result.
    if (!called && ticker && content) void check({ variables: { ticker, content } }).catch(() => undefined);
  }, [called, check, ticker, content]);
  const result = data?.checkCompliance;
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" size="small" onClick={run} disabled={loading || !ticker || !content}>
          Check again
        </Button>
        {loading ? <CircularProgress size={18} aria-label="Checking compliance" /> : null}
        <Typography variant="body2" color="text.secondary">
          Your unsaved text (save it to dismiss findings or get a second opinion).
        </Typography>
      </Stack>
      {error ? <Alert severity="error">{problemMessage(readApiError(error), 'Failed to check compliance')}</Alert> : null}
      {result ? (
        <>
          <Verdict result={result.result} score={result.complianceScore} listing={listingOf(result)} />
          <DisclosureSlots slots={result.disclosures} />
          <Findings findings={result.findings} dismissAction={null} />
        </>
      ) : null}
    </>
  );
}

function listingOf(result: { exchange: string; jurisdiction: string }): string {
  return [result.exchange, result.jurisdiction].filter(Boolean).join(' · ');
}

/** The compliance engine's score and findings for the article: the saved version, or the text being edited. */
export function CompliancePanel({
  articleId,
  ticker,
  content,
  editing,
}: {
  articleId: string;
  ticker: string;
  content: string;
  editing: boolean;
}) {
  let body: ReactNode;
  if (editing) body = <DraftCompliance ticker={ticker} content={content} />;
  else body = <VersionCompliance articleId={articleId} />;
  return (
    <Stack component="section" aria-label="Compliance result" spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to="/guidelines" variant="body2">
          Full guidelines
        </Link>
      </Stack>
      {body}
    </Stack>
  );
}
