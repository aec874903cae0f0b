import type { EntityManager } from '@mikro-orm/core';
import { ConflictError } from '../../lib/errors';
import type { Article } from '../articles';
import { findingKey, type ComplianceReport, type Finding } from '../compliance';

/** A critical finding as the gate answers it. */
export interface GateFinding {
  ruleId: string;
  severity: Finding['severity'];
  title: string;
  message: string;
  suggestion: string;
  text: string | null;
}

/** 409 `compliance_blocked`: nothing with a critical finding leaves IssuerWire. */
export class ComplianceBlockedError extends ConflictError {
  constructor(readonly findings: GateFinding[]) {
    const titles = [...new Set(findings.map((f) => f.title))].join('; ');
    super(
      `This article has ${findings.length} critical compliance finding${findings.length === 1 ? '' : 's'} and cannot be released until ${findings.length === 1 ? 'it is' : 'they are'} fixed: ${titles}.`,
      'compliance_blocked',
      { findings },
    );
  }
}

/** The compliance report on an article's current text (ComplianceReviewService: the screen's report is the gate's). */
export interface ArticleReports {
  report(em: EntityManager, article: Article): Promise<ComplianceReport>;
}

/** The findings an approver dismissed, on the record, for the article's current version (findingKey). */
export interface DismissalPolicy {
  dismissedKeys(em: EntityManager, article: Article): Promise<Set<string>>;
}

/**
 * The publish gate for platforms and newswires alike: the article's current title and content are
 * checked against its listing's rules at the moment of release (an article may be edited while
 * scheduled), its stored disclosure facts against its campaign and listing (they may have changed since it
 * was written), and any critical finding refuses it, unless an approver dismissed it for this very version.
 * It reads only what is stored: never a model's opinion, never a network call.
 */
export class PublishGate {
  constructor(
    private readonly reports: ArticleReports,
    private readonly dismissals?: DismissalPolicy,
  ) {}

  async criticalFindings(em: EntityManager, article: Article): Promise<GateFinding[]> {
    const report = await this.reports.report(em, article);
    const dismissed = (await this.dismissals?.dismissedKeys(em, article)) ?? new Set<string>();
    return report.findings
      .filter((f) => f.severity === 'critical' && !dismissed.has(findingKey(f.ruleId, f.span?.text ?? null)))
      .map((f) => ({
        ruleId: f.ruleId,
        severity: f.severity,
        title: f.title,
        message: f.message,
        suggestion: f.suggestion,
        text: f.span?.text ?? null,
      }));
  }

  async assertReleasable(em: EntityManager, article: Article): Promise<void> {
    const findings = await this.criticalFindings(em, article);
    if (findings.length > 0) throw new ComplianceBlockedError(findings);
  }
}
