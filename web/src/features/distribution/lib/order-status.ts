// Which of the server's actions an order's state offers (its look: components/status-chip).

interface OrderState {
  status: string;
  vendorRef?: string | null;
}

// The same conditions the server checks (distribution.service.ts cancel/confirm/retry); it has the last word.

/** Held here for its target time, or waiting for the issuer to file it. */
export function canCancel(order: OrderState): boolean {
  return (order.status === 'scheduled' && !order.vendorRef) || order.status === 'awaiting_issuer';
}

/** Placed with the wire (or ready to file): its release URL can be recorded. */
export function canConfirm(order: OrderState): boolean {
  return order.status === 'awaiting_issuer' || order.status === 'submitted' || (order.status === 'scheduled' && Boolean(order.vendorRef));
}

export function canRetry(order: OrderState): boolean {
  return order.status === 'failed';
}

/** Orders that hold the article's slot with a provider: ordering it again orders nothing. */
export function isActive(status: string): boolean {
  return status !== 'failed' && status !== 'cancelled';
}
