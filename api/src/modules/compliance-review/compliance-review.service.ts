import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import {
  Article,
  articleDigest,
  articleDisclosureCheck,
  type ArticlesService,
  type StoredComplianceReport,
  storedFinding,
} from '../articles';
import type { AuditService } from '../audit';
import { findingKey, passageHash, scoreOf, type ComplianceService, type Finding, type ListedReport, type Severity } from '../compliance';
import { authorize, membersOf, Organization, type Viewer } from '../identity';
import type { MarketService } from '../market';
import { ComplianceDismissal } from './compliance-dismissal.entity';
import { dismissFindingSchema } from './compliance-review.schemas';
import { reviewedLevel, type ArticleFindingView, type ArticleComplianceView, type SecondOpinionState } from './compliance-review.views';

export interface ComplianceReviewDeps {
  articles: ArticlesService;
  compliance: ComplianceService;
  /** The listing an article's disclosure facts are verified against. */
  market: MarketService;
  audit: AuditService;
  clock: Clock;
  /** The model's second opinion; absent: off. */
  secondOpinion?: SecondOpinionSource;
}

/** Where the model's opinion on a version comes from (stored; asking for it never waits on the network). */
export interface SecondOpinionSource {
  stateFor(em: EntityManager, article: Article, text: string, findings: readonly Finding[]): Promise<SecondOpinionState>;
}

const OFF: SecondOpinionState = { status: 'off', model: null, checkedAt: null, findings: [] };

/** 404 `finding_not_found`: nothing to dismiss in the current version. */
export class FindingNotFoundError extends NotFoundError {
  constructor() {
    super('This finding is not in the current version of the article (it may have been fixed or the text changed).', 'finding_not_found');
  }
}

/**
 * The article's compliance as its screen and its approvers see it: the engine's findings on the current
 * version, the approvers' dismissals of that version (with who and why), and the model's second opinion.
 * A dismissal is bound to the version (its content hash), the rule and the flagged passage: it stays for
 * that passage in that version, and any edit raises the finding again. The publish gate asks `dismissedKeys`.
 */
export class ComplianceReviewService {
  constructor(private readonly deps: ComplianceReviewDeps) {}

  /** The gate's question: findings dismissed for the article's current version. */
  async dismissedKeys(em: EntityManager, article: Article): Promise<Set<string>> {
    const rows = await this.dismissalsOf(em, article);
    return new Set(rows.map((d) => `${d.ruleId}\u0000${d.passageHash}`));
  }

  async result(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<ArticleComplianceView> {
    const article = await this.deps.articles.own(em, viewer, articleId);
    return this.resultOf(em, article);
  }

  /** POST /api/articles/{id}/compliance/dismissals: an approver or the owner dismisses one finding of the current version. */
  async dismiss(em: EntityManager, viewer: Viewer | null, articleId: string, body: unknown): Promise<ArticleComplianceView> {
    const article = await this.deps.articles.own(em, viewer, articleId);
    const member = authorize(viewer, 'compliance.dismiss');
    const input = parseInput(dismissFindingSchema, body ?? {});
    const { findings } = await this.current(em, article);
    const passage = input.passage?.trim() ? input.passage : null;
    const finding = findings.find((f) => f.ruleId === input.ruleId && passageHash(f.span?.text ?? null) === passageHash(passage));
    if (!finding) throw new FindingNotFoundError();
    const key = findingKey(finding.ruleId, finding.span?.text ?? null);
    if ((await this.dismissedKeys(em, article)).has(key)) throw alreadyDismissed();
    const hash = articleDigest(article.title, article.content);
    try {
      await em.fork().transactional(async (tx) => {
        const row = tx.create(ComplianceDismissal, {
          organization: tx.getReference(Organization, member.organizationId),
          article: tx.getReference(Article, article.id),
          version: article.version,
          contentHash: hash,
          ruleId: finding.ruleId,
          passageHash: passageHash(finding.span?.text ?? null),
          passage: finding.span?.text ?? null,
          reason: input.reason,
          dismissedBy: member.userId,
          createdAt: this.deps.clock.now(),
          updatedAt: this.deps.clock.now(),
        });
        this.deps.audit.record(tx, {
          organizationId: member.organizationId,
          actorId: member.userId,
          action: 'compliance.finding_dismissed',
          entityType: 'article',
          entityId: article.id,
          content: `# ${article.title}\n\n${article.content}`,
          details: {
            dismissalId: row.id,
            version: article.version,
            ruleId: finding.ruleId,
            title: finding.title,
            severity: finding.severity,
            passage: excerpt(finding.span?.text ?? null),
            reason: input.reason,
          },
        });
      });
    } catch (error) {
      // Two approvers at once: the second is told, not given a 500.
      if (error instanceof UniqueConstraintViolationException) throw alreadyDismissed();
      throw error;
    }
    const view = await this.resultOf(em.fork(), article);
    await this.storeVerdict(em, article, view);
    return view;
  }

  /**
   * The article's stored verdict (what lists, the dashboard and partners read without recomputing) follows
   * the dismissals of its current version: `compliance` is false only while a critical finding stands, and
   * the stored report counts what is not dismissed. Written only while the version is still the current one.
   */
  private async storeVerdict(em: EntityManager, article: Article, view: ArticleComplianceView): Promise<void> {
    const standing = view.findings.filter((f) => f.source === 'rules' && !f.dismissed);
    const report: StoredComplianceReport = {
      score: view.complianceScore,
      level: view.result,
      counts: severityCounts(standing),
      findings: standing.map(storedFinding),
      checkedAt: this.deps.clock.now().toISOString(),
    };
    await em
      .fork()
      .nativeUpdate(Article, { id: article.id, version: article.version }, { compliance: !view.blocked, complianceReport: report });
  }

  private async resultOf(em: EntityManager, article: Article): Promise<ArticleComplianceView> {
    const { report, opinion } = await this.current(em, article);
    const rows = await this.dismissalsOf(em, article);
    const names = new Map((await membersOf(em, article.organization.id)).map((m) => [m.userId, m.username]));
    const byKey = new Map(rows.map((d) => [`${d.ruleId}\u0000${d.passageHash}`, d]));
    const dismissal = (ruleId: string, passage: string | null): ArticleFindingView['dismissed'] => {
      const row = byKey.get(findingKey(ruleId, passage));
      return row ? { reason: row.reason, byId: row.dismissedBy, byName: names.get(row.dismissedBy) ?? null, at: row.createdAt } : null;
    };
    const ruleFindings: ArticleFindingView[] = report.findings.map((f) => ({
      ruleId: f.ruleId,
      category: f.category,
      title: f.title,
      severity: f.severity,
      citation: f.citation,
      message: f.message,
      suggestion: f.suggestion,
      rewrite: f.rewrite,
      span: f.span,
      source: 'rules',
      model: null,
      dismissed: dismissal(f.ruleId, f.span?.text ?? null),
    }));
    const modelFindings = opinion.findings.map((f) => ({ ...f, dismissed: dismissal(f.ruleId, f.span?.text ?? null) }));
    const counts = severityCounts(ruleFindings.filter((f) => !f.dismissed));
    return {
      articleId: article.id,
      version: article.version,
      contentHash: articleDigest(article.title, article.content),
      exchange: report.exchange,
      jurisdiction: report.jurisdiction,
      complianceScore: scoreOf(counts),
      result: reviewedLevel(counts, opinion.status, modelFindings.filter((f) => !f.dismissed).length),
      blocked: counts.critical > 0,
      findings: [...ruleFindings, ...modelFindings],
      disclosures: report.disclosures,
      secondOpinion: { status: opinion.status, model: opinion.model, checkedAt: opinion.checkedAt, findingCount: modelFindings.length },
    };
  }

  /**
   * The engine's report on the article's current text, its stored disclosure facts verified against the
   * campaign and listing: what the article's screen shows and the publish gate counts (PublishGate).
   */
  async report(em: EntityManager, article: Article): Promise<ListedReport> {
    const text = articleText(article);
    const disclosures = await articleDisclosureCheck(em, this.deps.market, article);
    return this.deps.compliance.reportFor(em, article.campaign.ticker, article.campaign.organization?.exchange ?? '', text, disclosures);
  }

  /** The engine's findings and the model's, on the article's current text. */
  private async current(em: EntityManager, article: Article) {
    const text = articleText(article);
    const report = await this.report(em, article);
    const opinion = this.deps.secondOpinion ? await this.deps.secondOpinion.stateFor(em, article, text, report.findings) : OFF;
    const findings: Pick<Finding, 'ruleId' | 'title' | 'severity' | 'span'>[] = [...report.findings, ...opinion.findings];
    return { report, opinion, findings };
  }

  private dismissalsOf(em: EntityManager, article: Article): Promise<ComplianceDismissal[]> {
    return em.find(ComplianceDismissal, { article: article.id, contentHash: articleDigest(article.title, article.content) });
  }
}

/** Findings by severity (the engine's that stand: what the score, the verdict and the stored report count). */
function severityCounts(findings: readonly { severity: Severity }[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { critical: 0, important: 0, advisory: 0 };
  for (const f of findings) counts[f.severity] += 1;
  return counts;
}

function articleText(article: Article): string {
  return `# ${article.title}\n\n${article.content}`;
}

function alreadyDismissed(): ConflictError {
  return new ConflictError('This finding is already dismissed for this version.', 'finding_already_dismissed');
}

function excerpt(text: string | null): string | null {
  if (text === null) return null;
  return text.length > 200 ? `${text.slice(0, 199)}…` : text;
}
