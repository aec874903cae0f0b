import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FindingRewrite } from '../../gql/graphql';
import { SWATCHES } from '../../lib/severity';

type Edit = Pick<FindingRewrite, 'text' | 'replaced'>;

const removed = { bgcolor: SWATCHES.red.bg, color: SWATCHES.red.fg, px: 0.5, borderRadius: 0.5 } as const;
const added = { bgcolor: SWATCHES.green.bg, color: SWATCHES.green.fg, px: 0.5, borderRadius: 0.5, textDecoration: 'none' } as const;

/** What the rewrite does to the text: the words it removes or replaces and what it puts there. */
function EditLine({ rewrite, suggestion }: { rewrite: Edit; suggestion: string }) {
  const before = rewrite.replaced.trim();
  const after = rewrite.text.trim();
  // An added sentence the suggestion already quotes in full says nothing new.
  if (!before && (!after || suggestion.includes(after))) return null;
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {before && after ? 'Replaces' : before ? 'Removes' : 'Adds'}:
      </Box>{' '}
      {before ? (
        <Box component="del" sx={removed}>
          {before}
        </Box>
      ) : null}
      {before && after ? ' with ' : null}
      {after ? (
        <Box component="ins" sx={added}>
          {after}
        </Box>
      ) : null}
    </Typography>
  );
}

/**
 * A finding's compliant rewrite, labelled the same wherever a finding is explained; with the engine's edit
 * (`rewrite`), also what applying it removes or adds (a claim goes with its whole sentence).
 */
export function SuggestedRewrite({ suggestion, rewrite }: { suggestion: string; rewrite?: Edit | null }) {
  return (
    <>
      <Typography variant="body2">
        <Box component="span" sx={{ fontWeight: 600 }}>
          Suggested rewrite:
        </Box>{' '}
        {suggestion}
      </Typography>
      {rewrite ? <EditLine rewrite={rewrite} suggestion={suggestion} /> : null}
    </>
  );
}
