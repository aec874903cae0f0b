import type { EffectLedger, EffectState } from '../vendor-calls';
import type { NewswireOrderStatus } from './distribution.constants';
import { NewswireOrder } from './newswire-order.entity';

const STATE: Record<NewswireOrderStatus, EffectState['state']> = {
  scheduled: 'scheduled',
  submitting: 'pending',
  unknown: 'pending',
  submitted: 'pending',
  // Waiting for the issuer to file it: nothing is scheduled anywhere, whatever time it is to carry.
  awaiting_issuer: 'pending',
  published: 'published',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** A wire holding the order for a time that was set reads as scheduled; otherwise as its status says. */
function stateOf(status: NewswireOrderStatus, targetTime: Date | null | undefined, now: Date): EffectState['state'] {
  if (status === 'submitted' && targetTime && targetTime > now) return 'scheduled';
  return STATE[status];
}

/** An article's newswire orders as its release reads them: their states, and the time the wire leads at. */
export const orderLedger: EffectLedger = {
  async effectsOf(em, articleId, now) {
    const rows = await em.find(NewswireOrder, { article: articleId }, { fields: ['status', 'publishedAt', 'targetTime'] });
    return rows.map((r) => ({ state: stateOf(r.status, r.targetTime, now), publishedAt: r.publishedAt ?? null, platform: null }));
  },

  /** The latest time a pending order of the article goes out: now while it is being sent, else its target. */
  async leadsAt(em, articleId, now) {
    const orders = await em.find(NewswireOrder, {
      article: articleId,
      status: { $in: ['scheduled', 'submitting', 'submitted', 'awaiting_issuer'] },
    });
    let lead: number | null = null;
    for (const o of orders) {
      const target = o.targetTime?.getTime() ?? null;
      let at: number | null = null;
      if (o.status === 'submitting') at = now.getTime();
      else if (o.status === 'scheduled' && !o.vendorRef)
        at = Math.max(target ?? now.getTime(), now.getTime()); // held here: not out yet
      else if (target !== null && target > now.getTime()) at = target; // the vendor (or the issuer's filing) releases it then
      if (at !== null && (lead === null || at > lead)) lead = at;
    }
    return lead === null ? null : new Date(lead);
  },
};
