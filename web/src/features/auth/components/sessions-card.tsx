import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useEndOtherSessions } from '../api/end-other-sessions.mutation';
import { useEndSession } from '../api/end-session.mutation';
import { useSessions } from '../api/sessions.query';
import { describeUserAgent } from '../lib/user-agent';
import { SettingsCard } from './settings-card';

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function formatWhen(value: unknown): string {
  const date = new Date(String(value));
  return Number.isFinite(date.getTime()) ? dateTime.format(date) : 'unknown';
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Where this account is signed in; sign out one session or all the others. */
export function SessionsCard() {
  const { data, loading, error, refetch } = useSessions();
  const [endOthers, { loading: endingOthers }] = useEndOtherSessions();
  const [endSession, { loading: ending }] = useEndSession();
  const sessions = data?.sessions.nodes ?? [];
  const others = sessions.filter((session) => !session.current).length;

  const onEndOthers = async () => {
    try {
      const count = (await endOthers()).data?.endOtherSessions.endedCount ?? 0;
      toast({ title: 'Sessions Signed Out', description: `Signed out ${plural(count, 'other session')}.` });
    } catch (problem) {
      toast({ title: 'Sign Out Failed', description: problemMessage(readApiError(problem), 'Please try again.'), variant: 'destructive' });
    }
  };

  const onEndOne = async (id: string) => {
    try {
      const answer = (await endSession({ variables: { id } })).data?.endSession.actionResult;
      toast({ title: 'Session Signed Out', description: answer?.message || 'The session has been signed out.' });
    } catch (problem) {
      toast({ title: 'Sign Out Failed', description: problemMessage(readApiError(problem), 'Please try again.'), variant: 'destructive' });
    }
  };

  return (
    <SettingsCard
      title="Active sessions"
      action={
        <Button variant="outlined" onClick={() => void onEndOthers()} disabled={others === 0 || endingOthers}>
          Sign out other sessions
        </Button>
      }
    >
      {error && !data ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Retry
            </Button>
          }
        >
          {problemMessage(readApiError(error), 'Your sessions could not be loaded.')}
        </Alert>
      ) : null}
      {loading && !data ? (
        <Stack spacing={1} role="status" aria-label="Loading sessions">
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : null}
      {data ? (
        <List disablePadding aria-label="Sessions">
          {sessions.map((session) => (
            <ListItem
              key={session.id}
              divider
              disableGutters
              secondaryAction={
                session.current ? (
                  <Chip label="This device" color="primary" size="small" />
                ) : (
                  <Button
                    size="small"
                    onClick={() => void onEndOne(session.id)}
                    disabled={ending}
                    aria-label={`Sign out ${describeUserAgent(session.userAgent)}, last seen ${formatWhen(session.lastSeenAt)}`}
                  >
                    Sign out
                  </Button>
                )
              }
              sx={{ pr: 14 }}
            >
              <ListItemText
                primary={describeUserAgent(session.userAgent)}
                secondary={
                  <>
                    <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                      IP {session.ip ?? 'unknown'} · Last seen {formatWhen(session.lastSeenAt)} · Signed in {formatWhen(session.createdAt)}
                    </Typography>
                    {session.userAgent ? (
                      <Typography
                        component="span"
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: 'block', wordBreak: 'break-word' }}
                      >
                        {session.userAgent}
                      </Typography>
                    ) : null}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </SettingsCard>
  );
}
