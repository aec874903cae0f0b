import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useState } from 'react';
import { Outlet } from 'react-router';
import { Tip } from '../../components/tip/tip';
import { RequireViewer } from '../../lib/auth/require-viewer';
import { useViewer } from '../../lib/auth/viewer';
import { DemoBanner } from '../../features/auth/components/demo-banner';
import { TwoFactorGate } from '../../features/auth/components/two-factor-gate';
import { ApiProviders } from '../api-providers';
import { Sidebar } from './sidebar';

const DRAWER_WIDTH = 264;
const COLLAPSED_WIDTH = 76;
const COLLAPSED_KEY = 'issuerwire.sidebar.collapsed';

function readCollapsed(): boolean {
  try {
    return window.localStorage.getItem(COLLAPSED_KEY) === 'true';
  } catch {
    return false; // storage blocked (private mode, strict settings): start expanded
  }
}

function useCollapsedSidebar(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      const next = !previous;
      try {
        window.localStorage.setItem(COLLAPSED_KEY, String(next));
      } catch {
        // the choice just won't survive a reload
      }
      return next;
    });
  }, []);
  return [collapsed, toggle];
}

/** The signed-in frame: a permanent (collapsible) sidebar on md+, a drawer behind a menu button below. Signed out, it sends the visitor to /login. */
export function AppShell() {
  return (
    <ApiProviders>
      <RequireViewer twoFactorGate={(viewer) => <TwoFactorGate account={viewer.username} />}>
        <ShellFrame />
      </RequireViewer>
    </ApiProviders>
  );
}

function ShellFrame() {
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const [collapsed, toggleCollapsed] = useCollapsedSidebar();
  const width = collapsed ? COLLAPSED_WIDTH : DRAWER_WIDTH;
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const widthTransition = theme.transitions.create('width', { duration: theme.transitions.duration.shorter });
  const viewer = useViewer();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      {isDesktop ? null : (
        <AppBar position="fixed" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <Toolbar sx={{ gap: 1 }}>
            <Tip title="Open navigation" side="bottom">
              <IconButton edge="start" aria-label="Open navigation" onClick={() => setMobileOpen(true)}>
                <MenuIcon />
              </IconButton>
            </Tip>
            <Typography component="span" variant="h4">
              IssuerWire
            </Typography>
          </Toolbar>
        </AppBar>
      )}
      <Box sx={{ width: isDesktop ? width : 0, flexShrink: 0, transition: widthTransition }}>
        {isDesktop ? (
          <Drawer
            variant="permanent"
            open
            slotProps={{
              paper: {
                sx: {
                  width,
                  boxSizing: 'border-box',
                  transition: widthTransition,
                },
              },
            }}
          >
            <Sidebar collapsed={collapsed} onToggleCollapsed={toggleCollapsed} />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={mobileOpen}
            onClose={closeMobile}
            ModalProps={{ keepMounted: true }}
            slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
          >
            <Sidebar collapsed={false} onNavigate={closeMobile} />
          </Drawer>
        )}
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 4 }, pb: 6, pt: { xs: 10, md: 4 } }}>
        {viewer.readOnly ? <DemoBanner /> : null}
        <Outlet />
      </Box>
    </Box>
  );
}
