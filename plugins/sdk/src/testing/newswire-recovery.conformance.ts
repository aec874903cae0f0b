import { expect, it } from 'vitest';
import { isPluginError } from '../errors.js';
import { newswireOrderResultSchema, type NewswireLevel, type NewswireProvider, type NewswireRelease } from '../newswire.contract.js';
import type { FakeVendor } from './fake-vendor.js';
import { rejectionOf, withVendor } from './kit-support.js';

// The newswire kit's tests of what happens after an order: lookup(idempotencyKey, since) for crash recovery,
// and handleCallback for a vendor that calls back (its signature checked over the raw bytes).

/** A vendor's call back as it goes over the wire: the exact bytes and the headers, signed as the vendor signs them. */
export interface VendorCallback {
  body: string;
  headers: Record<string, string>;
}

interface RecoveryConfig {
  fake: () => Promise<FakeVendor>;
  load: (vendor: FakeVendor | null, sandbox: boolean) => Promise<NewswireProvider>;
  release: NewswireRelease;
  level: NewswireLevel;
}

/** lookup: the order a key placed, null for a key never used, and an error (never null) when the vendor cannot say. */
export function describeLookupConformance({ fake, load, release, level }: RecoveryConfig): void {
  it('lookup finds the order an interrupted distribute placed, answers null for an unused key, and throws when the vendor fails', async (test) => {
    await withVendor(fake, async (vendor) => {
      const provider = await load(vendor, false);
      // Optional: without it an interrupted order is marked failed for the issuer to check.
      if (typeof provider.lookup !== 'function') return test.skip('the provider has no lookup()');
      const since = new Date(Date.now() - 60_000);
      const placed = await provider.distribute!(release, { level, idempotencyKey: 'conformance-lookup-1' });
      const found = await provider.lookup('conformance-lookup-1', since);
      expect(found, 'lookup of the key distribute just used').not.toBeNull();
      expect(newswireOrderResultSchema.parse(found).vendorRef).toBe(placed.vendorRef);
      expect(await provider.lookup('conformance-never-used', since), 'lookup of a key never used').toBeNull();

      vendor!.failAlways(500, { message: 'internal error' });
      const error = await rejectionOf(provider.lookup('conformance-lookup-1', since));
      expect(isPluginError(error), 'a vendor failure must throw a typed error, never answer null (the order may exist)').toBe(true);
    });
  });
}

/** One byte changed in the body: the vendor's signature no longer matches. */
function tampered(call: VendorCallback): VendorCallback {
  return {
    headers: call.headers,
    body: call.body.replace(/[0-9a-z]/i, (c) => (c === '1' ? '2' : c === 'a' ? 'b' : c === 'A' ? 'B' : '1')),
  };
}

const asRequest = (call: VendorCallback) => ({
  method: 'POST',
  headers: Object.fromEntries(Object.entries(call.headers).map(([k, v]) => [k.toLowerCase(), v])),
  query: {},
  rawBody: Buffer.from(call.body, 'utf8'),
});

/** handleCallback: a signed call moves the order; a tampered or unsigned one is refused with a 4xx and changes nothing. */
export function describeCallbackConformance({
  fake,
  load,
  release,
  level,
  callback,
}: RecoveryConfig & { callback?: (order: { vendorRef: string }) => VendorCallback }): void {
  it('handleCallback accepts the vendor’s signed call and refuses a tampered or unsigned one', async (test) => {
    await withVendor(fake, async (vendor) => {
      const provider = await load(vendor, false);
      if (typeof provider.handleCallback !== 'function') {
        expect(callback, 'a callback is configured but the provider has no handleCallback()').toBeUndefined();
        return test.skip('the provider takes no callbacks');
      }
      expect(callback, 'the provider takes callbacks: give the kit `callback` (the vendor’s signed call)').toBeDefined();
      const order = await provider.distribute!(release, { level, idempotencyKey: 'conformance-callback-1' });
      const signed = callback!({ vendorRef: order.vendorRef });

      const answer = await provider.handleCallback(asRequest(signed));
      expect(answer.status ?? 200, 'a signed call is answered 2xx').toBeLessThan(300);
      const news = (answer.orders ?? []).map((o) => newswireOrderResultSchema.parse(o));
      expect(news.map((o) => o.vendorRef)).toContain(order.vendorRef);

      const unsigned: VendorCallback = {
        body: signed.body,
        headers: Object.fromEntries(Object.entries(signed.headers).filter(([k]) => k.toLowerCase() === 'content-type')),
      };
      for (const [what, call] of [
        ['tampered', tampered(signed)],
        ['unsigned', unsigned],
      ] as const) {
        const refused = await provider.handleCallback(asRequest(call)).catch((error: unknown) => {
          expect(isPluginError(error), `a ${what} call threw ${String(error)}: answer { status: 401 } or throw a typed error`).toBe(true);
          return { status: 400, orders: [] };
        });
        expect(refused.status ?? 200, `a ${what} call must be refused with a 4xx`).toBeGreaterThanOrEqual(400);
        expect(refused.status ?? 200).toBeLessThan(500);
        expect(refused.orders ?? [], `a ${what} call must move no order`).toEqual([]);
      }
    });
  });
}
