import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { Logger } from '../../lib/logger';
import type { EngagementService, TrackResult } from './engagement.service';
import { hitMeta, PIXEL_HEADERS, pixelAnswer } from './tracking.answers';

// Only the plain form of the pixel's address: an article id (a UUID) and at most a simple `src`. Anything
// else (another id, other parameters, encodings, a trailing slash) goes to the Fastify route, which
// validates and answers it.
const PIXEL_URL = /^\/t\/v\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\?src=([A-Za-z0-9._-]{1,40}))?$/i;

export interface TrackingFastPathDeps {
  engagement: Pick<EngagementService, 'recordView'>;
  logger: Logger;
  /** The headers every answer of the app carries (the security headers). */
  headers: Readonly<Record<string, string>>;
  /** The client's address as Fastify's request.ip would say it (the same trust-proxy setting). */
  clientAddress(request: IncomingMessage): string | undefined;
}

interface Answer {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer | string;
}

/**
 * The tracking pixel answered from Node's request listener, before Fastify (issue 19: tracking at
 * ≥ 20,000 events/s). The pixel is the app's busiest request and needs nothing Fastify gives every
 * request (routing, request and reply objects, hooks, a request log this route keeps quiet anyway), and
 * that machinery cost about as much as the hit's own work. The same service call, answers and headers as
 * the Fastify route in tracking.routes.ts (a test compares them), which still answers everything this
 * leaves to it.
 */
export class TrackingPixelFastPath {
  /** Each answer's headers, made once: a hit only adds the date. */
  private readonly answers = new Map<TrackResult, Answer>();

  constructor(private readonly deps: TrackingFastPathDeps) {}

  /** Answers a plain pixel request and returns true; false leaves the request to Fastify. */
  handle(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== 'GET' || !request.url?.startsWith('/t/v/')) return false;
    const match = PIXEL_URL.exec(request.url);
    if (!match) return false;
    const meta = hitMeta({ method: 'GET', headers: request.headers, address: this.deps.clientAddress(request), source: match[2] });
    this.deps.engagement.recordView(match[1], meta).then(
      (result) => this.send(response, result),
      (error: unknown) => {
        this.deps.logger.error({ err: error }, 'tracking hit could not be counted');
        this.send(response, 'failed');
      },
    );
    return true;
  }

  private send(response: ServerResponse, result: TrackResult): void {
    let answer = this.answers.get(result);
    if (!answer) {
      const { status, type, body } = pixelAnswer(result);
      const headers = { ...this.deps.headers, ...PIXEL_HEADERS, 'content-type': type, 'content-length': Buffer.byteLength(body) };
      answer = { status, headers, body };
      this.answers.set(result, answer);
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  }
}
