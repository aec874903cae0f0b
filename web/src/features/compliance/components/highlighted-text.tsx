import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import * as Tooltip from '@radix-ui/react-tooltip';
import { Fragment, useMemo } from 'react';
import { SEVERITY_GROUPS, SEVERITY_SWATCH } from '../../../lib/severity';
import { segmentText, topSeverity, type Segment } from '../lib/highlight-segments';
import { FindingDetails, type Finding } from './finding-details';

const Mark = styled('mark')({
  borderRadius: 3,
  padding: '0 1px',
  cursor: 'help',
  textDecorationLine: 'underline',
  textDecorationThickness: 2,
  textUnderlineOffset: 3,
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 1 },
});

const Card = styled(Tooltip.Content)(({ theme }) => ({
  zIndex: theme.zIndex.tooltip,
  maxWidth: 380,
  padding: theme.spacing(1.5),
  borderRadius: 8,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  border: `1px solid ${theme.palette.divider}`,
  boxShadow: theme.shadows[6],
}));

function HighlightMark({ segment }: { segment: Segment<Finding> }) {
  const severity = topSeverity(segment.findings);
  const swatch = SEVERITY_SWATCH[severity];
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <Mark
          tabIndex={0}
          data-severity={severity}
          data-start={segment.start}
          data-end={segment.end}
          data-rules={segment.findings.map((f) => f.ruleId).join(' ')}
          sx={{ backgroundColor: swatch.bg, color: swatch.fg, textDecorationColor: swatch.edge }}
        >
          {segment.text}
        </Mark>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Card side="top" sideOffset={6} collisionPadding={8}>
          <Stack spacing={1} divider={<Divider flexItem />}>
            {segment.findings.map((finding, index) => (
              <FindingDetails key={`${finding.ruleId}-${index}`} finding={finding} />
            ))}
          </Stack>
        </Card>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}

export interface HighlightedTextProps {
  /** Exactly the text the findings' offsets refer to. */
  text: string;
  findings: readonly Finding[];
  label?: string;
}

/**
 * The checked text with each finding's span marked in its severity's colour; hovering or focusing a
 * mark shows the finding. Overlapping spans are split so every character is shown once.
 */
export function HighlightedText({ text, findings, label = 'Checked text with findings highlighted' }: HighlightedTextProps) {
  const segments = useMemo(() => segmentText(text, findings), [text, findings]);
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ mb: 1, flexWrap: 'wrap' }} aria-hidden>
        {SEVERITY_GROUPS.map(({ severity, label: name }) => (
          <Stack key={severity} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box
              sx={{
                width: 14,
                height: 14,
                borderRadius: 0.5,
                bgcolor: SEVERITY_SWATCH[severity].bg,
                border: `2px solid ${SEVERITY_SWATCH[severity].edge}`,
              }}
            />
            <Typography variant="caption">{name}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box
        role="region"
        aria-label={label}
        data-testid="highlighted-text"
        sx={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          lineHeight: 1.9,
          typography: 'body2',
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          bgcolor: 'background.paper',
          maxHeight: 560,
          overflowY: 'auto',
        }}
      >
        {segments.map((segment) =>
          segment.findings.length === 0 ? (
            <Fragment key={segment.start}>{segment.text}</Fragment>
          ) : (
            <HighlightMark key={segment.start} segment={segment} />
          ),
        )}
      </Box>
    </Box>
  );
}
