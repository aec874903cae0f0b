import type { ComplianceResultLevel, DisclosureSlotView, FindingCategory, FindingRewrite, Severity, Span } from '../compliance';

export const FINDING_SOURCES = ['rules', 'model'] as const;
export type FindingSource = (typeof FINDING_SOURCES)[number];

export const SECOND_OPINION_STATUSES = ['off', 'pending', 'done', 'needs_review', 'failed'] as const;
export type SecondOpinionStatus = (typeof SECOND_OPINION_STATUSES)[number];

/** A finding of the article's current version: the engine's or the model's, dismissed or not. */
export interface ArticleFindingView {
  ruleId: string;
  /** The rule's family; 'model' for the model's findings. */
  category: FindingCategory;
  title: string;
  severity: Severity;
  citation: string;
  message: string;
  suggestion: string;
  /** The engine's edit that applies the suggestion; null for the model's findings and where a person must write it. */
  rewrite: FindingRewrite | null;
  span: Span | null;
  source: FindingSource;
  /** The model's name for a model's finding; null for the engine's. */
  model: string | null;
  dismissed: { reason: string; byId: string; byName: string | null; at: Date } | null;
}

/** The model's review of one version as stored (the findings are the model's, marked so). */
export interface SecondOpinionState {
  status: SecondOpinionStatus;
  model: string | null;
  checkedAt: Date | null;
  findings: Omit<ArticleFindingView, 'dismissed'>[];
}

export interface ArticleComplianceView {
  articleId: string;
  version: number;
  contentHash: string;
  exchange: string;
  jurisdiction: string;
  /** scoreOf the engine's findings that are not dismissed. */
  complianceScore: number;
  result: ComplianceResultLevel;
  /** A critical finding that is not dismissed: the publish gate refuses the version. */
  blocked: boolean;
  findings: ArticleFindingView[];
  /** The disclosure slots the engine read in the version: found (with spans), missing, or not needed. */
  disclosures: DisclosureSlotView[];
  secondOpinion: { status: SecondOpinionStatus; model: string | null; checkedAt: Date | null; findingCount: number };
}

/**
 * The verdict on a version, in one place: a critical finding not dismissed is non-compliant; an important
 * one, a model's finding not dismissed, or a second opinion that is pending, uncertain or failed needs
 * review (never "compliant" while a model has not said so); otherwise compliant.
 */
export function reviewedLevel(
  counts: Record<Severity, number>,
  secondOpinion: SecondOpinionStatus,
  modelFindings: number,
): ComplianceResultLevel {
  if (counts.critical > 0) return 'non_compliant';
  if (counts.important > 0 || modelFindings > 0) return 'needs_review';
  if (secondOpinion === 'pending' || secondOpinion === 'needs_review' || secondOpinion === 'failed') return 'needs_review';
  return 'compliant';
}
