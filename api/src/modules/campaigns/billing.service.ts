import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { sqlKeyset, type KeysetRequest, type PageOf } from '../../db/keyset';
import { isUuid } from '../../lib/ids';
import { authorize, findOrganization, Organization, type Viewer } from '../identity';
import { Campaign } from './campaign.entity';
import { Charge, type ChargeKind } from './charge.entity';
import { monthBounds, PLANS, type PlanId } from './plans';

/** Every charge is in US dollars (the plans are priced in them). */
export const CHARGE_CURRENCY = 'USD';

/** The idempotency reference of a campaign's charge: a campaign is billed once, when its article is generated. */
export function campaignChargeReference(campaignId: string): string {
  return `campaign:${campaignId}`;
}

/** A monthly subscription as the paid-content disclosure names it. */
export interface Subscription {
  plan: PlanId;
  name: string;
  priceCents: number;
  articlesPerMonth: number;
}

/**
 * What one campaign's content costs the issuer under the subscription model: `amountCents` is what IssuerWire
 * charges for this content itself (0 within the month's allowance, the plan's overage price beyond it), and
 * `subscription` the plan whose allowance it used or exceeded. A charge billed before subscriptions has none:
 * the campaign then paid its plan's price, and its disclosure keeps saying so.
 */
export interface ContentCost {
  amountCents: number;
  subscription: Subscription | null;
}

export function subscriptionOf(plan: PlanId): Subscription {
  const { name, priceCents, articlesPerMonth } = PLANS[plan];
  return { plan, name, priceCents, articlesPerMonth };
}

/** What the next new article costs on `plan` with `used` articles already written this month. */
export function nextArticleCost(plan: PlanId, used: number): ContentCost {
  const details = PLANS[plan];
  return { amountCents: used < details.articlesPerMonth ? 0 : details.overageCents, subscription: subscriptionOf(plan) };
}

/** Whether two quotes of a content's cost are the same charge under the same plan. */
export function sameCost(a: ContentCost, b: ContentCost): boolean {
  return a.amountCents === b.amountCents && a.subscription?.plan === b.subscription?.plan;
}

/**
 * What a campaign's content costs the issuer: its charge once billed (a later plan change does not change a
 * bill), else `quote` (what generating it now charges), else an article within the organization's plan. The one
 * source of the amount the paid-content disclosure states.
 */
export async function campaignCost(
  em: EntityManager,
  campaign: Pick<Campaign, 'id' | 'organization'>,
  quote?: ContentCost,
): Promise<ContentCost> {
  const charged = await em.findOne(Charge, { reference: campaignChargeReference(campaign.id) }, { fields: ['amountCents', 'plan'] });
  if (charged) return { amountCents: charged.amountCents, subscription: charged.plan ? subscriptionOf(charged.plan) : null };
  if (quote) return quote;
  const organization = await findOrganization(em, campaign.organization.id);
  return nextArticleCost(organization?.plan ?? 'pro', 0);
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

export interface NewCharge {
  organizationId: string;
  campaignId?: string | null;
  kind: ChargeKind;
  amountCents: number;
  /** Idempotency key: the same reference is billed once (e.g. `campaign:<id>`, `newswire:<orderId>`). */
  reference: string;
  description: string;
  /** The subscription it belongs to (kinds plan and campaign). */
  plan?: PlanId | null;
}

/** One line of GET /api/billing/charges. */
export interface ChargeView {
  id: string;
  kind: ChargeKind;
  campaignId: string | null;
  /** The campaign's article (one per campaign): the content the charge paid for; null without one. */
  articleId: string | null;
  amount: { amountCents: number; currency: string };
  description: string;
  createdAt: Date;
}

/** A charge as its SQL reads it, with its campaign's article. */
interface ChargeRow {
  id: string;
  kind: ChargeKind;
  campaign_id: string | null;
  article_id: string | null;
  amount_cents: number;
  description: string;
  created_at: Date | string;
}

function chargeView(r: ChargeRow): ChargeView {
  return {
    id: r.id,
    kind: r.kind,
    campaignId: r.campaign_id,
    articleId: r.article_id,
    amount: { amountCents: Number(r.amount_cents), currency: CHARGE_CURRENCY },
    description: r.description,
    createdAt: new Date(r.created_at),
  };
}

/**
 * Charges: what each issuer has been billed (the dashboard's spend is their sum). One model: a plan is a monthly
 * subscription with an article allowance; the month's subscription is billed with its first new article, the
 * articles within the allowance cost nothing more, each one beyond it the plan's overage price (confirmed first).
 */
/** The whole list GraphQL pages in memory: far more than an organization is charged. */
const ALL_CHARGES = 10_000;

export class BillingService {
  constructor(private readonly clock: Clock) {}

  /**
   * What the viewer's organization was charged, newest first. Every member reads it, as they read the
   * dashboard's revenue (the sum of these) and each newswire order's cost.
   */
  async list(em: EntityManager, viewer: Viewer | null): Promise<ChargeView[]> {
    return (await this.listPage(em, viewer, { first: ALL_CHARGES, afterId: null }))?.items ?? [];
  }

  /** A keyset page of the charges, newest first; null when `afterId` is not a charge of the organization. */
  async listPage(em: EntityManager, viewer: Viewer | null, page: KeysetRequest): PageOf<ChargeView> {
    const { organizationId } = authorize(viewer, 'organization.read');
    const keyset = await sqlKeyset(em, 'charges', 'ch', organizationId, page.afterId);
    if (!keyset) return null;
    // The article of each charged campaign, by SQL: the articles module builds on this one, not the reverse.
    const rows: ChargeRow[] = await em.getConnection().execute(
      `select ch.id, ch.kind, ch.campaign_id, a.id as article_id, ch.amount_cents, ch.description, ch.created_at
           from charges ch left join articles a on a.campaign_id = ch.campaign_id
          where ch.organization_id = ?${keyset.sql} order by ch.created_at desc, ch.id desc limit ?`,
      [organizationId, ...keyset.params, page.first + 1],
    );
    const [count] = await em
      .getConnection()
      .execute<{ n: string | number }[]>(`select count(*) as n from charges where organization_id = ?`, [organizationId]);
    const items = rows.slice(0, page.first).map(chargeView);
    return { items, totalCount: Number(count.n), hasNextPage: rows.length > page.first };
  }

  /** One charge, as the list has it (every member, or the read scope); null when it is not the organization's. */
  async get(em: EntityManager, viewer: Viewer | null, id: string): Promise<ChargeView | null> {
    const { organizationId } = authorize(viewer, 'organization.read');
    if (!isUuid(id)) return null;
    const [row] = await em.getConnection().execute<ChargeRow[]>(
      `select ch.id, ch.kind, ch.campaign_id, a.id as article_id, ch.amount_cents, ch.description, ch.created_at
           from charges ch left join articles a on a.campaign_id = ch.campaign_id
          where ch.organization_id = ? and ch.id = ?`,
      [organizationId, id],
    );
    return row ? chargeView(row) : null;
  }

  /**
   * Bills once per reference, inside the caller's transaction (which should hold a lock that serialises
   * the caller's own charges; the unique reference is the final guard). Answers the charge and whether it is new.
   */
  async charge(em: EntityManager, input: NewCharge): Promise<{ charge: Charge; created: boolean }> {
    if (!Number.isInteger(input.amountCents) || input.amountCents < 0) throw new RangeError('amountCents must be a non-negative integer');
    const existing = await em.findOne(Charge, { reference: input.reference });
    if (existing) return { charge: existing, created: false };
    const now = this.clock.now();
    const charge = em.create(Charge, {
      organization: em.getReference(Organization, input.organizationId),
      campaign: input.campaignId ? em.getReference(Campaign, input.campaignId) : null,
      kind: input.kind,
      amountCents: input.amountCents,
      reference: input.reference,
      description: input.description,
      plan: input.plan ?? null,
      createdAt: now,
      updatedAt: now,
    });
    return { charge, created: true };
  }

  /**
   * Bills a new article, inside the caller's transaction under the organization's lock: the month's subscription
   * first (or, after an upgrade this month, the difference up to the new plan's price; a downgrade refunds
   * nothing), then the campaign's charge at `cost`. Idempotent: a campaign is billed once.
   */
  async billArticle(
    em: EntityManager,
    input: { organizationId: string; campaign: Pick<Campaign, 'id' | 'title'>; cost: ContentCost; used: number },
  ): Promise<{ charge: Charge; created: boolean }> {
    const subscription = input.cost.subscription;
    if (subscription) await this.billMonth(em, input.organizationId, subscription);
    const month = MONTH.format(this.clock.now());
    const description = !subscription
      ? `Campaign: ${input.campaign.title}`
      : input.cost.amountCents === 0
        ? `Included in the ${subscription.name} plan (article ${input.used + 1} of ${subscription.articlesPerMonth}, ${month}): ${input.campaign.title}`
        : `Beyond the ${subscription.name} plan's ${subscription.articlesPerMonth} articles (${month}): ${input.campaign.title}`;
    return this.charge(em, {
      organizationId: input.organizationId,
      campaignId: input.campaign.id,
      kind: 'campaign',
      amountCents: input.cost.amountCents,
      reference: campaignChargeReference(input.campaign.id),
      description: description.slice(0, 255),
      plan: subscription?.plan ?? null,
    });
  }

  /** The month's subscription: billed once a month, topped up to the price of a plan upgraded to during it. */
  private async billMonth(em: EntityManager, organizationId: string, subscription: Subscription): Promise<void> {
    const now = this.clock.now();
    const { monthStart, nextMonthStart } = monthBounds(now);
    const billed = await em.find(
      Charge,
      { organization: organizationId, kind: 'plan', createdAt: { $gte: monthStart, $lt: nextMonthStart } },
      { fields: ['amountCents'] },
    );
    const paid = billed.reduce((sum, c) => sum + c.amountCents, 0);
    if (paid >= subscription.priceCents) return;
    const month = MONTH.format(now);
    await this.charge(em, {
      organizationId,
      kind: 'plan',
      amountCents: subscription.priceCents - paid,
      reference: `plan:${organizationId}:${monthStart.toISOString().slice(0, 7)}:${subscription.plan}`,
      description: `${subscription.name} plan, ${month}: ${subscription.articlesPerMonth} articles a month${paid ? ' (upgrade)' : ''}`,
      plan: subscription.plan,
    });
  }
}
