// How compliance levels and severities look: the spec's colours (strict red, moderate yellow, basic green)
// in one place, shared by the compliance screens and every screen that shows a compliance refusal.

import type { Severity } from '../gql/graphql';

export type { Severity };

const SEVERITIES: readonly Severity[] = ['CRITICAL', 'IMPORTANT', 'ADVISORY'];

/** A finding's severity: GraphQL's CRITICAL, or critical as a refusal's findings carry it; null for anything else. */
export function severityOf(value: string): Severity | null {
  const name = value.toUpperCase();
  return SEVERITIES.find((severity) => severity === name) ?? null;
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

export const SEVERITY_SWATCH: Record<Severity, Swatch> = { CRITICAL: SWATCHES.red, IMPORTANT: SWATCHES.yellow, ADVISORY: SWATCHES.blue };

/** The spec's three warning groups, most serious first. */
export const SEVERITY_GROUPS: readonly { severity: Severity; heading: string; label: string }[] = [
  { severity: 'CRITICAL', heading: 'Critical Issues', label: 'Critical' },
  { severity: 'IMPORTANT', heading: 'Important Considerations', label: 'Important' },
  { severity: 'ADVISORY', heading: 'Advisory Notes', label: 'Advisory' },
];
