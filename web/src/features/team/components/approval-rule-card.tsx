import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useApprovalRule, useSetApprovalRule } from '../api/approval-rule';

/** Settings → Team → Approvals: the owner decides whether releases wait for approval, and for how many approvers. */
export function ApprovalRuleCard({ canChange }: { canChange: boolean }) {
  const { data } = useApprovalRule();
  const [save, { loading }] = useSetApprovalRule();
  const [problem, setProblem] = useState<string | null>(null);
  if (!data) return null;
  const rule = data.approvalRule;

  async function change(required: boolean, approvalsNeeded: number) {
    setProblem(null);
    try {
      await save({ variables: { required, approvalsNeeded } });
    } catch (error) {
      setProblem(problemMessage(readApiError(error), 'The approval setting could not be saved.'));
    }
  }

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h4" component="h3" gutterBottom>
          Approvals
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {rule.required
            ? `Every article is approved by ${rule.approvalsNeeded === 1 ? 'an approver' : 'two approvers'} before it is published or distributed; any edit needs a new approval.`
            : 'Articles are published and distributed without an approval.'}
          {rule.explicit ? '' : ' (The default: on once the company has two members.)'}
        </Typography>
        {canChange ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <FormControlLabel
              control={
                <Switch checked={rule.required} disabled={loading} onChange={(e) => void change(e.target.checked, rule.approvalsNeeded)} />
              }
              label="Require approval before release"
            />
            <TextField
              select
              size="small"
              label="Approvals needed"
              value={rule.approvalsNeeded}
              disabled={loading || !rule.required}
              onChange={(e) => void change(rule.required, Number(e.target.value))}
              sx={{ width: 180 }}
            >
              <MenuItem value={1}>One approver</MenuItem>
              <MenuItem value={2}>Two approvers</MenuItem>
            </TextField>
          </Stack>
        ) : null}
        {problem ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
      </CardContent>
    </Card>
  );
}
