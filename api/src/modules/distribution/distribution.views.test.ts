import { describe, expect, it } from 'vitest';
import { distributionMessage, type OrderView } from './distribution.views';

// The distribute answer's message says, in plain sentences, what was sent, to whom, and what was not.

let n = 0;
function order(providerName: string, over: Partial<OrderView> = {}): OrderView {
  n += 1;
  return {
    id: `o${n}`,
    providerName,
    status: 'submitted',
    vendorRef: `ref-${n}`,
    sandbox: false,
    targetTime: null,
    lastError: null,
    ...over,
  } as OrderView;
}

describe('distributionMessage', () => {
  it('names the wires it went to, and those it did not, with why', () => {
    const views = [
      order('Business Wire'),
      order('EIN Presswire', { status: 'awaiting_issuer', vendorRef: null }),
      order('Acme Wire', {
        status: 'failed',
        vendorRef: null,
        lastError: 'Acme Wire refused the content: Release text exceeds the circuit limit',
      }),
    ];
    expect(distributionMessage(views, new Set())).toBe(
      'Sent to Business Wire. ' +
        'Nothing is sent to EIN Presswire for you: file the prepared release on its site, then record the release URL. ' +
        'Not sent to Acme Wire. Acme Wire refused the content: Release text exceeds the circuit limit.',
    );
  });

  it('says sandbox sent nothing and charged nothing, and never calls it sent', () => {
    const message = distributionMessage([order('Business Wire', { sandbox: true }), order('Acme Wire', { sandbox: true })], new Set());
    expect(message).toBe(
      'Not sent to Business Wire and Acme Wire: they run in sandbox on this server (no credentials are configured), so nothing went out and nothing was charged.',
    );
  });

  it('says what is held for later, what may have reached a wire, and what was already there', () => {
    const held = order('Business Wire', { status: 'scheduled', vendorRef: null, targetTime: '2026-11-26T14:00:00.000Z' });
    const unknown = order('Acme Wire', {
      status: 'failed',
      vendorRef: null,
      lastError: 'Outcome unknown: check Acme Wire before retrying.',
    });
    const kept = order('GlobeNewswire', { status: 'awaiting_issuer', vendorRef: null });
    expect(distributionMessage([held, unknown, kept], new Set([kept.id]))).toBe(
      'Scheduled with Business Wire for 2026-11-26 14:00 UTC: nothing has been sent yet. ' +
        'Acme Wire may have received it. Outcome unknown: check Acme Wire before retrying. ' +
        'Already ordered with GlobeNewswire before: nothing was ordered twice.',
    );
  });
});
