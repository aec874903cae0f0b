import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { Organization } from '../identity';
import { Campaign } from './campaign.entity';
import { Charge, type ChargeKind } from './charge.entity';

export interface NewCharge {
  organizationId: string;
  campaignId?: string | null;
  kind: ChargeKind;
  amountCents: number;
  /** Idempotency key: the same reference is billed once (e.g. `campaign:<id>`, `newswire:<orderId>`). */
  reference: string;
  description: string;
}

/** Charges: what each issuer has been billed. The dashboard's revenue is their sum. */
export class BillingService {
  constructor(private readonly clock: Clock) {}

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
    return `campaign:${campaignId}`;
  }
}
