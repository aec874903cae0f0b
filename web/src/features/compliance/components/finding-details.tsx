import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SuggestedRewrite } from '../../../components/compliance/suggested-rewrite';
import type { ComplianceFindingFieldsFragment } from '../../../gql/graphql';

export type Finding = ComplianceFindingFieldsFragment;

/** What a finding says: its explanation, the rule it comes from and a rewrite. */
export function FindingDetails({ finding, showTitle = true }: { finding: Finding; showTitle?: boolean }) {
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      {showTitle ? (
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {finding.title}
        </Typography>
      ) : null}
      <Typography variant="body2">{finding.message}</Typography>
      <Typography variant="caption" color="text.secondary">
        Rule: {finding.citation}
      </Typography>
      <SuggestedRewrite suggestion={finding.suggestion} rewrite={finding.rewrite} />
    </Box>
  );
}
