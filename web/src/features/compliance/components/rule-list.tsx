import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Tip } from '../../../components/tip/tip';
import type { RuleItemFieldsFragment } from '../../../gql/graphql';

// The chip says it, so the citation's own "(unconfirmed: ...)" note is not repeated beside it.
const UNCONFIRMED_NOTE = /\s*\(unconfirmed[^)]*\)\s*$/i;

export function citationText(rule: Pick<RuleItemFieldsFragment, 'citation' | 'unconfirmed'>): string {
  return rule.unconfirmed ? rule.citation.replace(UNCONFIRMED_NOTE, '') : rule.citation;
}

export function RuleCitation({ rule }: { rule: Pick<RuleItemFieldsFragment, 'citation' | 'unconfirmed'> }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5, mt: 0.25 }}>
      <Typography variant="caption" color="text.secondary">
        Source: {citationText(rule)}
      </Typography>
      {rule.unconfirmed ? (
        <Tip title="Not confirmed against the primary text: treat as advisory">
          <Chip label="Unconfirmed" size="small" color="warning" variant="outlined" tabIndex={0} sx={{ height: 20 }} />
        </Tip>
      ) : null}
    </Stack>
  );
}

/** Guidelines as a list, each with its source citation. */
export function RuleList({ rules, empty = 'None for this listing.' }: { rules: readonly RuleItemFieldsFragment[]; empty?: string }) {
  if (rules.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
      {rules.map((rule) => (
        <Box component="li" key={rule.id} data-rule-id={rule.id}>
          <Typography variant="body2">{rule.text}</Typography>
          <RuleCitation rule={rule} />
        </Box>
      ))}
    </Box>
  );
}
