import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import type { NewswireOrderFieldsFragment } from '../../../gql/graphql';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { enumLabel, formatWhen } from '../../../lib/format';
import { ReleaseStatusChip, SandboxChip } from '../../../components/status-chip';
import { useCancelNewswireOrder } from '../api/cancel-newswire-order.mutation';
import { useConfirmNewswireOrder } from '../api/confirm-newswire-order.mutation';
import { useRetryNewswireOrder } from '../api/retry-newswire-order.mutation';
import { useRecordNewswireOrderOutcome } from '../api/record-newswire-order-outcome.mutation';
import { formatCents, formatReach } from '../lib/distribution-estimates';
import { canCancel, canConfirm, canRetry } from '../lib/order-status';

/** The prepared release of a Web Integration order: every field the wire's form asks for, and the full text. */
function SubmissionPackage({ order }: { order: NewswireOrderFieldsFragment }) {
  const submission = order.submission!;
  // Open while the issuer still has to file it; a status change afterwards leaves the reader's choice alone.
  const [initiallyOpen] = useState(order.status === 'AWAITING_ISSUER');
  // No head-office city on the profile: the dateline stays empty rather than print a country.
  const datelineMissing = submission.fields.some((field) => field.label === 'Dateline' && !field.value.trim());
  return (
    <Accordion disableGutters variant="outlined" defaultExpanded={initiallyOpen} sx={{ mt: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Submission package for {order.providerName}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {datelineMissing ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            The dateline is empty: your head office city is missing. Add it under Settings, Company profile, or type the city into{' '}
            {order.providerName}'s form when you file the release.
          </Alert>
        ) : null}
        <Box
          component="dl"
          aria-label={`Submission package for ${order.providerName}`}
          sx={{ m: 0, display: 'grid', gridTemplateColumns: { sm: '140px 1fr' }, columnGap: 2, rowGap: 1 }}
        >
          {submission.fields.map((field) => (
            <Box key={field.label} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                {field.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {field.label === 'Dateline' && !field.value.trim() ? 'Missing: your head office city' : field.value}
              </Typography>
            </Box>
          ))}
        </Box>
        <TextField
          label="Full release text"
          value={submission.text}
          multiline
          minRows={4}
          maxRows={12}
          fullWidth
          sx={{ mt: 2 }}
          slotProps={{ input: { readOnly: true } }}
        />
      </AccordionDetails>
    </Accordion>
  );
}

/** Records the URL of the release the issuer filed on the wire's site. */
function ConfirmReleaseForm({ order }: { order: NewswireOrderFieldsFragment }) {
  const { toast } = useToast();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, { loading }] = useConfirmNewswireOrder();
  const fieldId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await confirm({ variables: { id: order.id, releaseUrl: url.trim() } });
      toast({ title: 'Release Recorded', description: `${order.providerName}: the release is published.` });
    } catch (caught) {
      const problem = readApiError(caught);
      setError(problem.fields.releaseUrl ?? problemMessage(problem, 'The release URL could not be recorded. Please try again.'));
    }
  }

  return (
    <Box
      component="form"
      onSubmit={(event) => void submit(event)}
      aria-label={`Record the release URL for ${order.providerName}`}
      sx={{ mt: 1.5 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={fieldId}
          size="small"
          label="Release URL"
          placeholder="https://..."
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Once the wire has published it, paste the address of the release.'}
          fullWidth
        />
        <Button type="submit" variant="outlined" disabled={loading || !url.trim()} sx={{ flexShrink: 0 }}>
          {loading ? 'Recording...' : 'Record release URL'}
        </Button>
      </Stack>
    </Box>
  );
}

/** One order: state, cost, reach, vendor reference; the package to file and the actions the state allows. */
export function NewswireOrderItem({ order }: { order: NewswireOrderFieldsFragment }) {
  const { toast } = useToast();
  const [cancel, { loading: cancelling }] = useCancelNewswireOrder();
  const [retry, { loading: retrying }] = useRetryNewswireOrder();
  const [recordOutcome, { loading: recording }] = useRecordNewswireOrderOutcome();
  const headingId = useId();
  const level = enumLabel(order.level);

  async function act(action: 'cancel' | 'retry' | 'sent' | 'not_sent') {
    const done = {
      cancel: { title: 'Order Cancelled', description: 'nothing will be sent.' },
      retry: { title: 'Order Retried', description: 'sent again.' },
      sent: { title: 'Recorded as Sent', description: 'the order stands as placed.' },
      not_sent: { title: 'Recorded as Not Sent', description: 'retry it to order it.' },
    }[action];
    try {
      if (action === 'cancel') await cancel({ variables: { id: order.id } });
      else if (action === 'retry') await retry({ variables: { id: order.id } });
      else await recordOutcome({ variables: { id: order.id, sent: action === 'sent' } });
      toast({ title: done.title, description: `${order.providerName}: ${done.description}` });
    } catch (caught) {
      toast({
        title: 'Error',
        description: problemMessage(readApiError(caught), 'The order could not be changed. Please try again.'),
        variant: 'destructive',
      });
    }
  }

  const formUrl = order.submission?.formUrl;
  // A filed Web Integration order's stored message is the filing instruction: done once it is published.
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700 }}>
          {order.providerName}
        </Typography>
        <ReleaseStatusChip status={order.status} />
        {order.sandbox ? <SandboxChip label="Sandbox: nothing was sent" /> : null}
      </Stack>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, auto)', sm: 'repeat(4, auto)' },
          gap: 0.5,
          columnGap: 2,
          justifyContent: 'start',
        }}
      >
        {[
          ['Level', level],
          ['Cost', formatCents(order.price.amountCents)],
          ['Est. reach', formatReach(order.estimatedReach)],
          ['Vendor reference', order.vendorRef ?? '—'],
        ].map(([term, value]) => (
          <Box key={term}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {term}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {order.targetTime ? `Release time ${formatWhen(order.targetTime)}` : 'Released at once'} · ordered {formatWhen(order.createdAt)}
        {order.publishedAt ? ` · published ${formatWhen(order.publishedAt)}` : ''}
      </Typography>
      {order.releaseUrl ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Release:{' '}
          <Link href={order.releaseUrl} target="_blank" rel="noopener noreferrer">
            {order.releaseUrl}
          </Link>
        </Typography>
      ) : null}
      {order.status === 'UNKNOWN' ? (
        <Alert severity="warning" sx={{ mt: 1 }}>
          The server stopped while sending this order, so {order.providerName} may already have it. Check on {order.providerName}
          &apos;s site before anything else: retrying could order (and charge) it twice. It settles once {order.providerName} answers our
          lookup, or an owner or editor records whether it was sent.
        </Alert>
      ) : order.lastError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {order.lastError}
        </Alert>
      ) : order.message && !(order.status === 'PUBLISHED' && !order.apiAvailable) ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {order.message}
        </Typography>
      ) : null}
      {order.submission && order.status !== 'CANCELLED' ? <SubmissionPackage order={order} /> : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
        {formUrl && order.status === 'AWAITING_ISSUER' ? (
          <Button size="small" variant="contained" href={formUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
            Open {order.providerName} form
          </Button>
        ) : null}
        {canCancel(order) ? (
          <Button size="small" variant="outlined" color="error" onClick={() => void act('cancel')} disabled={cancelling}>
            {cancelling ? 'Cancelling...' : 'Cancel order'}
          </Button>
        ) : null}
        {order.status === 'UNKNOWN' ? (
          <>
            <Button size="small" variant="outlined" onClick={() => void act('sent')} disabled={recording}>
              {order.providerName} has it
            </Button>
            <Button size="small" variant="outlined" onClick={() => void act('not_sent')} disabled={recording}>
              {order.providerName} does not have it
            </Button>
          </>
        ) : null}
        {canRetry(order) ? (
          <Button size="small" variant="outlined" onClick={() => void act('retry')} disabled={retrying}>
            {retrying ? 'Retrying...' : 'Retry'}
          </Button>
        ) : null}
      </Stack>
      {canConfirm(order) ? <ConfirmReleaseForm order={order} /> : null}
    </Paper>
  );
}
