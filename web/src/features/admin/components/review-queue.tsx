import { useMutation, useQuery } from '@apollo/client/react';
import { kycRejectSchema } from '@api-schemas/kyc/kyc.schemas';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../components/toast';
import type { KycReviewsQuery } from '../../../gql/graphql';
import { CONNECTION_PROBLEM_MESSAGE, readApiError } from '../../../lib/auth/api-error';
import { ApproveKycReviewDocument } from '../api/approve-kyc-review.mutation';
import { KycReviewsDocument } from '../api/kyc-reviews.query';
import { RejectKycReviewDocument } from '../api/reject-kyc-review.mutation';
import { enumLabel } from '../../../lib/format';

type Review = KycReviewsQuery['kycReviews']['nodes'][number];

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
        {value || 'N/A'}
      </Typography>
    </Box>
  );
}

function DecisionDialog({
  review,
  kind,
  onClose,
  onDone,
}: {
  review: Review;
  kind: 'approve' | 'reject';
  onClose: () => void;
  onDone: () => Promise<unknown>;
}) {
  const { toast } = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // A decision moves the application from the queue into the history.
  const [approve, approving] = useMutation(ApproveKycReviewDocument, { refetchQueries: ['KycReviewHistory'] });
  const [reject, rejecting] = useMutation(RejectKycReviewDocument, { refetchQueries: ['KycReviewHistory'] });
  const busy = approving.loading || rejecting.loading;
  const company = `${review.userData.companyName} (${review.userData.ticker})`;

  async function onConfirm() {
    try {
      if (kind === 'reject') {
        const parsed = kycRejectSchema.safeParse({ reason: text });
        if (!parsed.success) {
          setError(parsed.error.issues[0].message);
          return;
        }
        await reject({ variables: { userId: review.userId, reason: parsed.data.reason } });
        toast({ title: 'Application rejected', description: `${company}: the issuer is mailed your reason.` });
      } else {
        await approve({ variables: { userId: review.userId, note: text.trim() || null } });
        toast({ title: 'Application approved', description: `${review.userData.username} is verified for ${review.userData.ticker}.` });
      }
      onClose();
      await onDone();
    } catch (failure) {
      const problem = readApiError(failure);
      toast({ title: 'Decision not saved', description: problem.message ?? CONNECTION_PROBLEM_MESSAGE, variant: 'destructive' });
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="decision-title">
      <DialogTitle id="decision-title">{kind === 'approve' ? `Approve ${company}` : `Reject ${company}`}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {kind === 'approve'
            ? `${review.userData.username} becomes a verified issuer for ${review.userData.ticker}. Confirm the failed checks by hand first (for a ticker another account holds: the company's consent).`
            : 'The issuer is mailed this reason, sees it on the verification page, and may apply again.'}
        </Typography>
        <TextField
          label={kind === 'approve' ? 'Note for the issuer (optional, mailed)' : 'Reason (mailed to the issuer)'}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          multiline
          minRows={3}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={kind === 'approve' ? 'success' : 'error'} onClick={() => void onConfirm()} disabled={busy}>
          {kind === 'approve' ? 'Approve' : 'Reject'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ReviewCard({ review, onDone }: { review: Review; onDone: () => Promise<unknown> }) {
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const data = review.userData;
  return (
    <Card component="article" aria-label={`${data.companyName} (${data.ticker})`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h4" component="h2">
            {data.companyName} ({data.ticker})
          </Typography>
          <Chip size="small" label={data.exchange} variant="outlined" />
          {data.listingKnown ? null : <Chip size="small" label="Not in the market data" color="warning" />}
        </Stack>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 2 }}>
          <Detail label="Account" value={`${data.username} (${review.accountEmail})`} />
          <Detail label="Official email (confirmed)" value={data.email} />
          <Detail label="Website" value={data.website} />
          <Detail label="Contact" value={data.contactName} />
          <Detail label="Jurisdiction" value={data.jurisdiction} />
          <Detail label="Sector" value={data.sector} />
          <Detail label="Submitted" value={new Date(review.submittedAt).toLocaleString()} />
        </Box>
        <Box component="ul" aria-label="Check results" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, mb: 2 }}>
          {review.verificationSteps.map((step) => (
            <Box component="li" key={step.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              {step.status === 'PASSED' ? (
                <CheckCircleIcon color="success" fontSize="small" />
              ) : (
                <CancelIcon color="error" fontSize="small" />
              )}
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {step.name}: {enumLabel(step.status)}
                  {step.offlineStandIn ? ' (offline stand-in)' : ''}
                </Typography>
                {step.detail ? (
                  <Typography variant="body2" color="text.secondary">
                    {step.detail}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          ))}
        </Box>
        {data.newsUpdate ? (
          <Typography variant="body2" sx={{ mb: 2 }}>
            Recent news: {data.newsUpdate}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={2}>
          <Button variant="contained" color="success" onClick={() => setDeciding('approve')}>
            Approve
          </Button>
          <Button variant="outlined" color="error" onClick={() => setDeciding('reject')}>
            Reject
          </Button>
        </Stack>
      </CardContent>
      {deciding ? <DecisionDialog review={review} kind={deciding} onClose={() => setDeciding(null)} onDone={onDone} /> : null}
    </Card>
  );
}

/** The reviewer's queue: KYC applications with a failed check and a confirmed email, oldest first. */
export function ReviewQueue() {
  const { data, error, loading, refetch } = useQuery(KycReviewsDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <Stack sx={{ alignItems: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the review queue" />
      </Stack>
    );
  }
  if (!data) {
    const problem = readApiError(error);
    return (
      <Alert
        severity={problem.code === 'admin_only' || problem.code === 'two_factor_enrolment_required' ? 'warning' : 'error'}
        role="alert"
      >
        {problem.code === 'admin_only'
          ? 'Only reviewers (admin accounts) can see this page.'
          : (problem.message ?? CONNECTION_PROBLEM_MESSAGE)}
      </Alert>
    );
  }
  if (data.kycReviews.nodes.length === 0) {
    return <Alert severity="success">No applications are waiting for review.</Alert>;
  }
  return (
    <Stack spacing={3}>
      {data.kycReviews.nodes.map((review) => (
        <ReviewCard key={review.applicationId} review={review} onDone={() => refetch()} />
      ))}
    </Stack>
  );
}
