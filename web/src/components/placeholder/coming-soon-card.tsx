import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ComingSoonCardProps {
  title: string;
  children: ReactNode;
}

/** A dashboard section that is not built yet: its name and what it will show, no sample data. */
export function ComingSoonCard({ title, children }: ComingSoonCardProps) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%', borderStyle: 'dashed' }}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h4" component="h2">
            {title}
          </Typography>
          <Chip label="Coming" size="small" variant="outlined" />
        </Stack>
        <Typography variant="body2" color="text.secondary" component="div">
          {children}
        </Typography>
      </CardContent>
    </Card>
  );
}
