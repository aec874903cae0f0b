// Splits a checked text at every finding's span edge so overlapping findings can share a highlight.

import { severityOf, type Severity } from '../../../lib/severity';

export interface TextSpan {
  start: number;
  end: number;
  text: string;
}

export interface SpannedFinding {
  severity: string;
  span?: TextSpan | null;
}

export interface Segment<F extends SpannedFinding> {
  start: number;
  end: number;
  text: string;
  /** Findings whose span covers this whole segment; empty for plain text. */
  findings: F[];
}

const SEVERITY_RANK: Record<Severity, number> = { CRITICAL: 3, IMPORTANT: 2, ADVISORY: 1 };

/** The most serious severity among `findings` (unknown severities count as advisory). */
export function topSeverity(findings: readonly SpannedFinding[]): Severity {
  let top: Severity = 'ADVISORY';
  for (const finding of findings) {
    const severity = severityOf(finding.severity) ?? 'ADVISORY';
    if (SEVERITY_RANK[severity] > SEVERITY_RANK[top]) top = severity;
  }
  return top;
}

/**
 * Where a span sits in `text`: its own offsets when they still point at its text; otherwise the
 * occurrence of its text nearest to them (the text was edited or re-trimmed); null when it is gone.
 */
export function locateSpan(text: string, span: TextSpan): { start: number; end: number } | null {
  if (span.start >= 0 && span.end <= text.length && span.start < span.end && text.slice(span.start, span.end) === span.text) {
    return { start: span.start, end: span.end };
  }
  if (!span.text) return null;
  let best: number | null = null;
  for (let at = text.indexOf(span.text); at !== -1; at = text.indexOf(span.text, at + 1)) {
    if (best === null || Math.abs(at - span.start) < Math.abs(best - span.start)) best = at;
  }
  return best === null ? null : { start: best, end: best + span.text.length };
}

/** Consecutive segments covering all of `text`, each with the findings that cover it. */
export function segmentText<F extends SpannedFinding>(text: string, findings: readonly F[]): Segment<F>[] {
  const placed: { finding: F; start: number; end: number }[] = [];
  for (const finding of findings) {
    const where = finding.span ? locateSpan(text, finding.span) : null;
    if (where) placed.push({ finding, ...where });
  }
  const edges = new Set<number>([0, text.length]);
  for (const p of placed) {
    edges.add(p.start);
    edges.add(p.end);
  }
  const sorted = [...edges].sort((a, b) => a - b);
  const segments: Segment<F>[] = [];
  for (let i = 0; i < sorted.length - 1; i += 1) {
    const start = sorted[i];
    const end = sorted[i + 1];
    if (start === end) continue;
    const covering = placed.filter((p) => p.start <= start && p.end >= end).map((p) => p.finding);
    segments.push({ start, end, text: text.slice(start, end), findings: covering });
  }
  return segments;
}
