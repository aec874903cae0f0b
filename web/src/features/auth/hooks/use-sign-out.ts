import { useCallback } from 'react';
import { toast } from '../../../components/toast';
import { problemMessage, readApiError } from '../../../lib/auth/api-error';
import { loadPage } from '../../../lib/auth/full-page';
import { useLogout } from '../api/logout.mutation';

/** Ends the session on the server, then loads /login afresh (nothing of the account stays in memory). */
export function useSignOut() {
  const [logout, { loading }] = useLogout();
  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      toast({ title: 'Sign Out Failed', description: problemMessage(readApiError(error), 'Please try again.'), variant: 'destructive' });
      return;
    }
    loadPage('/login');
  }, [logout]);
  return { signOut, signingOut: loading };
}
