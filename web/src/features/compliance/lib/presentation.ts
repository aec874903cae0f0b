// How listing levels, risks and verdicts look (the palette and the severities: lib/severity).
import type { ComplianceResult, ListingComplianceLevel, RiskLevel } from '../../../gql/graphql';
import { SWATCHES, type Swatch } from '../../../lib/severity';

const { red: RED, yellow: YELLOW, green: GREEN } = SWATCHES;

const LEVEL: Record<ListingComplianceLevel, { label: string; swatch: Swatch }> = {
  STRICT: { label: 'Strict', swatch: RED },
  MODERATE: { label: 'Moderate', swatch: YELLOW },
  BASIC: { label: 'Basic', swatch: GREEN },
};
const RISK: Record<RiskLevel, { label: string; swatch: Swatch }> = {
  HIGH: { label: 'High', swatch: RED },
  MEDIUM: { label: 'Medium', swatch: YELLOW },
  LOW: { label: 'Low', swatch: GREEN },
};
const VERDICT: Record<ComplianceResult, { label: string; swatch: Swatch }> = {
  NON_COMPLIANT: { label: 'Non-compliant', swatch: RED },
  NEEDS_REVIEW: { label: 'Needs review', swatch: YELLOW },
  COMPLIANT: { label: 'Compliant', swatch: GREEN },
};

export const JURISDICTION_NAMES: Record<string, string> = {
  US: 'United States',
  CA: 'Canada',
  UK: 'United Kingdom',
  AU: 'Australia',
};

export function levelLook(level: ListingComplianceLevel): { label: string; swatch: Swatch } {
  return LEVEL[level];
}

export function riskLook(risk: RiskLevel): { label: string; swatch: Swatch } {
  return RISK[risk];
}

export function verdictOf(result: ComplianceResult): { label: string; swatch: Swatch } {
  return VERDICT[result];
}

export function jurisdictionName(code: string): string {
  const name = JURISDICTION_NAMES[code];
  return name ? `${name} (${code})` : code;
}
