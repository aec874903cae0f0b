import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { enumValue } from '@api-enum';
import { PLAN_IDS, PLANS, upgradeFrom } from '@api-schemas/campaigns/plans';
import { NavLink, Link as RouterLink } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import { Tip } from '../../components/tip/tip';
import { ViewerSummary } from '../../features/auth/components/viewer-summary';
import { UpgradeNowButton } from '../../features/campaigns/lazy';
import { useViewerQuery } from '../../lib/auth/viewer';
import { navItems, reviewerNavItems, type NavItem } from './nav-items';

export interface SidebarProps {
  /** Icons only, each labelled by a tooltip. */
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  /** Called after an entry is chosen (the mobile drawer closes). */
  onNavigate?: () => void;
}

function NavEntry({ item, collapsed, onNavigate }: { item: NavItem; collapsed: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  const button = (
    <ListItemButton
      component={NavLink}
      to={item.path}
      end={item.end}
      onClick={onNavigate}
      aria-label={collapsed ? item.label : undefined}
      sx={(theme) => ({
        borderRadius: 2,
        minHeight: 44,
        justifyContent: collapsed ? 'center' : 'flex-start',
        px: collapsed ? 1.5 : 2,
        color: 'text.secondary',
        '&.active': {
          color: 'primary.main',
          bgcolor: alpha(theme.palette.primary.main, 0.1),
          fontWeight: 700,
          '& .MuiListItemIcon-root': { color: 'primary.main' },
        },
      })}
    >
      <ListItemIcon sx={{ minWidth: collapsed ? 0 : 40, color: 'inherit' }}>
        <Icon />
      </ListItemIcon>
      {collapsed ? null : <ListItemText primary={item.label} slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }} />}
    </ListItemButton>
  );
  return (
    <ListItem disablePadding sx={{ mb: 0.5 }}>
      {collapsed ? (
        <Tip title={item.label} side="right">
          {button}
        </Tip>
      ) : (
        button
      )}
    </ListItem>
  );
}

/** The next plan up for the signed-in owner; null at the top plan, for reviewers and for members who may not change it. */
function useUpgradeTarget() {
  const { viewer } = useViewerQuery();
  if (!viewer || viewer.role === 'ADMIN' || viewer.memberRole !== 'OWNER') return null;
  const current = enumValue(PLAN_IDS, viewer.plan);
  const next = current ? upgradeFrom(current) : null;
  return next ? PLANS[next] : null;
}

function UpgradeBox({ target }: { target: (typeof PLANS)[keyof typeof PLANS] }) {
  return (
    <Box
      component="aside"
      aria-labelledby="upgrade-title"
      sx={(theme) => ({
        m: 2,
        p: 2,
        borderRadius: 2,
        color: 'primary.contrastText',
        background: `linear-gradient(135deg, ${theme.palette.primary.main}, ${theme.palette.primary.light})`,
      })}
    >
      <Typography id="upgrade-title" variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
        Upgrade to {target.name}
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.9, mb: 1.5 }}>
        {target.articlesPerMonth} articles a month, {target.features.slice(1).join(', ').toLowerCase()}; {target.priceLabel}
      </Typography>
      {/* The same plan change as the budget cards: recorded and audited by the API. */}
      <UpgradeNowButton
        fullWidth
        size="small"
        sx={{ bgcolor: 'common.white', color: 'primary.main', '&:hover': { bgcolor: 'grey.100' } }}
      />
    </Box>
  );
}

/** Product name, the signed-in user with Sign out, the seven entries with the active one highlighted, and the upgrade promo. */
export function Sidebar({ collapsed, onToggleCollapsed, onNavigate }: SidebarProps) {
  const { viewer } = useViewerQuery();
  const upgrade = useUpgradeTarget();
  const entries = viewer?.role === 'ADMIN' ? [...reviewerNavItems, ...navItems] : navItems;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowX: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', minHeight: 64, px: 2.5 }}>
        <Link
          component={RouterLink}
          to="/"
          underline="none"
          color="inherit"
          aria-label={collapsed ? 'IssuerWire home' : undefined}
          sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}
        >
          <BrandMark />
          {collapsed ? null : (
            <Typography component="span" variant="h4">
              IssuerWire
            </Typography>
          )}
        </Link>
      </Box>
      <Divider />
      <ViewerSummary collapsed={collapsed} />
      <Divider />
      <Box component="nav" aria-label="Main">
        <List sx={{ px: 1.5, py: 2 }}>
          {entries.map((item) => (
            <NavEntry key={item.path} item={item} collapsed={collapsed} onNavigate={onNavigate} />
          ))}
        </List>
      </Box>
      <Box sx={{ flexGrow: 1 }} />
      {!upgrade ? null : collapsed ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
          <Tip title={`Upgrade to ${upgrade.name}`} side="right">
            <IconButton component={RouterLink} to="/settings" aria-label={`Upgrade to ${upgrade.name}`} color="primary">
              <WorkspacePremiumOutlinedIcon />
            </IconButton>
          </Tip>
        </Box>
      ) : (
        <UpgradeBox target={upgrade} />
      )}
      {onToggleCollapsed ? (
        <>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
            <Tip title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'} side="right">
              <IconButton onClick={onToggleCollapsed} aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}>
                {collapsed ? <ChevronRightIcon /> : <ChevronLeftIcon />}
              </IconButton>
            </Tip>
          </Box>
        </>
      ) : null}
    </Box>
  );
}
