// How listing levels, risks and verdicts look (the palette and the severities: lib/severity).
import { SWATCHES, type Swatch } from '../../../lib/severity';

const { red: RED, yellow: YELLOW, green: GREEN, grey: GREY } = SWATCHES;

const LEVEL_SWATCH: Record<string, Swatch> = { strict: RED, moderate: YELLOW, basic: GREEN };
const RISK_SWATCH: Record<string, Swatch> = { High: RED, Medium: YELLOW, Low: GREEN };
const VERDICT: Record<string, { label: string; swatch: Swatch }> = {
  non_compliant: { label: 'Non-compliant', swatch: RED },
  needs_review: { label: 'Needs review', swatch: YELLOW },
  compliant: { label: 'Compliant', swatch: GREEN },
};

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
