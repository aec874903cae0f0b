import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { GuidelinesQuery } from '../../../gql/graphql';
import { jurisdictionName } from '../lib/presentation';
import { LevelBadge, RiskBadge } from './badges';

function Badge({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {term}
      </Typography>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Exchange, jurisdiction, compliance level and risk level of a listing. */
export function ListingBadges({ summary }: { summary: GuidelinesQuery['guidelines']['simplified'] }) {
  return (
    // The group carries the name: a role on the <dl> itself would unmake it a description list.
    <Box role="group" aria-label="Listing badges">
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0 }}>
        <Badge term="Exchange">
          <Chip size="small" label={summary.exchange} sx={{ fontWeight: 700 }} />
        </Badge>
        <Badge term="Jurisdiction">
          <Chip size="small" label={jurisdictionName(summary.jurisdiction)} sx={{ fontWeight: 700 }} />
        </Badge>
        <Badge term="Compliance level">
          <LevelBadge level={summary.complianceLevel} />
        </Badge>
        <Badge term="Risk level">
          <RiskBadge risk={summary.riskLevel} />
        </Badge>
      </Box>
    </Box>
  );
}
