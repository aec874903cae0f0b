// How levels and severities look: the spec's colours (strict red, moderate yellow, basic green) in one place.
import type { Severity } from './highlight-segments';

export interface Swatch {
  /** Background */
  bg: string;
  /** Text (at least 4.5:1 on bg) */
  fg: string;
  /** Border or underline */
  edge: string;
}

const RED: Swatch = { bg: '#fee2e2', fg: '#991b1b', edge: '#dc2626' };
const YELLOW: Swatch = { bg: '#fef9c3', fg: '#854d0e', edge: '#ca8a04' };
const GREEN: Swatch = { bg: '#dcfce7', fg: '#166534', edge: '#16a34a' };
const BLUE: Swatch = { bg: '#dbeafe', fg: '#1e40af', edge: '#2563eb' };
const GREY: Swatch = { bg: '#f1f5f9', fg: '#334155', edge: '#94a3b8' };

const LEVEL_SWATCH: Record<string, Swatch> = { strict: RED, moderate: YELLOW, basic: GREEN };
const RISK_SWATCH: Record<string, Swatch> = { High: RED, Medium: YELLOW, Low: GREEN };
const VERDICT: Record<string, { label: string; swatch: Swatch }> = {
  non_compliant: { label: 'Non-compliant', swatch: RED },
  needs_review: { label: 'Needs review', swatch: YELLOW },
  compliant: { label: 'Compliant', swatch: GREEN },
};

export const SEVERITY_SWATCH: Record<Severity, Swatch> = { critical: RED, important: YELLOW, advisory: BLUE };

/** The spec's three warning groups, most serious first. */
export const SEVERITY_GROUPS: readonly { severity: Severity; heading: string; label: string }[] = [
  { severity: 'critical', heading: 'Critical Issues', label: 'Critical' },
  { severity: 'important', heading: 'Important Considerations', label: 'Important' },
  { severity: 'advisory', heading: 'Advisory Notes', label: 'Advisory' },
];

export const JURISDICTION_NAMES: Record<string, string> = {
  US: 'United States',
  CA: 'Canada',
  UK: 'United Kingdom',
  AU: 'Australia',
};

export function levelSwatch(level: string): Swatch {
  return LEVEL_SWATCH[level] ?? GREY;
}

export function riskSwatch(risk: string): Swatch {
  return RISK_SWATCH[risk] ?? GREY;
}

export function verdictOf(result: string): { label: string; swatch: Swatch } {
  return VERDICT[result] ?? { label: result, swatch: GREY };
}

export function jurisdictionName(code: string): string {
  const name = JURISDICTION_NAMES[code];
  return name ? `${name} (${code})` : code;
}

/** "strict" -> "Strict" */
export function capitalize(word: string): string {
  return word ? word[0].toUpperCase() + word.slice(1) : word;
}
