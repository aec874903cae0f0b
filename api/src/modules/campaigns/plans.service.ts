import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { UnauthorizedError } from '../../lib/errors';
import type { AuditService } from '../audit';
import { authorize, findOrganization, setOrganizationPlan, type Organization, type Viewer } from '../identity';
import type { TickerAuthorizationService } from '../kyc';
import { QuotaExceededError } from './campaigns.errors';
import { monthBounds, PLAN_IDS, PLANS, upgradeFrom, type PlanDetails, type PlanId } from './plans';

/** The article count the quota needs, answered by the articles module (its ArticleDirectory). */
export interface ArticleCounts {
  countCreatedSince(em: EntityManager, organizationId: string, since: Date): Promise<number>;
}

export interface PlanUsage {
  plan: PlanId;
  name: string;
  priceCents: number;
  /** New articles allowed this UTC calendar month. */
  limit: number;
  used: number;
  remaining: number;
  periodStart: Date;
  resetsAt: Date;
  upgradeTo: PlanId | null;
  /** Every plan, for the upgrade cards. */
  plans: PlanDetails[];
}

/**
 * Plans are real: the organization's plan sets the monthly quota of NEW articles (generations). Regenerating an
 * existing article does not count against it (each regeneration is audited). Plan changes are recorded
 * and audited; there is no payment processor.
 */
export class PlanService {
  constructor(
    private readonly deps: {
      authorization: TickerAuthorizationService;
      audit: AuditService;
      clock: Clock;
      articles: ArticleCounts;
      /** Where an Agency organization asks for more (config.supportEmail). */
      supportEmail: string;
    },
  ) {}

  async usage(em: EntityManager, viewer: Viewer | null): Promise<PlanUsage> {
    return this.usageOf(em, await this.organizationOf(em, viewer, 'organization.read'));
  }

  async usageOf(em: EntityManager, organization: Organization): Promise<PlanUsage> {
    const { monthStart, nextMonthStart } = monthBounds(this.deps.clock.now());
    const used = await this.deps.articles.countCreatedSince(em, organization.id, monthStart);
    const plan: PlanId = organization.plan;
    const details = PLANS[plan];
    return {
      plan,
      name: details.name,
      priceCents: details.priceCents,
      limit: details.articlesPerMonth,
      used,
      remaining: Math.max(0, details.articlesPerMonth - used),
      periodStart: monthStart,
      resetsAt: nextMonthStart,
      upgradeTo: upgradeFrom(plan),
      plans: PLAN_IDS.map((id) => PLANS[id]),
    };
  }

  /** Throws 409 quota_exceeded (with plan, limit, used and the plan to upgrade to) when no generation is left this month. */
  async assertWithinQuota(em: EntityManager, organizationId: string): Promise<PlanUsage> {
    const organization = await findOrganization(em, organizationId);
    if (!organization) throw new UnauthorizedError();
    const usage = await this.usageOf(em, organization);
    if (usage.remaining <= 0) throw new QuotaExceededError(usage.plan, usage.used, this.deps.supportEmail);
    return usage;
  }

  /** Upgrade or downgrade: the owner of a verified organization only, audited with from and to. */
  async change(em: EntityManager, viewer: Viewer | null, plan: PlanId): Promise<PlanUsage & { changed: boolean }> {
    const organization = await this.organizationOf(em, viewer, 'plan.change');
    await this.deps.authorization.assertCanActFor(em, viewer, organization.ticker ?? '');
    const from: PlanId = organization.plan;
    if (from === plan) return { ...(await this.usageOf(em, organization)), changed: false };
    setOrganizationPlan(organization, plan, this.deps.clock.now());
    this.deps.audit.record(em, {
      organizationId: organization.id,
      actorId: viewer!.userId,
      action: 'plan.changed',
      entityType: 'organization',
      entityId: organization.id,
      details: { from, to: plan, priceCents: PLANS[plan].priceCents, articlesPerMonth: PLANS[plan].articlesPerMonth },
    });
    await em.flush();
    return { ...(await this.usageOf(em, organization)), changed: true };
  }

  private async organizationOf(
    em: EntityManager,
    viewer: Viewer | null,
    operation: 'organization.read' | 'plan.change',
  ): Promise<Organization> {
    const organization = await findOrganization(em, authorize(viewer, operation).organizationId);
    if (!organization) throw new UnauthorizedError();
    return organization;
  }
}
