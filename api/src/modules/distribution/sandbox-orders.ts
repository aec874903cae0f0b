import type { NewswireOrderResult } from '@issuerwire/plugin-sdk';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { CallOutcome } from '../vendor-calls';
import type { NewswireOrder } from './newswire-order.entity';

// Orders placed while their wire ran in sandbox: marked so, never sent, and never in a live order's way.

/** Whether an active order keeps the article's slot with its wire: a sandbox order does not, once the wire is live. */
export function holdsSlot(order: NewswireOrder, plugins: PluginRegistry): boolean {
  return !order.sandbox || plugins.isSandbox(order.provider);
}

/**
 * A held order placed while its wire ran in sandbox, whose time came after the wire was configured: it is
 * concluded as sandbox, never sent (the issuer did not order it live); a new distribution sends it live.
 */
export function sandboxPlaced(order: NewswireOrder, providerName: string): CallOutcome<NewswireOrder, NewswireOrderResult> {
  return {
    kind: 'done',
    value: {
      vendorRef: `sandbox-${order.id}`,
      status: order.targetTime ? 'scheduled' : 'submitted',
      sandbox: true,
      message: `Placed while ${providerName} ran in sandbox, so nothing was sent; distribute the article again to send it live.`,
    },
  };
}
