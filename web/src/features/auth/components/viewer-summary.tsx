import LogoutIcon from '@mui/icons-material/Logout';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Tip } from '../../../components/tip/tip';
import { useViewer } from '../../../lib/auth/viewer';
import { useSignOut } from '../hooks/use-sign-out';

function initials(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || '?'
  );
}

/** The signed-in user (username, company) and Sign out, for the sidebar. */
export function ViewerSummary({ collapsed }: { collapsed: boolean }) {
  const viewer = useViewer();
  const { signOut, signingOut } = useSignOut();
  const who = viewer.companyName ? `${viewer.username}, ${viewer.companyName}` : viewer.username;
  const signOutButton = (
    <Tip title="Sign out" side={collapsed ? 'right' : 'top'}>
      <IconButton aria-label="Sign out" onClick={() => void signOut()} disabled={signingOut} size="small">
        <LogoutIcon fontSize="small" />
      </IconButton>
    </Tip>
  );

  if (collapsed) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'center', py: 1 }} role="group" aria-label="Signed in user">
        <Tip title={who} side="right">
          <Avatar aria-label={who} sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }}>
            {initials(viewer.username)}
          </Avatar>
        </Tip>
        {signOutButton}
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2, py: 1.5 }} role="group" aria-label="Signed in user">
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }} aria-hidden>
        {initials(viewer.username)}
      </Avatar>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography variant="subtitle2" noWrap title={viewer.username} sx={{ fontWeight: 700 }}>
          {viewer.username}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap title={viewer.companyName ?? undefined} component="div">
          {viewer.companyName ?? 'No company yet'}
        </Typography>
      </Box>
      {signOutButton}
    </Stack>
  );
}
