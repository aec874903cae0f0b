import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useViewerQuery } from '../../../lib/auth/viewer';
import { useAcceptInvitation, useInvitation } from '../api/invitation';
import { ROLE_HELP, ROLE_LABELS } from './team-section';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * /invitations/:token, the link of the invitation mail: what the company offers, then accept (signed in
 * with the invited address) or sign in / create an account first and come back here.
 */
export function InvitationScreen({ token }: { token: string }) {
  const { data, error, loading } = useInvitation(token);
  const { viewer } = useViewerQuery();
  const [accept, { loading: accepting }] = useAcceptInvitation();
  const [problem, setProblem] = useState<string | null>(null);
  // Set once the server asks for the code it mailed to the invited address (its message says where it went).
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const client = useApolloClient();
  const navigate = useNavigate();
  const here = `/invitations/${token}`;

  if (loading && !data) return <CircularProgress aria-label="Loading the invitation" />;
  if (error || !data) {
    return (
      <Stack spacing={2}>
        <Alert severity="error">{problemMessage(readApiError(error), 'This invitation could not be loaded.')}</Alert>
        <Link component={RouterLink} to="/">
          Go to IssuerWire
        </Link>
      </Stack>
    );
  }
  const invitation = data.invitation;

  async function onAccept() {
    setProblem(null);
    try {
      await accept({ variables: { token, code: codeAsked ? code : null } });
      // Everything the screens hold belonged to the account's own (empty) company: start again from the server
      // (cleared, not refetched: this invitation no longer answers once used).
      await client.clearStore();
      navigate('/settings?enrol=2fa', { replace: true });
    } catch (failure) {
      const found = readApiError(failure);
      if (found.code === 'email_verification_required') {
        setCodeAsked(found.message);
        return;
      }
      setProblem(problemMessage(found, 'The invitation could not be accepted.'));
    }
  }

  return (
    <Stack spacing={2}>
      <Typography>
        Join <strong>{invitation.organizationName}</strong>
        {invitation.ticker ? ` (${invitation.ticker})` : ''} as <strong>{ROLE_LABELS[invitation.role]}</strong>:{' '}
        {ROLE_HELP[invitation.role].toLowerCase()}.
      </Typography>
      <Typography variant="body2" color="text.secondary">
        This invitation is for {invitation.email} and works once, until {DATE.format(new Date(invitation.expiresAt))}. Members of a company
        with a team sign in with a password and two-factor authentication.
      </Typography>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      {viewer ? (
        <Stack spacing={1} alignItems="flex-start">
          <Typography variant="body2">Signed in as {viewer.email}.</Typography>
          {codeAsked ? (
            <>
              <Alert severity="info">{codeAsked}</Alert>
              <TextField
                label="Confirmation code"
                value={code}
                onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code' } }}
              />
            </>
          ) : null}
          <Button variant="contained" onClick={() => void onAccept()} disabled={accepting || (codeAsked !== null && code.length !== 6)}>
            {codeAsked ? 'Confirm and join' : 'Accept and join'} {invitation.organizationName}
          </Button>
        </Stack>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" component={RouterLink} to={`/login?next=${encodeURIComponent(here)}`}>
            Sign in to accept
          </Button>
          <Button variant="outlined" component={RouterLink} to={`/signup?next=${encodeURIComponent(here)}`}>
            Create an account
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
