import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ScreenLink {
  to: string;
  label: string;
}

export interface ScreenPlaceholderProps {
  title: string;
  /** What the screen is for, in a sentence or two. */
  summary: string;
  /** What the finished screen will let the user do. */
  plans: string[];
  links?: ScreenLink[];
  children?: ReactNode;
}

/** A screen that exists but is not built yet: says so plainly and says what it will do. */
export function ScreenPlaceholder({ title, summary, plans, links = [], children }: ScreenPlaceholderProps) {
  return (
    <Box component="section" sx={{ maxWidth: 760 }}>
      <title>{`${title} · IssuerWire`}</title>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Chip label="Coming soon" size="small" color="warning" variant="outlined" />
      </Stack>
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3 }}>
        {summary}
      </Typography>
      <Typography variant="h4" component="h2" sx={{ mb: 1 }}>
        What this screen will do
      </Typography>
      <Box component="ul" sx={{ pl: 3, mt: 0, mb: 3, '& li': { mb: 0.75 } }}>
        {plans.map((plan) => (
          <Typography component="li" variant="body2" key={plan}>
            {plan}
          </Typography>
        ))}
      </Box>
      {children}
      {links.length > 0 ? (
        <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap' }}>
          {links.map((link) => (
            <Link component={RouterLink} to={link.to} key={link.to}>
              {link.label}
            </Link>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
