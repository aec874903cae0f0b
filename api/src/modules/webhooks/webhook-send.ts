import { createHttpClient, isPluginError, VendorError } from '@issuerwire/plugin-sdk';
import type { Config } from '../../config';
import type { DeliveryAttempt, WebhookDelivery } from './webhook.entities';
import { signatureHeader, SIGNATURE_HEADER } from './webhook-signature';
import { webhookTargetRefusal } from './webhook-target';

/**
 * One try of one delivery: the target checked again (DNS can change), the body signed with every secret
 * in use at `at`, POSTed through the SDK's SSRF-safe client. Answers the attempt for the log; never throws.
 */
export async function sendDelivery(
  delivery: WebhookDelivery,
  target: { url: string; secrets: string[]; at: Date; timeoutMs: number; config: Config },
): Promise<DeliveryAttempt> {
  const url = new URL(target.url);
  const attempt = { attempt: delivery.attempts + 1, at: target.at.toISOString() };
  const refused = await webhookTargetRefusal(url, target.config);
  if (refused) return { ...attempt, status: null, latencyMs: 0, error: `Not sent: ${refused}` };
  const client = createHttpClient({
    baseUrl: url.origin,
    allowHosts: target.config.webhookAllowedHosts,
    timeoutMs: target.timeoutMs,
    maxRetries: 0,
    maxResponseBytes: 64 * 1024,
    // A redirect is a failed attempt, as with other webhook senders: only the checked address is reached.
    followRedirects: false,
  });
  const started = performance.now();
  try {
    const res = await client.request({
      method: 'POST',
      path: url.pathname + url.search,
      body: delivery.body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'IssuerWire-Webhooks/1.0',
        [SIGNATURE_HEADER.toLowerCase()]: signatureHeader(delivery.body, target.at, target.secrets),
        // The event's type, so a receiver can route before parsing (GitHub's X-GitHub-Event, Stripe's type).
        'issuerwire-event': delivery.eventType,
        'issuerwire-event-id': delivery.eventId,
        'issuerwire-delivery-id': delivery.id,
        // Deliveries are independent (a retry can arrive after later events): the receiver orders by this.
        ...(delivery.eventSequence != null ? { 'issuerwire-sequence': String(delivery.eventSequence) } : {}),
      },
      // One try per attempt: the retries are ours (a day, with back-off), not the client's.
      retry: 'safe',
    });
    return { ...attempt, status: res.status, latencyMs: Math.round(performance.now() - started), error: null };
  } catch (error) {
    const status = error instanceof VendorError ? error.status : null;
    const message = isPluginError(error) ? error.message : 'The request failed.';
    return { ...attempt, status, latencyMs: Math.round(performance.now() - started), error: message.slice(0, 500) };
  } finally {
    client.close();
  }
}
