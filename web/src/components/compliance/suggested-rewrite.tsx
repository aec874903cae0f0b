import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A finding's compliant rewrite, labelled the same wherever a finding is explained. */
export function SuggestedRewrite({ suggestion }: { suggestion: string }) {
  return (
    <Typography variant="body2">
      <Box component="span" sx={{ fontWeight: 600 }}>
        Suggested rewrite:
      </Box>{' '}
      {suggestion}
    </Typography>
  );
}
