import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useContext, useState } from 'react';
import type { ApprovalStatus } from '../../../gql/graphql';
import { BlockedFindings } from '../../../components/compliance/blocked-findings';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { ViewerContext } from '../../../lib/auth/viewer';
import { blockedFindingsOf, type BlockedFinding } from '../../../lib/blocked-findings';
import { useLiveApproval } from '../api/approval-notifications.subscription';
import { useApproveArticle, useArticleApproval, useRejectArticle, useRequestApproval } from '../api/article-approval';

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const STATUS: Record<ApprovalStatus, { label: string; color: 'default' | 'success' | 'warning' | 'error' }> = {
  PENDING: { label: 'Waiting for approval', color: 'warning' },
  APPROVED: { label: 'Approved', color: 'success' },
  REJECTED: { label: 'Changes requested', color: 'error' },
  VOIDED: { label: 'Voided by a later edit', color: 'default' },
};

/**
 * The article's approval: whether the company requires one, the request about this exact version, and
 * who asked, approved or rejected, when. Editors ask; approvers and owners decide (never on a version
 * they wrote or submitted: the server says so). A version the compliance check blocks shows the block
 * first: it is neither sent for approval nor approved. Decisions made elsewhere show live.
 */
export function ApprovalPanel({
  articleId,
  version,
  onOpenCompliance,
}: {
  articleId: string;
  version: number;
  onOpenCompliance?: () => void;
}) {
  const viewer = useContext(ViewerContext);
  const { data, loading, error } = useArticleApproval(articleId);
  useLiveApproval(articleId);
  const [request, { loading: requesting }] = useRequestApproval(articleId);
  const [approve, { loading: approving }] = useApproveArticle(articleId);
  const [reject, { loading: rejecting }] = useRejectArticle(articleId);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // The findings of a request the gate refused (the state read before may not have known of them yet).
  const [refused, setRefused] = useState<BlockedFinding[] | null>(null);
  if (error && !data) return <Alert severity="error">{problemMessage(readApiError(error), 'The approval could not be loaded.')}</Alert>;
  if (!data) return loading ? <CircularProgress size={24} aria-label="Loading the approval" /> : null;
  const state = data.articleApproval;
  const role = viewer?.memberRole ?? 'VIEWER';
  const canRequest = role !== 'VIEWER';
  const canDecide = role === 'OWNER' || role === 'APPROVER';
  const pending = state.current?.status === 'PENDING';
  const busy = requesting || approving || rejecting;
  const blocked = state.blocked ? state.blockingFindings.map((f) => ({ ...f, severity: 'CRITICAL', text: f.text ?? null })) : refused;

  async function run(action: () => Promise<unknown>, fallback: string) {
    setProblem(null);
    setRefused(null);
    try {
      await action();
      setText('');
    } catch (failure) {
      const findings = blockedFindingsOf(failure);
      if (findings) setRefused(findings);
      else setProblem(problemMessage(readApiError(failure), fallback));
    }
  }

  return (
    <Stack component="section" aria-label="Approval" spacing={2}>
      {blocked ? (
        <BlockedFindings
          findings={blocked}
          lead={
            state.approved
              ? `Version ${version} was approved, but the compliance check now blocks it: it cannot be published or distributed.`
              : `Version ${version} cannot be ${pending ? 'approved' : 'sent for approval'}.`
          }
          onOpenCompliance={onOpenCompliance}
        />
      ) : (
        <Alert severity={state.approved ? 'success' : state.required ? 'warning' : 'info'}>
          {state.approved
            ? `Version ${version} is approved: it may be published and distributed.`
            : state.required
              ? `Your company approves every release first${state.approvalsNeeded > 1 ? ` (${state.approvalsNeeded} approvers)` : ''}: version ${version} needs an approval before it is published or distributed.`
              : 'Your company does not require approval; you may still ask a colleague to approve this version.'}
        </Alert>
      )}
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {(canRequest && !state.current && !blocked) || (canDecide && pending) ? (
        <Stack spacing={1.5}>
          <TextField
            label={pending ? 'Comment (required to request changes)' : 'Note for the approver'}
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={2}
            fullWidth
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            {canRequest && !state.current && !blocked ? (
              <Button
                variant="contained"
                disabled={busy}
                onClick={() =>
                  void run(() => request({ variables: { articleId, note: text.trim() || null } }), 'Approval could not be requested.')
                }
              >
                Request approval
              </Button>
            ) : null}
            {canDecide && pending ? (
              <>
                {blocked ? null : (
                  <Button
                    variant="contained"
                    color="success"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => approve({ variables: { articleId, comment: text.trim() || null } }),
                        'The approval could not be recorded.',
                      )
                    }
                  >
                    Approve version {version}
                  </Button>
                )}
                <Button
                  variant="outlined"
                  color="error"
                  disabled={busy || text.trim().length < 3}
                  onClick={() =>
                    void run(() => reject({ variables: { articleId, comment: text.trim() } }), 'The rejection could not be recorded.')
                  }
                >
                  Request changes
                </Button>
              </>
            ) : null}
          </Stack>
        </Stack>
      ) : null}
      {state.history.length ? (
        <Box component="ol" aria-label="Approval history" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {state.history.map((item) => (
            <Box component="li" key={item.id} sx={{ py: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
                <Typography variant="subtitle2" component="h3">
                  Version {item.version}
                </Typography>
                <Chip size="small" color={STATUS[item.status].color} label={STATUS[item.status].label} />
              </Stack>
              <Typography variant="body2" color="text.secondary">
                Requested by {item.requestedByName ?? 'a former member'} · {WHEN.format(new Date(item.createdAt))}
                {item.note ? ` · “${item.note}”` : ''}
              </Typography>
              {item.decisions.map((d) => (
                <Typography key={`${d.userId}-${d.at}`} variant="body2">
                  {d.decision === 'APPROVED' ? 'Approved' : 'Changes requested'} by {d.name ?? 'a former member'} ·{' '}
                  {WHEN.format(new Date(d.at))}
                  {d.comment ? `: ${d.comment}` : ''}
                </Typography>
              ))}
            </Box>
          ))}
        </Box>
      ) : null}
    </Stack>
  );
}
