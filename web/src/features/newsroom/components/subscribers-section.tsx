import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useToast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { SUBSCRIBERS_CSV_URL, useNewsroomSubscribers, useRemoveNewsroomSubscribers } from '../api/newsroom';

/** Settings → Newsroom, owners only: how many receive the email alerts, the CSV export, and removal by address. */
export function SubscribersSection() {
  const { data } = useNewsroomSubscribers();
  const [remove, { loading }] = useRemoveNewsroomSubscribers();
  const [addresses, setAddresses] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { toast } = useToast();
  const list = data?.newsroomSubscribers;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const emails = addresses
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    if (emails.length === 0) return setProblem('Enter the addresses to remove.');
    try {
      const { data: answer } = await remove({ variables: { input: { emails } } });
      const refused = answer?.removeNewsroomSubscribers.userErrors ?? [];
      if (refused.length > 0) return setProblem(refused[0].message);
      setAddresses('');
      toast({ title: 'Addresses removed', description: 'They receive no more alerts.' });
    } catch (error) {
      setProblem(problemMessage(readApiError(error), 'The addresses could not be removed.'));
    }
  }

  return (
    <Box component="section" aria-labelledby="alert-subscribers" sx={{ mt: 3 }}>
      <Typography id="alert-subscribers" variant="h5" component="h4" gutterBottom>
        Email alerts
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {list
          ? `${list.count} confirmed ${list.count === 1 ? 'subscriber' : 'subscribers'}, ${list.pending} awaiting confirmation.`
          : 'Counting subscribers…'}{' '}
        Readers subscribe on the newsroom; each confirmed address receives every release by mail when it goes live.
      </Typography>
      <Button href={SUBSCRIBERS_CSV_URL} download variant="outlined" size="small" sx={{ mb: 2 }}>
        Export subscribers (CSV)
      </Button>
      <Box component="form" noValidate aria-label="Remove subscribers" onSubmit={(event) => void submit(event)}>
        <TextField
          label="Addresses to remove"
          fullWidth
          multiline
          minRows={2}
          value={addresses}
          onChange={(event) => setAddresses(event.target.value)}
          helperText="One or more addresses, separated by commas or new lines"
          disabled={loading}
        />
        {problem ? (
          <Alert severity="error" sx={{ my: 1 }}>
            {problem}
          </Alert>
        ) : null}
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 1 }}>
          <Button type="submit" variant="outlined" color="error" disabled={loading}>
            Remove addresses
          </Button>
        </Stack>
      </Box>
    </Box>
  );
}
