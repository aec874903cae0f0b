import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Outlet, Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { HeaderAccount } from './header-account';

const footerLinks = [
  { to: '/guidelines', label: 'Disclosure guidelines' },
  { to: '/content-generator', label: 'Content generator' },
  { to: '/ticker-authorization', label: 'Ticker authorization' },
  { to: '/user-demo', label: 'Verified issuer demo' },
];

/** Header and footer of the screens a visitor sees before signing in. */
export function PublicLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: { xs: 1, sm: 2 }, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            <Link component={RouterLink} to="/" underline="none" color="inherit" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <BrandMark />
              <Typography component="span" variant="h4">
                IssuerWire
              </Typography>
            </Link>
            <Box sx={{ flexGrow: 1 }} />
            <Button component={RouterLink} to="/guidelines" color="inherit" sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
              Guidelines
            </Button>
            <HeaderAccount />
          </Toolbar>
        </Container>
      </AppBar>
      <Box component="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 4 }}>
        <Container maxWidth="lg">
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 520 }}>
              Content published through IssuerWire is paid for by the issuer, drafted by software (an AI model or automated writing from the
              issuer’s facts, as each piece says), and is not investment advice.
            </Typography>
            <Stack component="nav" aria-label="Footer" direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
              {footerLinks.map((link) => (
                <Link component={RouterLink} to={link.to} key={link.to} variant="body2" color="text.secondary">
                  {link.label}
                </Link>
              ))}
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
