import Chip, { type ChipProps } from '@mui/material/Chip';
import { SEVERITY_GROUPS, SEVERITY_SWATCH, type Severity, type Swatch } from '../../lib/severity';

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
      sx={[{ bgcolor: swatch.bg, color: swatch.fg, borderColor: swatch.edge, fontWeight: 700 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}

export function SeverityChip({ severity }: { severity: Severity }) {
  const label = SEVERITY_GROUPS.find((g) => g.severity === severity)?.label ?? severity;
  return <SwatchChip swatch={SEVERITY_SWATCH[severity]} label={label} sx={{ height: 22 }} />;
}
