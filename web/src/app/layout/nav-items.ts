import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import ExtensionOutlinedIcon from '@mui/icons-material/ExtensionOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

export interface NavItem {
  label: string;
  path: string;
  icon: typeof SvgIcon;
  /** Active only on the exact path, not on paths below it. */
  end?: boolean;
}

/** The sidebar's entries, in the spec's order (section 1). */
export const navItems: readonly NavItem[] = [
  { label: 'Dashboard', path: '/dashboard', icon: DashboardOutlinedIcon, end: true },
  { label: 'New Campaign', path: '/campaigns/new', icon: AddCircleOutlineIcon },
  { label: 'Articles', path: '/articles', icon: ArticleOutlinedIcon },
  { label: 'Publishing', path: '/publishing', icon: SendOutlinedIcon },
  { label: 'Analytics', path: '/analytics', icon: InsightsOutlinedIcon },
  { label: 'Compliance', path: '/compliance', icon: VerifiedUserOutlinedIcon },
  { label: 'Settings', path: '/settings', icon: SettingsOutlinedIcon },
];

/** A reviewer's (admin account's) entries, above the others: the queue is where they land. */
export const reviewerNavItems: readonly NavItem[] = [
  { label: 'KYC reviews', path: '/admin/reviews', icon: FactCheckOutlinedIcon },
  { label: 'Integrations', path: '/admin/integrations', icon: ExtensionOutlinedIcon },
];
