import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { UnauthorizedError } from '../../lib/errors';
import type { AuditService } from '../audit';
import { authorize, findOrganization, setOrganizationPlan, type Organization, type Viewer } from '../identity';
import type { TickerAuthorizationService } from '../kyc';
import { nextArticleCost, type ContentCost } from './billing.service';
import { OverageConfirmationRequiredError } from './campaigns.errors';
import { monthBounds, PLAN_IDS, PLANS, upgradeFrom, type PlanDetails, type PlanId } from './plans';

/** The article count the quota needs, answered by the articles module (its ArticleDirectory). */
export interface ArticleCounts {
  countCreatedSince(em: EntityManager, organizationId: string, since: Date): Promise<number>;
}

export interface PlanUsage {
  plan: PlanId;
  name: string;
  /** The monthly subscription, in US cents. */
  priceCents: number;
  /** Each new article beyond the allowance, in US cents (confirmed before it is charged). */
  overageCents: number;
  /** New articles the subscription includes this UTC calendar month (more cost overageCents each). */
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
 * Plans are monthly subscriptions: the organization's plan sets the month's allowance of NEW articles
 * (generations); more are charged at the plan's overage price once the issuer confirms it. Regenerating an
 * existing article does not count (each regeneration is audited). Plan changes are recorded and audited;
 * there is no payment processor.
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
      overageCents: details.overageCents,
      limit: details.articlesPerMonth,
      used,
      remaining: Math.max(0, details.articlesPerMonth - used),
      periodStart: monthStart,
      resetsAt: nextMonthStart,
      upgradeTo: upgradeFrom(plan),
      plans: PLAN_IDS.map((id) => PLANS[id]),
    };
  }

  /**
   * What the organization's next new article costs: nothing more within the month's allowance, the overage price
   * beyond it, which needs `confirmOverage` (else 402 overage_confirmation_required with the price).
   */
  async quote(em: EntityManager, organizationId: string, confirmOverage: boolean): Promise<{ usage: PlanUsage; cost: ContentCost }> {
    const organization = await findOrganization(em, organizationId);
    if (!organization) throw new UnauthorizedError();
    const usage = await this.usageOf(em, organization);
    const cost = nextArticleCost(usage.plan, usage.used);
    if (cost.amountCents > 0 && !confirmOverage) throw new OverageConfirmationRequiredError(usage.plan, usage.used);
    return { usage, cost };
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
