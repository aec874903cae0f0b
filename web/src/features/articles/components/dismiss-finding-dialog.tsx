import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useDismissComplianceFinding } from '../api/article-compliance.query';

const MIN = 10;
const MAX = 500;

export interface DismissTarget {
  ruleId: string;
  title: string;
  passage: string | null;
}

/** Asks an approver why a finding does not apply, and dismisses it for this version (kept in the audit log). */
export function DismissFindingDialog({
  articleId,
  version,
  target,
  onClose,
}: {
  articleId: string;
  version: number;
  target: DismissTarget;
  onClose: () => void;
}) {
  const [dismiss, { loading }] = useDismissComplianceFinding();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const length = reason.trim().length;

  async function submit() {
    setProblem(null);
    try {
      const { data } = await dismiss({
        variables: { input: { articleId, ruleId: target.ruleId, passage: target.passage, reason: reason.trim() } },
      });
      const refused = data?.dismissComplianceFinding.userErrors[0];
      if (refused) setProblem(refused.message);
      else onClose();
    } catch (failure) {
      setProblem(problemMessage(readApiError(failure), 'The finding could not be dismissed.'));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="dismiss-finding-title" fullWidth maxWidth="sm">
      <DialogTitle id="dismiss-finding-title">Dismiss “{target.title}”</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {target.passage ? `“${target.passage}” ` : ''}
          will no longer count for publishing or distributing version {version}. Your name and reason are kept in the audit log and the
          article’s history; any edit raises the finding again.
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: MAX } }}
          helperText={length < MIN ? `Say why it does not apply (at least ${MIN} characters).` : `${length}/${MAX}`}
        />
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" color="warning" onClick={() => void submit()} disabled={loading || length < MIN}>
          Dismiss finding
        </Button>
      </DialogActions>
    </Dialog>
  );
}
