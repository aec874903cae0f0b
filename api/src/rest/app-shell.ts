import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Variant {
  body: Buffer;
  headers: Record<string, string>;
}

/** Distinct Accept-Encoding values seen (browsers send a handful): the choice is made once for each. */
const CHOICES_KEPT = 64;

/** q-values as RFC 9110 reads them; a coding named with q=0 is refused, `*` stands for any other. */
function accepts(header: string, coding: string): boolean {
  let star = false;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name === coding) return allowed;
    if (name === '*') star = allowed;
  }
  return star;
}

/**
 * The web app's index.html (the answer to `/` and to every client route), read once at start with its
 * brotli and gzip copies from the build, each with its headers computed once: a request picks a copy by
 * Accept-Encoding and sends bytes already in memory. A rebuild of web/dist is picked up on restart
 * (production builds before it starts; development uses Vite's own server).
 */
export class AppShell {
  private readonly variants: { br?: Variant; gzip?: Variant; identity: Variant };
  private readonly chosen = new Map<string, Variant>();

  private constructor(html: Buffer, compressed: { br?: Buffer; gzip?: Buffer }) {
    // One strong ETag per representation (a compressed copy is other bytes), from the page itself.
    const tag = createHash('sha256').update(html).digest('base64url').slice(0, 22);
    const variant = (body: Buffer, encoding?: string): Variant => ({
      body,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        // Revalidated on every visit: a new build must reach the browser at once (the assets it names are immutable).
        'cache-control': 'no-cache',
        vary: 'accept-encoding',
        etag: `"${tag}${encoding ? `-${encoding}` : ''}"`,
        ...(encoding ? { 'content-encoding': encoding } : {}),
      },
    });
    this.variants = {
      identity: variant(html),
      ...(compressed.br ? { br: variant(compressed.br, 'br') } : {}),
      ...(compressed.gzip ? { gzip: variant(compressed.gzip, 'gzip') } : {}),
    };
  }

  /** The shell of a built web app in `webDist`, or null when there is none. */
  static load(webDist: string): AppShell | null {
    const file = path.join(webDist, 'index.html');
    if (!existsSync(file)) return null;
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    return new AppShell(readFileSync(file), { br: copy('.br'), gzip: copy('.gz') });
  }

  private choose(acceptEncoding: string | undefined): Variant {
    if (!acceptEncoding) return this.variants.identity;
    let variant = this.chosen.get(acceptEncoding);
    if (variant) return variant;
    const { br, gzip, identity } = this.variants;
    variant = br && accepts(acceptEncoding, 'br') ? br : gzip && accepts(acceptEncoding, 'gzip') ? gzip : identity;
    if (this.chosen.size < CHOICES_KEPT) this.chosen.set(acceptEncoding, variant);
    return variant;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const variant = this.choose(request.headers['accept-encoding']);
    reply.headers(variant.headers);
    if (request.headers['if-none-match']?.includes(variant.headers.etag)) return reply.code(304).send();
    return reply.send(variant.body);
  }
}
