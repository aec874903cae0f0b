import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { homePathFor } from '../../lib/auth/safe-next';
import { GRAPHQL_PATH } from '../../lib/graphql-path';

interface HeaderViewer {
  username: string;
  role: string;
}

// A plain request, not the Apollo client: the landing page stays free of the GraphQL client's weight.
const QUERY = 'query PublicHeaderViewer { me { username role } }';

/** Who is signed in, for the public header; null when nobody is (or the API cannot say). */
async function fetchHeaderViewer(signal: AbortSignal): Promise<HeaderViewer | null> {
  const response = await fetch(new URL(GRAPHQL_PATH, window.location.href), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    credentials: 'same-origin',
    body: JSON.stringify({ operationName: 'PublicHeaderViewer', query: QUERY }),
    signal,
  });
  if (!response.ok) return null;
  const body = (await response.json()) as { data?: { me?: HeaderViewer | null } };
  return body.data?.me ?? null;
}

/** The public header's account links: Sign in and Get Verified for a visitor, the way back in for someone signed in. */
export function HeaderAccount() {
  const [viewer, setViewer] = useState<HeaderViewer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchHeaderViewer(controller.signal)
      .then(setViewer)
      .catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (viewer) {
    return (
      <Button
        component={RouterLink}
        to={homePathFor(viewer.role)}
        variant="contained"
        aria-label={`${viewer.role === 'ADMIN' ? 'KYC reviews' : 'Dashboard'} (signed in as ${viewer.username})`}
        sx={{ px: { xs: 1.5, sm: 2 } }}
      >
        {viewer.role === 'ADMIN' ? 'KYC reviews' : 'Dashboard'}
      </Button>
    );
  }
  return (
    <>
      <Button component={RouterLink} to="/login" color="inherit" sx={{ minWidth: 0 }}>
        Sign in
      </Button>
      <Button component={RouterLink} to="/register" variant="contained" sx={{ px: { xs: 1.5, sm: 2 } }}>
        Get Verified
      </Button>
    </>
  );
}
