// The shapes the spec's responses want, from the same findings.
import type { ComplianceReport, Finding } from './compliance.engine';
import type { Severity } from './compliance.patterns';

function describe(f: Finding): string {
  return f.span ? `${f.title} ("${f.span.text}"): ${f.message}` : `${f.title}: ${f.message}`;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

/** The compliance check's warnings: Critical Issues, Important Considerations, Advisory Notes. */
export function toSpecWarnings(report: ComplianceReport): { critical: string[]; important: string[]; advisory: string[] } {
  const of = (severity: Severity) => unique(report.findings.filter((f) => f.severity === severity).map(describe));
  return { critical: of('critical'), important: of('important'), advisory: of('advisory') };
}

/** The content analysis: score, critical issues and what to change, most severe first. */
export function toAnalysis(report: ComplianceReport): {
  complianceScore: number;
  criticalIssues: string[];
  recommendations: string[];
} {
  return {
    complianceScore: report.score,
    criticalIssues: unique(report.findings.filter((f) => f.severity === 'critical').map(describe)),
    recommendations: unique(report.findings.map((f) => f.suggestion)),
  };
}
