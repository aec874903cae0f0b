import { SwatchChip } from '../../../components/compliance/swatch-chip';
import type { ComplianceResult, ListingComplianceLevel, RiskLevel } from '../../../gql/graphql';
import { levelLook, riskLook, verdictOf } from '../lib/presentation';

/** The listing's compliance level: strict red, moderate yellow, basic green. */
export function LevelBadge({ level }: { level: ListingComplianceLevel }) {
  const look = levelLook(level);
  return <SwatchChip swatch={look.swatch} label={look.label} data-level={level} />;
}

export function RiskBadge({ risk }: { risk: RiskLevel }) {
  const look = riskLook(risk);
  return <SwatchChip swatch={look.swatch} label={look.label} data-risk={risk} />;
}

/** Compliant, needs review or non-compliant. */
export function VerdictBadge({ result }: { result: ComplianceResult }) {
  const verdict = verdictOf(result);
  return <SwatchChip swatch={verdict.swatch} label={verdict.label} data-verdict={result} />;
}
