import type { EntityManager } from '@mikro-orm/core';
import { ConflictError } from '../../lib/errors';
import { ArticleChangedError, releaseVersion, type Article } from '../articles';
import { CampaignArchivedError } from '../campaigns';
import { authorize, type Viewer } from '../identity';
import type { TickerAuthorizationService } from '../kyc';
import type { PublishGate } from './publish-gate';

/**
 * Whether an article's current version may go out without (more) approval: the approvals module's
 * policy (the organization's rule, an approval bound to the exact version).
 */
export interface ApprovalPolicy {
  /** Null when the article may go out as it is; else why it needs an approval first. */
  missingApproval(em: EntityManager, article: Article): Promise<string | null>;
}

/** 409 `approval_required`: the organization requires an approval of this exact version first. */
export class ApprovalRequiredError extends ConflictError {
  constructor(reason: string) {
    super(reason, 'approval_required');
  }
}

export interface ReleaseChecksDeps {
  authorization: TickerAuthorizationService;
  gate: PublishGate;
  approval: ApprovalPolicy;
}

/**
 * The first two steps of every release, for platform posts and newswire orders alike: the compliance
 * gate and the approval, with the issuer's right to act for the ticker. Run when a person asks and again
 * when scheduled work comes due (the issuer may have lost verification, edited the text, or lost the approval).
 * The version that passes becomes the released one (article-release.ts) when the release records its
 * effects (or, for scheduled work, here): the only text any public surface shows, so an edit changes
 * nothing public until it passes here too.
 */
export class ReleaseChecks {
  constructor(private readonly deps: ReleaseChecksDeps) {}

  /**
   * A member asks to release `article` (their organization's): throws the refusal (403 for their role or the
   * ticker, 409 campaign_archived, compliance_blocked, approval_required). Answers the member.
   */
  async assertReleasable(
    em: EntityManager,
    viewer: Viewer | null,
    article: Article,
    operation: 'release.publish' | 'release.distribute',
  ): Promise<Viewer> {
    const member = authorize(viewer, operation);
    await this.deps.authorization.assertCanActFor(em, member, article.campaign.ticker);
    if (article.campaign.status === 'archived') throw new CampaignArchivedError();
    await this.deps.gate.assertReleasable(em, article);
    const missing = await this.deps.approval.missingApproval(em, article);
    if (missing) throw new ApprovalRequiredError(missing);
    return member;
  }

  /** Scheduled work comes due: why it does not go out (`Not published: ...`), or null. */
  async refusalAtRelease(
    em: EntityManager,
    organizationId: string,
    article: Article,
    verb: 'published' | 'distributed',
  ): Promise<string | null> {
    const auth = await this.deps.authorization.evaluateOrganization(em, organizationId, article.campaign.ticker);
    if (!auth.isAuthorized) return `Not ${verb}: ${auth.reason}`;
    const findings = await this.deps.gate.criticalFindings(em, article);
    if (findings.length)
      return `Not ${verb}: the article now has ${findings.length} critical compliance finding${findings.length === 1 ? '' : 's'} (${[...new Set(findings.map((f) => f.title))].join('; ')}).`;
    const missing = await this.deps.approval.missingApproval(em, article);
    if (missing) return `Not ${verb}: ${missing}`;
    try {
      await releaseVersion(em, article.id, article.version);
    } catch (error) {
      if (error instanceof ArticleChangedError) return `Not ${verb}: ${error.message}`;
      throw error;
    }
    return null;
  }
}
