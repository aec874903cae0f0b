import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
}

/** The frame of the sign-in, sign-up and password screens: a centred card with the page's h1. */
export function AuthCard({ title, subtitle, children, footer, maxWidth = 460 }: AuthCardProps) {
  return (
    <Box sx={{ maxWidth, mx: 'auto' }}>
      <title>{`${title} · IssuerWire`}</title>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography variant="h2" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
      {footer ? <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box> : null}
    </Box>
  );
}
