import { useApolloClient } from '@apollo/client/react';
import { toast } from '../../../components/toast';
import { keepToastForNextPage } from '../../../lib/auth/flash-toast';
import { loadPage } from '../../../lib/auth/full-page';
import { MeDocument } from '../../../lib/auth/me.query';
import { DEFAULT_AFTER_SIGN_IN, homePathFor } from '../../../lib/auth/safe-next';
import { loginSuccessful } from '../lib/sign-in-messages';

/**
 * Once the session cookie is set: the welcome, then a full page load of `next`. Without a page in mind
 * a reviewer lands at the KYC queue, an issuer at the dashboard (the session is set: ask who signed in).
 */
export function useFinishSignIn(next: string) {
  const client = useApolloClient();

  const landingPath = async () => {
    try {
      const { data } = await client.query({ query: MeDocument, fetchPolicy: 'network-only' });
      return homePathFor(data?.me?.role);
    } catch {
      return DEFAULT_AFTER_SIGN_IN;
    }
  };

  return async (username: string) => {
    const welcome = loginSuccessful(username);
    toast(welcome);
    keepToastForNextPage(welcome);
    loadPage(next === DEFAULT_AFTER_SIGN_IN ? await landingPath() : next);
  };
}
