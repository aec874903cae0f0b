import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { useRequestSignInLink } from '../api/sign-in-link.mutations';

/** The server says the account's sign-in ceiling holds this address back: its owner may ask for a mailed link. */
export function offersSignInLink(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.signInLinkAvailable === true;
}

/** The locked state's way in: "Email me a sign-in link" for the username typed, then the server's (same-for-everyone) answer. */
export function SignInLinkOffer({ username }: { username: string }) {
  const [requestLink, { loading }] = useRequestSignInLink();
  const [sent, setSent] = useState<string | null>(null);

  const onRequest = async () => {
    try {
      const answer = (await requestLink({ variables: { username } })).data?.requestSignInLink.actionResult;
      setSent(answer?.message ?? 'If sign-in to that account is paused, we emailed its owner a sign-in link.');
    } catch (error) {
      toast({
        title: 'Request Failed',
        description: problemMessage(readApiError(error), 'We could not send a sign-in link. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  if (sent) {
    return (
      <Alert severity="success" role="status">
        {sent}
      </Alert>
    );
  }
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" disabled={loading} onClick={() => void onRequest()}>
          {loading ? 'Sending...' : 'Email me a sign-in link'}
        </Button>
      }
    >
      Sign-in to this account is paused after many failed attempts. If it is yours, sign in with a link sent to its email.
    </Alert>
  );
}
