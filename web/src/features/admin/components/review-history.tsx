import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONNECTION_PROBLEM_MESSAGE, readApiError } from '../../../lib/auth/api-error';
import { KycReviewHistoryDocument } from '../api/kyc-review-history.query';

/** Decided applications stay on record: who decided what, when, and the reason the applicant was mailed. */
export function ReviewHistory() {
  const { data, error, loading } = useQuery(KycReviewHistoryDocument, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return null;
  if (!data) {
    return <Alert severity="error">{readApiError(error).message ?? CONNECTION_PROBLEM_MESSAGE}</Alert>;
  }
  const { nodes, totalCount } = data.kycReviewHistory;
  if (nodes.length === 0) {
    return <Typography color="text.secondary">No application has been decided yet.</Typography>;
  }
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        {nodes.length < totalCount ? `The latest ${nodes.length} of ${totalCount} decisions.` : `${totalCount} decided.`} Each applicant was
        mailed the decision with its reason.
      </Typography>
      <Box component="ul" aria-label="Decided applications" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {nodes.map((item) => (
          <Paper component="li" key={item.applicationId} variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {item.companyName} ({item.exchange}: {item.ticker})
              </Typography>
              <Chip
                size="small"
                label={item.decision === 'APPROVED' ? 'Approved' : 'Rejected'}
                color={item.decision === 'APPROVED' ? 'success' : 'error'}
                variant="outlined"
              />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {new Date(item.decidedAt).toLocaleString()} by {item.reviewer ?? 'a removed reviewer'} · applicant {item.accountEmail}
            </Typography>
            {item.reason ? (
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {item.decision === 'APPROVED' ? 'Note' : 'Reason'}: {item.reason}
              </Typography>
            ) : null}
          </Paper>
        ))}
      </Box>
    </Stack>
  );
}
