import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { newswireDelivery, type NewswireProvider } from '@issuerwire/plugin-sdk';
import { ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors';
import { Article, markReleased } from '../articles';
import { findOrganization, organizationOwner, type Viewer } from '../identity';
import { NOW_GRACE_MS } from '../vendor-calls';
import { reachPerOrder, type DistributionLevel, type NewswireOrderStatus } from './distribution.constants';
import type { DistributionDeps } from './distribution.deps';
import { assertDisclosureMet, disclosureNeed } from './distribution-disclosure';
import { DISTRIBUTION_MESSAGES } from './distribution.schemas';
import { DISTRIBUTION_FAILED, type DistributeAnswer, distributionMessage, orderView } from './distribution.views';
import { NewswireOrder } from './newswire-order.entity';
import { releasedNewswire } from './newswire-release';
import { assertNotOrderedBefore } from './ordered-before';
import type { OrderVendorCall } from './order-vendor-call';
import { holdsSlot } from './sandbox-orders';

/** Orders that hold the article's slot with a provider (one active order per article and provider). */
const ACTIVE_ORDER_STATUSES: NewswireOrderStatus[] = ['scheduled', 'submitting', 'unknown', 'submitted', 'awaiting_issuer', 'published'];

/** Orders as placed by one release: the rows to answer, those to send now and those held for later. */
export interface PlacedOrders {
  all: string[];
  scheduled: NewswireOrder[];
  submitting: string[];
  existing: Set<string>;
}

/**
 * What happens when an issuer distributes (the release workflow's wire step, after its gate and approval):
 * providers and the target time checked, one order per provider with its cost and reach committed before
 * any vendor is called, held orders given their jobs, the others sent, and the answer.
 */
export class OrderPlacement {
  constructor(
    private readonly deps: DistributionDeps,
    private readonly vendor: OrderVendorCall,
  ) {}

  /** 400 naming any provider this server does not have. */
  assertKnownProviders(providerIds: string[]): void {
    const unknown = providerIds.filter((id) => !this.deps.plugins.newswire(id));
    if (unknown.length)
      throw new ValidationError(`Unknown newswire provider: ${unknown.join(', ')}.`, { providers: 'Unknown newswire provider' });
  }

  /** The target time asked for: null for now (or a time within the grace minute); 400 when in the past. */
  targetTime(targetDate: Date | null): Date | null {
    if (!targetDate) return null;
    const now = this.deps.clock.now();
    if (targetDate.getTime() < now.getTime() - NOW_GRACE_MS)
      throw new ValidationError(DISTRIBUTION_MESSAGES.pastTarget, { targetDate: DISTRIBUTION_MESSAGES.pastTarget });
    return targetDate.getTime() > now.getTime() + 1000 ? targetDate : null;
  }

  /**
   * The orders, committed before any vendor is called (a provider that already has an active order for
   * the article keeps it: nothing is ordered twice); held ones get their jobs. The calls are `submit`'s.
   */
  async placeOrders(
    em: EntityManager,
    article: Article,
    member: Viewer,
    providerIds: string[],
    level: DistributionLevel,
    target: Date | null,
    orderAgain = false,
  ): Promise<PlacedOrders> {
    const providers = providerIds.map((id) => this.deps.plugins.newswire(id)!);
    // Step 1, on the circuits: material news needs broad national distribution (distribution-disclosure.ts).
    assertDisclosureMet(await disclosureNeed(em, this.deps.market, article), providers, level);
    this.vendor.calls.assertCanSchedule(Boolean(target && providers.some((p) => newswireDelivery(p).mode === 'api')));
    const listing = await this.deps.market.company(article.campaign.ticker, em);
    const placed = await this.createOrders(
      em,
      article,
      member.organizationId,
      providers,
      level,
      target,
      listing?.exchange ?? null,
      orderAgain,
    );
    for (const order of placed.scheduled)
      await this.vendor.calls.sendJob(order.id, order.jobId!, order.targetTime ?? this.deps.clock.now());
    return placed;
  }

  /** Sends the orders placed for now to their vendors, one after another. */
  async submit(placed: PlacedOrders): Promise<void> {
    for (const id of placed.submitting) await this.vendor.send(id);
  }

  /** The distribute answer: every asked provider's order, its cost and reach, with `code: distribution_failed` when every one failed. */
  async answer(
    em: EntityManager,
    providerIds: string[],
    placed: PlacedOrders,
    moved: { id: string; platform: string; from: Date; to: Date }[],
  ): Promise<DistributeAnswer> {
    const rows = await em.fork().find(NewswireOrder, { id: { $in: placed.all } }, { populate: ['article'] });
    const views = providerIds
      .map((pid) => rows.find((r) => r.provider === pid))
      .filter((r): r is NewswireOrder => Boolean(r))
      .map((r) => orderView(this.deps.plugins, r));
    const live = views.filter((v) => v.status !== 'failed');
    const totalCostCents = live.reduce((sum, v) => sum + v.costCents, 0);
    const answer: DistributeAnswer = {
      message: distributionMessage(views, placed.existing),
      orders: views,
      totalCostCents,
      totalCost: totalCostCents / 100,
      estimatedReach: live.reduce((sum, v) => sum + v.estimatedReach, 0),
      movedPublications: moved.map((m) => ({ id: m.id, platform: m.platform, from: m.from.toISOString(), to: m.to.toISOString() })),
    };
    return live.length ? answer : { ...answer, code: DISTRIBUTION_FAILED };
  }

  private async createOrders(
    em: EntityManager,
    checked: Article,
    organizationId: string,
    providers: NewswireProvider[],
    level: DistributionLevel,
    target: Date | null,
    exchange: string | null,
    orderAgain: boolean,
  ): Promise<PlacedOrders> {
    try {
      return await em.fork().transactional(async (tx) => {
        // The version the checks passed (`checked`) becomes the released one, the text the wire receives.
        const articleId = checked.id;
        const article = await tx.findOneOrFail(Article, { id: articleId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        markReleased(article, checked.version);
        await tx.populate(article, ['campaign']);
        const contact = await organizationOwner(tx, organizationId);
        if (!contact) throw new UnauthorizedError();
        const organization = await findOrganization(tx, organizationId);
        const found = await tx.find(NewswireOrder, {
          article: articleId,
          provider: { $in: providers.map((p) => p.id) },
          status: { $in: ACTIVE_ORDER_STATUSES },
        });
        // Ordered before (and not failed or cancelled): refused unless asked again, and then only once released.
        assertNotOrderedBefore(
          found.filter((o) => holdsSlot(o, this.deps.plugins)),
          (id) => this.vendor.providerName(id),
          orderAgain,
        );
        const now = this.deps.clock.now();
        const placed: PlacedOrders = { all: [], scheduled: [], submitting: [], existing: new Set() };
        for (const provider of providers) {
          const base = {
            organization: article.organization,
            article,
            provider: provider.id,
            level,
            costCents: provider.pricing[level],
            estimatedReach: reachPerOrder(level),
            targetTime: target,
            sandbox: this.deps.plugins.isSandbox(provider.id),
            createdAt: now,
            updatedAt: now,
          };
          let order: NewswireOrder;
          if (newswireDelivery(provider).mode === 'package') {
            // Web Integration: the package is ready now; the issuer files it (with its release time) on the vendor's site.
            const release = await releasedNewswire(tx, article, contact, exchange, organization, target);
            const submission = provider.buildSubmission!(release, level);
            order = tx.create(NewswireOrder, {
              ...base,
              status: 'awaiting_issuer',
              submission,
              vendorMessage: `Submit the prepared release on ${provider.name}'s site, then record the release URL.`,
            });
            this.vendor.recordPlaced(tx, order, article, provider.name);
          } else if (target) {
            order = tx.create(NewswireOrder, { ...base, status: 'scheduled', jobId: randomUUID() });
            placed.scheduled.push(order);
          } else {
            order = tx.create(NewswireOrder, { ...base, status: 'submitting', attempts: 1 });
            placed.submitting.push(order.id);
          }
          placed.all.push(order.id);
        }
        await tx.flush();
        await this.deps.ledger.syncArticle(tx, article);
        await tx.flush();
        return placed;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError(
          'This article is being distributed through one of these providers right now. Refresh to see its state.',
          'order_active',
        );
      }
      throw error;
    }
  }
}
