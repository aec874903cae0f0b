// Which of the server's actions an order's state offers (its look: components/status-chip).
import type { NewswireOrderStatus } from '../../../gql/graphql';

interface OrderState {
  status: NewswireOrderStatus;
  vendorRef?: string | null;
}

// The same conditions the server checks (distribution.service.ts cancel/confirm/retry); it has the last word.

/** Held here for its target time, or waiting for the issuer to file it. */
export function canCancel(order: OrderState): boolean {
  return (order.status === 'SCHEDULED' && !order.vendorRef) || order.status === 'AWAITING_ISSUER';
}

/** Placed with the wire (or ready to file): its release URL can be recorded. */
export function canConfirm(order: OrderState): boolean {
  return order.status === 'AWAITING_ISSUER' || order.status === 'SUBMITTED' || (order.status === 'SCHEDULED' && Boolean(order.vendorRef));
}

export function canRetry(order: OrderState): boolean {
  return order.status === 'FAILED';
}

/** Orders that hold the article's slot with a provider: ordering it again orders nothing. */
export function isActive(status: NewswireOrderStatus): boolean {
  return status !== 'FAILED' && status !== 'CANCELLED';
}

interface OrderOutcome extends OrderState {
  sandbox: boolean;
}

/**
 * The title of the toast after Distribute: what happened to the orders just placed. The spec's
 * "Distribution Successful" only when some release went out to a wire; never when all ran in sandbox.
 */
export function distributionOutcomeTitle(orders: OrderOutcome[]): string {
  const active = orders.filter((o) => isActive(o.status));
  const held = active.filter((o) => o.status === 'SCHEDULED' && !o.vendorRef);
  const toFile = active.filter((o) => o.status === 'AWAITING_ISSUER');
  const sent = active.filter((o) => !o.sandbox && !held.includes(o) && !toFile.includes(o));
  if (sent.length > 0) return 'Distribution Successful';
  if (held.some((o) => !o.sandbox)) return 'Distribution Scheduled';
  if (toFile.length > 0) return 'Ready to File';
  return 'Sandbox: Nothing Was Sent';
}
