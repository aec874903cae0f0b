import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/parse-input';
import type { Mailer } from '../../mail/mailer';
import { Article, articleDigest, ArticleVersion, type ArticlesService } from '../articles';
import type { AuditService } from '../audit';
import {
  approvalRuleOf,
  authorize,
  authorizeCommitted,
  findOrganization,
  membersOf,
  Organization,
  setApprovalRule,
  type Viewer,
} from '../identity';
import type { NotificationsService } from '../notifications';
import { personsBehindTokens } from '../tokens';
import { ComplianceBlockedError, type ApprovalPolicy, type GateFinding, type PublishGate } from '../vendor-calls';
import { ApprovalRequest, type ApprovalStatus } from './approval-request.entity';
import { approvalDecidedMail, approvalRequestedMail } from './approvals.mails';
import { approvalRuleSchema, approveSchema, rejectSchema, requestApprovalSchema } from './approvals.schemas';

export interface ApprovalView {
  id: string;
  version: number;
  contentHash: string;
  /** pending, approved or rejected; voided once the article's text is no longer this version's. */
  status: ApprovalStatus | 'voided';
  requestedBy: string;
  /** The requester's username (a former member: null). */
  requestedByName: string | null;
  note: string | null;
  decisions: { userId: string; name: string | null; decision: 'approved' | 'rejected'; comment: string | null; at: string }[];
  createdAt: Date;
  decidedAt: Date | null;
}

export interface ApprovalState {
  /** Whether this organization requires an approval before publish and distribute. */
  required: boolean;
  approvalsNeeded: number;
  /** The current version is approved (by enough approvers). */
  approved: boolean;
  /** The request about the current version, if any. */
  current: ApprovalView | null;
  history: ApprovalView[];
  /** The compliance gate refuses the current version: it cannot be sent for approval nor approved. */
  blocked: boolean;
  /** The critical findings that block it (not dismissed by an approver), as the gate answers them. */
  blockingFindings: GateFinding[];
}

export interface WaitingApproval {
  articleId: string;
  campaignId: string;
  title: string;
  version: number;
  requestedByName: string | null;
  note: string | null;
  requestedAt: Date;
}

export interface ApprovalsDeps {
  articles: ArticlesService;
  audit: AuditService;
  notifications: NotificationsService;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  config: Pick<Config, 'publicUrl'>;
  /** The release's compliance gate: a version it blocks is neither sent for approval nor approved. */
  gate: Pick<PublishGate, 'criticalFindings'>;
}

function view(request: ApprovalRequest, currentHash: string, names: Map<string, string>): ApprovalView {
  const voided = request.status !== 'rejected' && request.contentHash !== currentHash;
  return {
    id: request.id,
    version: request.version,
    contentHash: request.contentHash,
    status: voided ? 'voided' : request.status,
    requestedBy: request.requestedBy,
    requestedByName: names.get(request.requestedBy) ?? null,
    note: request.note ?? null,
    decisions: request.decisions.map((d) => ({ ...d, name: names.get(d.userId) ?? null })),
    createdAt: request.createdAt,
    decidedAt: request.decidedAt ?? null,
  };
}

/**
 * A second pair of eyes before anything goes out. An approval binds to the exact version (its content
 * hash): any edit, regeneration or disclosure change voids it. The author of a version, and whoever asked,
 * never approve it. Publish and distribute ask `missingApproval` (ReleaseChecks), when a person asks and
 * again when scheduled work comes due. Every step is audited, in the article's history too.
 */
export class ApprovalsService implements ApprovalPolicy {
  constructor(private readonly deps: ApprovalsDeps) {}

  async missingApproval(em: EntityManager, article: Article): Promise<string | null> {
    const rule = await approvalRuleOf(em, article.organization.id);
    if (!rule.required) return null;
    const hash = articleDigest(article.title, article.content);
    const approved = await em.count(ApprovalRequest, { article: article.id, contentHash: hash, status: 'approved' });
    if (approved) return null;
    return `Approval required: your company approves every release first, and version ${article.version} of this article has not been approved${
      rule.approvalsNeeded > 1 ? ` by ${rule.approvalsNeeded} approvers` : ''
    }. Request approval from the article.`;
  }

  async state(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<ApprovalState> {
    const article = await this.deps.articles.own(em, viewer, articleId);
    return this.stateOf(em, article);
  }

  /** One request, as articleApproval's history shows it: whoever may read its article reads it; null when it is not the organization's. */
  async get(em: EntityManager, viewer: Viewer | null, id: string): Promise<ApprovalView | null> {
    const member = authorize(viewer, 'organization.read');
    const request = isUuid(id) ? await em.findOne(ApprovalRequest, { id, organization: member.organizationId }) : null;
    if (!request) return null;
    const article = await this.deps.articles.own(em, member, request.article.id);
    const names = new Map((await membersOf(em, member.organizationId)).map((m) => [m.userId, m.username]));
    return view(request, articleDigest(article.title, article.content), names);
  }

  /**
   * The dashboard's "Waiting for my approval": pending requests of the viewer's organization on articles
   * whose text is still the version asked about, that the viewer may decide (not written or asked by them).
   */
  async waitingFor(em: EntityManager, viewer: Viewer | null): Promise<WaitingApproval[]> {
    const member = authorize(viewer, 'organization.read');
    if (member.memberRole !== 'owner' && member.memberRole !== 'approver') return [];
    const requests = await em.find(
      ApprovalRequest,
      { organization: member.organizationId, status: 'pending' },
      { populate: ['article'], orderBy: { createdAt: 'asc' }, limit: 100 },
    );
    const names = new Map((await membersOf(em, member.organizationId)).map((m) => [m.userId, m.username]));
    const current = requests.filter((r) => r.contentHash === articleDigest(r.article.title, r.article.content));
    const excluded = await this.excludedDeciders(em, current);
    return current
      .filter((r) => !excluded.get(r.id)!.has(member.userId))
      .filter((r) => !r.decisions.some((d) => d.userId === member.userId))
      .map((r) => ({
        articleId: r.article.id,
        campaignId: r.article.campaign.id,
        title: r.article.title,
        version: r.version,
        requestedByName: names.get(r.requestedBy) ?? null,
        note: r.note ?? null,
        requestedAt: r.createdAt,
      }));
  }

  /** POST /api/articles/{id}/approval-request: asks for the current version to be approved; approvers hear of it. */
  async request(em: EntityManager, viewer: Viewer | null, articleId: string, body: unknown): Promise<ApprovalState> {
    const { note } = parseInput(requestApprovalSchema, body ?? {});
    const article = await this.deps.articles.own(em, viewer, articleId);
    const member = authorize(viewer, 'approval.request');
    await this.assertNotBlocked(em, article);
    const hash = articleDigest(article.title, article.content);
    const created = await em.fork().transactional(async (tx) => {
      await tx.findOneOrFail(Article, { id: article.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const open = await tx.findOne(ApprovalRequest, { article: article.id, contentHash: hash, status: { $in: ['pending', 'approved'] } });
      if (open) {
        throw new ConflictError(
          open.status === 'approved' ? 'This version is already approved.' : 'Approval of this version is already requested.',
          'approval_exists',
        );
      }
      const version = await tx.findOne(ArticleVersion, { article: article.id, version: article.version });
      const now = this.deps.clock.now();
      const request = tx.create(ApprovalRequest, {
        organization: tx.getReference(Organization, member.organizationId),
        article: tx.getReference(Article, article.id),
        version: article.version,
        contentHash: hash,
        authorId: version?.actorId ?? null,
        requestedBy: member.userId,
        note: note ?? null,
        createdAt: now,
        updatedAt: now,
      });
      this.deps.audit.record(tx, {
        organizationId: member.organizationId,
        actorId: member.userId,
        action: 'article.approval_requested',
        entityType: 'article',
        entityId: article.id,
        content: `# ${article.title}\n\n${article.content}`,
        details: { requestId: request.id, version: article.version, note: note ?? null },
      });
      const notification = this.deps.notifications.add(tx, {
        organizationId: member.organizationId,
        kind: 'approval.requested',
        title: 'Approval requested',
        body: `"${article.title}" (version ${article.version}) waits for an approver.${note ? ` Note: ${note}` : ''}`,
        campaignId: article.campaign.id,
        articleId: article.id,
      });
      return { request, notification };
    });
    this.deps.notifications.announce(created.notification);
    await this.mailApprovers(em, member, article);
    return this.stateOf(em.fork(), await this.deps.articles.own(em.fork(), viewer, articleId));
  }

  /** POST /api/articles/{id}/approve: an approver other than the author and the requester approves the current version. */
  async approve(em: EntityManager, viewer: Viewer | null, articleId: string, body: unknown): Promise<ApprovalState> {
    const { comment } = parseInput(approveSchema, body ?? {});
    return this.decide(em, viewer, articleId, 'approved', comment ?? null);
  }

  /** POST /api/articles/{id}/reject: with a comment saying why. */
  async reject(em: EntityManager, viewer: Viewer | null, articleId: string, body: unknown): Promise<ApprovalState> {
    const { comment } = parseInput(rejectSchema, body ?? {});
    return this.decide(em, viewer, articleId, 'rejected', comment);
  }

  /** GET/PUT the organization's approval rule (the owner changes it). */
  async rule(em: EntityManager, viewer: Viewer | null): Promise<{ required: boolean; approvalsNeeded: number; explicit: boolean }> {
    const member = authorize(viewer, 'organization.read');
    return approvalRuleOf(em, member.organizationId);
  }

  async setRule(
    em: EntityManager,
    viewer: Viewer | null,
    body: unknown,
  ): Promise<{ required: boolean; approvalsNeeded: number; explicit: boolean }> {
    const input = parseInput(approvalRuleSchema, body);
    const owner = authorize(viewer, 'team.manage');
    await em.fork().transactional(async (tx) => {
      const organization = await authorizeCommitted(tx, owner, 'team.manage');
      const before = await approvalRuleOf(tx, organization.id);
      setApprovalRule(organization, input, this.deps.clock.now());
      this.deps.audit.record(tx, {
        organizationId: organization.id,
        actorId: owner.userId,
        action: 'team.approval_rule_changed',
        entityType: 'organization',
        entityId: organization.id,
        details: { from: { required: before.required, approvalsNeeded: before.approvalsNeeded }, to: input },
      });
    });
    return approvalRuleOf(em.fork(), owner.organizationId);
  }

  private async decide(
    em: EntityManager,
    viewer: Viewer | null,
    articleId: string,
    decision: 'approved' | 'rejected',
    comment: string | null,
  ): Promise<ApprovalState> {
    const article = await this.deps.articles.own(em, viewer, articleId);
    const member = authorize(viewer, 'approval.decide');
    // Asking for changes stays possible; an approval of a version the gate blocks would promise a release that cannot happen.
    if (decision === 'approved') await this.assertNotBlocked(em, article);
    const hash = articleDigest(article.title, article.content);
    const outcome = await em.fork().transactional(async (tx) => {
      const request = await tx.findOne(
        ApprovalRequest,
        { article: article.id, contentHash: hash, status: 'pending' },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!request) {
        throw new ConflictError(
          'No approval of the current version is pending: an edit since the request voided it, or nobody asked yet.',
          'no_pending_approval',
        );
      }
      if ((await this.excludedDeciders(tx, [request])).get(request.id)!.has(member.userId)) {
        throw new ForbiddenError(
          'You wrote this text (in this or an earlier version) or asked for its approval, yourself or through an API token: another approver must decide on it.',
          'own_version',
        );
      }
      if (request.decisions.some((d) => d.userId === member.userId)) {
        throw new ConflictError('You have already approved this version; it waits for another approver.', 'approval_exists');
      }
      const now = this.deps.clock.now();
      request.decisions = [...request.decisions, { userId: member.userId, decision, comment, at: now.toISOString() }];
      const rule = await approvalRuleOf(tx, member.organizationId);
      const approvals = request.decisions.filter((d) => d.decision === 'approved').length;
      if (decision === 'rejected') request.status = 'rejected';
      else if (approvals >= rule.approvalsNeeded) request.status = 'approved';
      if (request.status !== 'pending') request.decidedAt = now;
      request.updatedAt = now;
      this.deps.audit.record(tx, {
        organizationId: member.organizationId,
        actorId: member.userId,
        action: decision === 'approved' ? 'article.approved' : 'article.rejected',
        entityType: 'article',
        entityId: article.id,
        content: `# ${article.title}\n\n${article.content}`,
        details: {
          requestId: request.id,
          version: request.version,
          comment,
          status: request.status,
          approvals,
          approvalsNeeded: rule.approvalsNeeded,
        },
      });
      const waiting = request.status === 'pending' ? ` (${approvals} of ${rule.approvalsNeeded} approvals)` : '';
      const notification = this.deps.notifications.add(tx, {
        organizationId: member.organizationId,
        kind: 'approval.decided',
        title: decision === 'approved' ? `Approved${waiting}` : 'Changes requested',
        body: `"${article.title}" (version ${request.version}) was ${decision}${comment ? `: ${comment}` : '.'}`,
        campaignId: article.campaign.id,
        articleId: article.id,
      });
      const mail = { request, decision, comment, approvals, approvalsNeeded: rule.approvalsNeeded };
      return { notification, mail };
    });
    this.deps.notifications.announce(outcome.notification);
    await this.mailAuthors(em, member, article, outcome.mail);
    return this.stateOf(em.fork(), await this.deps.articles.own(em.fork(), viewer, articleId));
  }

  /** 409 `compliance_blocked` with the findings, for a version the release gate refuses. */
  private async assertNotBlocked(em: EntityManager, article: Article): Promise<void> {
    const findings = await this.deps.gate.criticalFindings(em, article);
    if (findings.length) throw new ComplianceBlockedError(findings);
  }

  /**
   * "Never by its author", for each request: whoever wrote any version of the article with the text asked
   * about (an edit and a revert to the same text counts), whoever asked for this approval, and the person
   * behind any API token among them (a token acts for the owner who created it).
   */
  private async excludedDeciders(em: EntityManager, requests: ApprovalRequest[]): Promise<Map<string, Set<string>>> {
    const versions = requests.length
      ? await em.find(
          ArticleVersion,
          { $or: requests.map((r) => ({ article: r.article.id, contentHash: r.contentHash })) },
          { fields: ['article', 'contentHash', 'actorId'] },
        )
      : [];
    const direct = new Map(
      requests.map((r) => {
        const authors = versions.filter((v) => v.article.id === r.article.id && v.contentHash === r.contentHash).map((v) => v.actorId);
        const ids = [r.requestedBy, r.authorId, ...authors].filter((id): id is string => !!id);
        return [r.id, ids] as const;
      }),
    );
    const persons = await personsBehindTokens(em, [...direct.values()].flat());
    return new Map([...direct].map(([id, ids]) => [id, new Set(ids.flatMap((i) => (persons.has(i) ? [i, persons.get(i)!] : [i])))]));
  }

  private async stateOf(em: EntityManager, article: Article): Promise<ApprovalState> {
    const rule = await approvalRuleOf(em, article.organization.id);
    const hash = articleDigest(article.title, article.content);
    const requests = await em.find(ApprovalRequest, { article: article.id }, { orderBy: { createdAt: 'desc' } });
    const names = new Map((await membersOf(em, article.organization.id)).map((m) => [m.userId, m.username]));
    const history = requests.map((r) => view(r, hash, names));
    const current = requests.find((r) => r.contentHash === hash && r.status !== 'rejected') ?? null;
    const blockingFindings = await this.deps.gate.criticalFindings(em, article);
    return {
      required: rule.required,
      approvalsNeeded: rule.approvalsNeeded,
      approved: current?.status === 'approved',
      current: current ? view(current, hash, names) : null,
      history,
      blocked: blockingFindings.length > 0,
      blockingFindings,
    };
  }

  /** Owners and approvers other than the requester hear by email too (after the commit; a failed mail is logged). */
  private async mailApprovers(em: EntityManager, requester: Viewer, article: Article): Promise<void> {
    const organization = await findOrganization(em, requester.organizationId);
    const members = await membersOf(em, requester.organizationId);
    const by = requester.token
      ? `The partner token "${requester.token.name}"`
      : (members.find((m) => m.userId === requester.userId)?.username ?? 'A colleague');
    for (const m of members) {
      if (m.userId === requester.userId || (m.role !== 'approver' && m.role !== 'owner')) continue;
      await this.deps.mailer
        .send(
          approvalRequestedMail({
            to: m.email,
            organization: organization?.name ?? 'your company',
            requestedBy: by,
            title: article.title,
            version: article.version,
            link: `${this.deps.config.publicUrl}/articles/${article.id}`,
          }),
        )
        .catch((error: unknown) => this.deps.logger.error({ err: error, articleId: article.id }, 'approval request mail failed'));
    }
  }

  /**
   * The author of the version and whoever asked hear of each decision by email, with the link to the article
   * (a token's request reaches the person behind it; the decider and former members are left out).
   */
  private async mailAuthors(
    em: EntityManager,
    decider: Viewer,
    article: Article,
    outcome: {
      request: ApprovalRequest;
      decision: 'approved' | 'rejected';
      comment: string | null;
      approvals: number;
      approvalsNeeded: number;
    },
  ): Promise<void> {
    const asked = [outcome.request.authorId, outcome.request.requestedBy].filter((id): id is string => !!id);
    const persons = await personsBehindTokens(em, asked);
    const recipients = new Set(asked.map((id) => persons.get(id) ?? id));
    recipients.delete(decider.userId);
    const members = await membersOf(em, decider.organizationId);
    const by = members.find((m) => m.userId === decider.userId)?.username ?? 'An approver';
    for (const m of members) {
      if (!recipients.has(m.userId)) continue;
      await this.deps.mailer
        .send(
          approvalDecidedMail({
            to: m.email,
            decidedBy: by,
            decision: outcome.decision,
            complete: outcome.request.status === 'approved',
            approvals: outcome.approvals,
            approvalsNeeded: outcome.approvalsNeeded,
            title: article.title,
            version: outcome.request.version,
            comment: outcome.comment,
            link: `${this.deps.config.publicUrl}/articles/${article.id}`,
          }),
        )
        .catch((error: unknown) => this.deps.logger.error({ err: error, articleId: article.id }, 'approval decision mail failed'));
    }
  }
}
