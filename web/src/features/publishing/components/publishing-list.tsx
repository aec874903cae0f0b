import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useCancelCalendarOrder } from '../api/cancel-calendar-order.mutation';
import { useCancelPublication } from '../api/cancel-publication.mutation';
import { useConfirmPublication } from '../api/confirm-publication.mutation';
import { useRetryPublication } from '../api/retry-publication.mutation';
import type { CalendarItem } from '../lib/calendar-items';
import { ReleaseStatusChip, SandboxChip } from '../../../components/status-chip';

const WHEN = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function linkLabel(item: CalendarItem): string {
  if (item.kind === 'order') return 'View the release';
  return item.sandbox ? 'View the hosted page' : `View on ${item.channel}`;
}

/** The items in date order, each with its status, failure reason, link and the actions it allows. */
export function PublishingList({ items }: { items: CalendarItem[] }) {
  const { toast } = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const [cancelPublication] = useCancelPublication();
  const [retryPublication] = useRetryPublication();
  const [cancelOrder] = useCancelCalendarOrder();

  async function act(item: CalendarItem, action: 'retry' | 'cancel') {
    setBusy(`${item.kind}-${item.id}`);
    try {
      // The answers carry the item's new state; the normalized cache updates the row and the calendar in place.
      if (action === 'retry') await retryPublication({ variables: { id: item.id } });
      else if (item.kind === 'order') await cancelOrder({ variables: { id: item.id } });
      else await cancelPublication({ variables: { id: item.id } });
      toast({
        title: action === 'retry' ? 'Retrying' : 'Cancelled',
        description:
          action === 'retry'
            ? `${item.channel}: the post is being sent again.`
            : `${item.channel}: "${item.articleTitle}" will not be sent.`,
      });
    } catch (error) {
      toast({
        title: action === 'retry' ? 'Retry Failed' : 'Not Cancelled',
        description: problemMessage(readApiError(error), 'Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Stack component="ul" aria-label="Publishing items" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((item) => {
        const key = `${item.kind}-${item.id}`;
        return (
          <Box
            component="li"
            key={key}
            aria-label={`${item.channel}: ${item.articleTitle}`}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 0.5 }}
          >
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {item.channel}
              </Typography>
              <ReleaseStatusChip status={item.status} />
              {item.sandbox ? (
                <SandboxChip label={item.status === 'PUBLISHED' ? 'Sandbox: nothing was sent' : 'Sandbox: nothing is sent'} />
              ) : null}
              <Typography variant="body2" color="text.secondary">
                {WHEN.format(new Date(item.at))}
              </Typography>
              <Box sx={{ flexGrow: 1 }} />
              {item.canRetry ? (
                <Button size="small" variant="outlined" disabled={busy === key} onClick={() => void act(item, 'retry')}>
                  Retry
                </Button>
              ) : null}
              {item.canCancel ? (
                <Button size="small" variant="outlined" color="error" disabled={busy === key} onClick={() => void act(item, 'cancel')}>
                  Cancel
                </Button>
              ) : null}
            </Stack>
            <Typography variant="body2">{item.articleTitle}</Typography>
            {item.reason && (item.status === 'FAILED' || item.canRetry) ? (
              <Typography variant="body2" color="error">
                Why it failed: {item.reason}
              </Typography>
            ) : null}
            {item.url ? (
              <Link href={item.url} target="_blank" rel="noopener" variant="body2">
                {linkLabel(item)}
              </Link>
            ) : null}
            {item.manual ? <ManualPost item={item} manual={item.manual} /> : null}
          </Box>
        );
      })}
    </Stack>
  );
}

/** A platform without an API: open its editor, paste the prepared post, then record the post's address. */
function ManualPost({ item, manual }: { item: CalendarItem; manual: { formUrl: string; text: string } }) {
  const { toast } = useToast();
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirm, { loading }] = useConfirmPublication();

  async function copy() {
    try {
      await navigator.clipboard.writeText(manual.text);
      toast({ title: 'Copied', description: `The ${item.channel} post is on your clipboard.` });
    } catch {
      toast({
        title: 'Not Copied',
        description: 'Your browser did not allow copying; select the text in the editor instead.',
        variant: 'destructive',
      });
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      await confirm({ variables: { id: item.id, url: url.trim() } });
      toast({ title: 'Post Recorded', description: `${item.channel}: "${item.articleTitle}" is published.` });
    } catch (failure) {
      const problem = readApiError(failure);
      setError(problem.fields.url ?? problemMessage(problem, 'The address could not be recorded. Please try again.'));
    }
  }

  return (
    <Box
      component="form"
      aria-label={`Record the ${item.channel} post`}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ display: 'grid', gap: 1, mt: 0.5 }}
    >
      <Typography variant="body2">
        {item.channel} has no publishing API: open its editor, paste the prepared post, publish it there, then record its address here.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button size="small" variant="outlined" href={manual.formUrl} target="_blank" rel="noopener">
          Open the {item.channel} editor
        </Button>
        <Button size="small" variant="outlined" onClick={() => void copy()}>
          Copy the post
        </Button>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          size="small"
          label="Address of the published post"
          placeholder="https://"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? undefined}
          sx={{ flex: 1 }}
        />
        <Button type="submit" size="small" variant="contained" disabled={loading || !url.trim()}>
          Record URL
        </Button>
      </Stack>
    </Box>
  );
}
