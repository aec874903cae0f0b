import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { authorize, Organization, type Viewer } from '../identity';
import { Campaign } from './campaign.entity';
import { Charge, type ChargeKind } from './charge.entity';
import { PLANS } from './plans';

/** Every charge is in US dollars (the plans are priced in them). */
export const CHARGE_CURRENCY = 'USD';

/** The idempotency reference of a campaign's charge: a campaign is billed once, when its article is generated. */
export function campaignChargeReference(campaignId: string): string {
  return `campaign:${campaignId}`;
}

/**
 * What a campaign's content costs the issuer, in cents: its charge once billed (a later change of the
 * campaign's plan does not change a bill), else what generating it will bill (the plan's price per
 * campaign). The one source of the amount the paid-content disclosure states.
 */
export async function campaignCostCents(em: EntityManager, campaign: Pick<Campaign, 'id' | 'budget'>): Promise<number> {
  const charged = await em.findOne(Charge, { reference: campaignChargeReference(campaign.id) }, { fields: ['amountCents'] });
  return charged?.amountCents ?? PLANS[campaign.budget].priceCents;
}

export interface NewCharge {
  organizationId: string;
  campaignId?: string | null;
  kind: ChargeKind;
  amountCents: number;
  /** Idempotency key: the same reference is billed once (e.g. `campaign:<id>`, `newswire:<orderId>`). */
  reference: string;
  description: string;
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

/** Charges: what each issuer has been billed. The dashboard's revenue is their sum. */
export class BillingService {
  constructor(private readonly clock: Clock) {}

  /**
   * What the viewer's organization was charged, newest first. Every member reads it, as they read the
   * dashboard's revenue (the sum of these) and each newswire order's cost.
   */
  async list(em: EntityManager, viewer: Viewer | null): Promise<ChargeView[]> {
    const { organizationId } = authorize(viewer, 'organization.read');
    // The article of each charged campaign, by SQL: the articles module builds on this one, not the reverse.
    const rows: {
      id: string;
      kind: ChargeKind;
      campaign_id: string | null;
      article_id: string | null;
      amount_cents: number;
      description: string;
      created_at: Date | string;
    }[] = await em.getConnection().execute(
      `select ch.id, ch.kind, ch.campaign_id, a.id as article_id, ch.amount_cents, ch.description, ch.created_at
           from charges ch left join articles a on a.campaign_id = ch.campaign_id
          where ch.organization_id = ? order by ch.created_at desc, ch.id desc`,
      [organizationId],
    );
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      campaignId: r.campaign_id,
      articleId: r.article_id,
      amount: { amountCents: Number(r.amount_cents), currency: CHARGE_CURRENCY },
      description: r.description,
      createdAt: new Date(r.created_at),
    }));
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
      createdAt: now,
      updatedAt: now,
    });
    return { charge, created: true };
  }

  campaignReference(campaignId: string): string {
    return campaignChargeReference(campaignId);
  }
}
