import type { NewswireOrderResult } from '@issuerwire/plugin-sdk';
import { ConflictError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { AuditService } from '../audit';
import type { CallOutcome, VendorCall } from '../vendor-calls';
import { orderOutcomeSchema } from './distribution.schemas';
import type { NewswireOrder } from './newswire-order.entity';

// An order whose call was cut off by a dying process may be with the vendor or not: it stays `unknown`
// (never retried, never ordered again) until the wire's lookup tells, or a person who checked the
// vendor's site records what it shows.

type OrderCall = VendorCall<NewswireOrder, NewswireOrderResult>;

/** 409 `order_outcome_unknown`: the vendor may already have the order. */
export function outcomeUnknown(): ConflictError {
  return new ConflictError(
    "This order was interrupted while being sent, so the wire may already have it. Check on the wire's site and record whether it was sent; retrying is refused until then.",
    'order_outcome_unknown',
  );
}

/** A vendor's answer as the order records it: a rejection is a failure that keeps the vendor's reference. */
export function outcomeOf(result: NewswireOrderResult, providerName: string): CallOutcome<NewswireOrder, NewswireOrderResult> {
  if (result.status !== 'rejected') return { kind: 'done', value: result };
  return {
    kind: 'failed',
    reason: `${providerName} rejected the release: ${result.message ?? 'no reason given'}`,
    record: (order) => {
      order.vendorRef = result.vendorRef;
    },
  };
}

/** Interrupted and unknown orders, settled through the provider's lookup when it can tell (vendor-call.ts). */
export function settleInterruptedOrders(calls: OrderCall, plugins: PluginRegistry): Promise<void> {
  const name = (order: NewswireOrder) => plugins.newswire(order.provider)?.name ?? order.provider;
  return calls.settleInterrupted<NewswireOrderResult>(
    [],
    (order) => {
      const provider = plugins.newswire(order.provider);
      if (!provider?.lookup || order.sandbox) return null;
      // `since`: the call began at the row's last update before it was cut off, give or take two clocks.
      return provider.lookup(order.id, new Date(order.updatedAt.getTime() - 60_000));
    },
    async (order, found) => {
      const reason = `Interrupted before anything was ordered: ${name(order)} shows no order for it. Retry to distribute it.`;
      await calls.reconcile(order.id, found.kind === 'found' ? outcomeOf(found.result, name(order)) : { kind: 'failed', reason });
    },
  );
}

/**
 * A person's word on an `unknown` order after checking the vendor's site: sent (the order is placed, and
 * charged, as if the vendor had answered) or not sent (failed, so Retry orders it). Audited with who said so.
 */
export async function recordOrderOutcome(
  calls: OrderCall,
  audit: AuditService,
  order: NewswireOrder,
  actorId: string,
  body: unknown,
): Promise<void> {
  const { sent, vendorRef } = parseInput(orderOutcomeSchema, body);
  const known = () =>
    new ConflictError(
      `Only an order whose outcome is unknown takes what the wire's site shows; this one is ${order.status}.`,
      'order_outcome_known',
    );
  if (order.status !== 'unknown') throw known();
  const vendor = order.provider;
  const outcome: CallOutcome<NewswireOrder, NewswireOrderResult> = sent
    ? {
        kind: 'done',
        value: { vendorRef: vendorRef ?? '', status: 'submitted', message: "Recorded as sent after a check of the wire's site" },
      }
    : { kind: 'failed', reason: "Recorded as not sent after a check of the wire's site: Retry to distribute it." };
  const written = await calls.reconcile(order.id, outcome, (tx, locked) => {
    audit.record(tx, {
      organizationId: locked.organization.id,
      actorId,
      action: 'newswire.outcome_recorded',
      entityType: 'article',
      entityId: locked.article.id,
      details: { orderId: locked.id, provider: vendor, sent, vendorRef: vendorRef ?? null },
    });
  });
  // The lookup settled it meanwhile.
  if (!written) throw known();
}
