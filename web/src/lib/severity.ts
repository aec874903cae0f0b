// How compliance levels and severities look: the spec's colours (strict red, moderate yellow, basic green)
// in one place, shared by the compliance screens and every screen that shows a compliance refusal.

export type Severity = 'critical' | 'important' | 'advisory';

const SEVERITIES: readonly Severity[] = ['critical', 'important', 'advisory'];

export function isSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

export interface Swatch {
  /** Background */
  bg: string;
  /** Text (at least 4.5:1 on bg) */
  fg: string;
  /** Border or underline */
  edge: string;
}

export const SWATCHES = {
  red: { bg: '#fee2e2', fg: '#991b1b', edge: '#dc2626' },
  yellow: { bg: '#fef9c3', fg: '#854d0e', edge: '#ca8a04' },
  green: { bg: '#dcfce7', fg: '#166534', edge: '#16a34a' },
  blue: { bg: '#dbeafe', fg: '#1e40af', edge: '#2563eb' },
  grey: { bg: '#f1f5f9', fg: '#334155', edge: '#94a3b8' },
} as const satisfies Record<string, Swatch>;

export const SEVERITY_SWATCH: Record<Severity, Swatch> = { critical: SWATCHES.red, important: SWATCHES.yellow, advisory: SWATCHES.blue };

/** The spec's three warning groups, most serious first. */
export const SEVERITY_GROUPS: readonly { severity: Severity; heading: string; label: string }[] = [
  { severity: 'critical', heading: 'Critical Issues', label: 'Critical' },
  { severity: 'important', heading: 'Important Considerations', label: 'Important' },
  { severity: 'advisory', heading: 'Advisory Notes', label: 'Advisory' },
];
