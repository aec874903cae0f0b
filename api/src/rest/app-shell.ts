import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
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

type Variants = { br?: Variant; gzip?: Variant; identity: Variant };

function variantsOf(html: Buffer, compressed: { br?: Buffer; gzip?: Buffer }): Variants {
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
  return {
    identity: variant(html),
    ...(compressed.br ? { br: variant(compressed.br, 'br') } : {}),
    ...(compressed.gzip ? { gzip: variant(compressed.gzip, 'gzip') } : {}),
  };
}

/** index.html with modulepreload links for the scripts a page needs (the build lists them: web/vite.config.ts). */
function withPreloads(html: string, scripts: string[]): Buffer {
  const links = scripts.map((src) => `    <link rel="modulepreload" crossorigin href="${src}">\n`).join('');
  return Buffer.from(html.replace('</head>', `${links}  </head>`));
}

/**
 * The web app's index.html (the answer to `/` and to every client route), read once at start with its
 * brotli and gzip copies from the build, each with its headers computed once: a request picks a copy by
 * Accept-Encoding and sends bytes already in memory. The pages people open directly (`/`, `/login`,
 * `/dashboard`…) get their own copy that preloads every script the page needs, compressed here at start.
 * A rebuild of web/dist is picked up on restart (production builds before it starts; development uses
 * Vite's own server).
 */
export class AppShell {
  private readonly accepted = new Map<string, { br: boolean; gzip: boolean }>();

  private constructor(
    private readonly fallback: Variants,
    private readonly pages: Map<string, Variants>,
    private readonly appPaths: RegExp[] | null,
  ) {}

  /**
   * Whether the web app has a screen for this path (the build's app-paths.json, from the router). Without
   * the list (an older build) every path counts, as before.
   */
  isAppPath(pathname: string): boolean {
    return this.appPaths === null || this.appPaths.some((pattern) => pattern.test(pathname));
  }

  /** The shell of a built web app in `webDist`, or null when there is none. */
  static load(webDist: string): AppShell | null {
    const file = path.join(webDist, 'index.html');
    if (!existsSync(file)) return null;
    const copy = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
    const html = readFileSync(file);
    const pages = new Map<string, Variants>();
    const listed = path.join(webDist, 'route-preloads.json');
    if (existsSync(listed)) {
      const preloads = JSON.parse(readFileSync(listed, 'utf8')) as Record<string, string[]>;
      for (const [page, scripts] of Object.entries(preloads)) {
        const body = withPreloads(html.toString('utf8'), scripts);
        pages.set(
          page,
          variantsOf(body, {
            br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip: gzipSync(body, { level: 9 }),
          }),
        );
      }
    }
    const pathsFile = path.join(webDist, 'app-paths.json');
    const appPaths = existsSync(pathsFile)
      ? (JSON.parse(readFileSync(pathsFile, 'utf8')) as string[]).map(
          // '/articles/:id' matches /articles/<one segment>; a trailing slash is the same page.
          (pattern) => new RegExp(`^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
        )
      : null;
    return new AppShell(variantsOf(html, { br: copy('.br'), gzip: copy('.gz') }), pages, appPaths);
  }

  private acceptance(acceptEncoding: string): { br: boolean; gzip: boolean } {
    let found = this.accepted.get(acceptEncoding);
    if (found) return found;
    found = { br: accepts(acceptEncoding, 'br'), gzip: accepts(acceptEncoding, 'gzip') };
    if (this.accepted.size < CHOICES_KEPT) this.accepted.set(acceptEncoding, found);
    return found;
  }

  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const queryAt = request.url.indexOf('?');
    const page = this.pages.get(queryAt === -1 ? request.url : request.url.slice(0, queryAt)) ?? this.fallback;
    const acceptEncoding = request.headers['accept-encoding'];
    const accepted = acceptEncoding ? this.acceptance(acceptEncoding) : { br: false, gzip: false };
    const variant = (accepted.br && page.br) || (accepted.gzip && page.gzip) || page.identity;
    reply.headers(variant.headers);
    if (request.headers['if-none-match']?.includes(variant.headers.etag)) return reply.code(304).send();
    return reply.send(variant.body);
  }
}
