import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FindingCategoryChip } from '../../../components/compliance/finding-category-chip';
import { SeverityChip } from '../../../components/compliance/swatch-chip';
import { severityOf, SEVERITY_GROUPS, SEVERITY_SWATCH } from '../../../lib/severity';
import { FindingDetails, type Finding } from './finding-details';

function FindingCard({ finding }: { finding: Finding }) {
  const severity = severityOf(finding.severity) ?? 'ADVISORY';
  return (
    <Box
      component="li"
      data-rule-id={finding.ruleId}
      sx={{
        listStyle: 'none',
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        borderLeft: `4px solid ${SEVERITY_SWATCH[severity].edge}`,
      }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap', rowGap: 0.5 }}>
        <SeverityChip severity={severity} />
        <FindingCategoryChip category={finding.category} />
        <Typography variant="body2" component="h4" sx={{ fontWeight: 700 }}>
          {finding.title}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5, fontStyle: finding.span ? 'normal' : 'italic' }}>
        {finding.span ? `“${finding.span.text}”` : 'Applies to the whole text'}
      </Typography>
      <FindingDetails finding={finding} showTitle={false} />
    </Box>
  );
}

function Group({ heading, findings }: { heading: string; findings: Finding[] }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h4" component="h3" sx={{ mb: 1 }}>
        {heading}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
        {findings.map((finding, index) => (
          <FindingCard key={`${finding.ruleId}-${finding.span?.start ?? 'all'}-${index}`} finding={finding} />
        ))}
      </Stack>
    </Box>
  );
}

/** Findings in the spec's three groups (Critical Issues, Important Considerations, Advisory Notes); empty groups are left out. */
export function FindingsBySeverity({ findings }: { findings: readonly Finding[] }) {
  if (findings.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No findings: no rule of this listing flags the text.
      </Typography>
    );
  }
  return (
    <Stack spacing={3}>
      {SEVERITY_GROUPS.map(({ severity, heading }) => {
        const inGroup = findings.filter((f) => (severityOf(f.severity) ?? 'ADVISORY') === severity);
        return inGroup.length > 0 ? <Group key={severity} heading={heading} findings={inGroup} /> : null;
      })}
    </Stack>
  );
}
