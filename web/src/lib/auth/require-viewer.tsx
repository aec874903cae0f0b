import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { CONNECTION_PROBLEM_MESSAGE } from './api-error';
import { showKeptToast } from './flash-toast';
import { loginPathFor } from './safe-next';
import { useViewerQuery, ViewerProvider, type Viewer } from './viewer';

const SETTINGS_PATH = '/settings';

/**
 * App-shell screens need a signed-in viewer: signed out, the visitor goes to /login?next=<path>.
 * Only a convenience: every API call checks the session itself.
 */
export function RequireViewer({ children, twoFactorGate }: { children: ReactNode; twoFactorGate?: (viewer: Viewer) => ReactNode }) {
  const { viewer, error, refetch } = useViewerQuery();
  const location = useLocation();

  useEffect(() => {
    if (viewer) showKeptToast();
  }, [viewer]);
  const gated = useRef(false);

  // Reviewers, and every member of a company with a team, enrol a second factor before anything else (the API
  // refuses their reviews, or their company's data, until then).
  const mustEnrol = viewer && !viewer.twoFactorEnabled && (viewer.role === 'ADMIN' || viewer.twoFactorRequired);
  // An issuer sets two factors up in a dialog that stays until they are on, whatever the path (and after a reload). Sticky:
  // enabling refetches the viewer, and the dialog must stay for its last step (the backup codes); the gate ends with a full load.
  if (mustEnrol && viewer.role !== 'ADMIN' && twoFactorGate) gated.current = true;
  if (gated.current && viewer && twoFactorGate) return <ViewerProvider viewer={viewer}>{twoFactorGate(viewer)}</ViewerProvider>;
  if (mustEnrol && location.pathname !== SETTINGS_PATH) {
    return <Navigate to={`${SETTINGS_PATH}?enrol=2fa`} replace />;
  }
  if (viewer) return <ViewerProvider viewer={viewer}>{children}</ViewerProvider>;
  if (viewer === null) return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  if (error) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', px: 2 }}>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch().catch(() => undefined)}>
              Retry
            </Button>
          }
        >
          {CONNECTION_PROBLEM_MESSAGE}
        </Alert>
      </Box>
    );
  }
  return <PageLoader />;
}
