import type { IncomingHttpHeaders } from 'node:http';
import type { TrackResult } from './engagement.service';
import type { TrackingMeta } from './engagement.views';

/** A transparent 1x1 GIF. */
export const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** What the pixel answers for each result, by the Fastify route and by the fast path alike. */
export function pixelAnswer(result: TrackResult): { status: number; type: string; body: Buffer | string } {
  if (result === 'unknown') return { status: 404, type: 'text/plain', body: 'Not found' };
  // Not stored, so not acknowledged: the browser may load the pixel again.
  if (result === 'failed') return { status: 503, type: 'text/plain', body: 'Try again later' };
  return { status: 200, type: 'image/gif', body: PIXEL };
}

/** Headers every pixel answer carries besides the security headers. */
export const PIXEL_HEADERS = { 'cache-control': 'no-store', 'cross-origin-resource-policy': 'cross-origin' } as const;

/**
 * What a tracking hit says about itself: its User-Agent and address (only ever hashed together into the
 * reader's key), the referring platform (`?src=`), whether it is a prefetch. The address is the
 * client's as TRUST_PROXY decides.
 */
export function hitMeta(hit: { method: string; headers: IncomingHttpHeaders; address: string | undefined; source: unknown }): TrackingMeta {
  const { headers } = hit;
  const purpose = `${headers['sec-purpose'] ?? ''} ${headers.purpose ?? ''} ${headers['x-moz'] ?? ''}`.toLowerCase();
  return {
    userAgent: headers['user-agent'] ?? null,
    address: hit.address,
    source: typeof hit.source === 'string' ? hit.source : null,
    // HEAD and prefetches are not visits.
    prefetch: hit.method !== 'GET' || purpose.includes('prefetch') || purpose.includes('prerender'),
  };
}
