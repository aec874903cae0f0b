import { SwatchChip } from '../../../components/compliance/swatch-chip';
import { capitalize, levelSwatch, riskSwatch, verdictOf } from '../lib/presentation';

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
