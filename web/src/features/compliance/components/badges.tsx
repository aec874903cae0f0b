import Chip, { type ChipProps } from '@mui/material/Chip';
import type { Severity } from '../lib/highlight-segments';
import { capitalize, levelSwatch, riskSwatch, SEVERITY_GROUPS, SEVERITY_SWATCH, verdictOf, type Swatch } from '../lib/presentation';

interface SwatchChipProps extends Omit<ChipProps, 'color'> {
  swatch: Swatch;
}

/** A chip in one of the level colours (red, yellow, green, blue, grey). */
export function SwatchChip({ swatch, sx, ...props }: SwatchChipProps) {
  return (
    <Chip
      size="small"
      variant="outlined"
      {...props}
      sx={[
        { bgcolor: swatch.bg, color: swatch.fg, borderColor: swatch.edge, fontWeight: 700 },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}

/** The listing's compliance level: strict red, moderate yellow, basic green. */
export function LevelBadge({ level }: { level: string }) {
  return <SwatchChip swatch={levelSwatch(level)} label={capitalize(level)} data-level={level} />;
}

export function RiskBadge({ risk }: { risk: string }) {
  return <SwatchChip swatch={riskSwatch(risk)} label={capitalize(risk)} data-risk={risk} />;
}

/** compliant / needs_review / non_compliant */
export function VerdictBadge({ result }: { result: string }) {
  const verdict = verdictOf(result);
  return <SwatchChip swatch={verdict.swatch} label={verdict.label} data-verdict={result} />;
}

export function SeverityChip({ severity }: { severity: Severity }) {
  const label = SEVERITY_GROUPS.find((g) => g.severity === severity)?.label ?? severity;
  return <SwatchChip swatch={SEVERITY_SWATCH[severity]} label={label} sx={{ height: 22 }} />;
}
