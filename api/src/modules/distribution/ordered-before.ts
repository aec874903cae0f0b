import { ConflictError } from '../../lib/errors';
import type { NewswireOrder } from './newswire-order.entity';

// A wire already ordered for an article is not ordered again by one more click: a second order is a second
// paid release, so it takes an explicit `orderAgain`, and only once the first is out.

interface OrderedBefore {
  provider: string;
  providerName: string;
  orderId: string;
  status: string;
  orderedAt: string;
}

/** 409 `already_ordered`: these wires have an order for the article; `orderAgain: true` asks for another. */
class AlreadyOrderedError extends ConflictError {
  constructor(readonly orders: OrderedBefore[]) {
    const names = orders.map((o) => `${o.providerName} (${o.orderedAt.slice(0, 10)})`).join(', ');
    super(
      `Already ordered for this article: ${names}. Nothing was ordered; to order the same wire again, ask for it explicitly (orderAgain).`,
      'already_ordered',
      { orders },
    );
  }
}

/**
 * Refuses an order of a wire that holds an order for the article (any status but failed or cancelled):
 * without `orderAgain` with `already_ordered`; with it, while that order is not yet published, with
 * `order_active` (cancel it, or wait until it is out).
 */
export function assertNotOrderedBefore(active: NewswireOrder[], nameOf: (provider: string) => string, orderAgain: boolean): void {
  if (active.length === 0) return;
  if (!orderAgain) {
    throw new AlreadyOrderedError(
      active.map((o) => ({
        provider: o.provider,
        providerName: nameOf(o.provider),
        orderId: o.id,
        status: o.status,
        orderedAt: o.createdAt.toISOString(),
      })),
    );
  }
  const pending = active.find((o) => o.status !== 'published');
  if (pending) {
    throw new ConflictError(
      `${nameOf(pending.provider)}'s order for this article is still ${pending.status.replace('_', ' ')}: cancel it, or wait until it is published, before ordering again.`,
      'order_active',
    );
  }
}
