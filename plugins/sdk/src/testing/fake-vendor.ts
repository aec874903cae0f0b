import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A tiny recording HTTP server on 127.0.0.1 standing in for a plugin's vendor in tests.

export interface RecordedRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** Raw body text ('' when none). */
  body: string;
  /** The body parsed as JSON, undefined when it is not JSON. */
  json: unknown;
  /** Values of the route's :params. */
  params: Record<string, string>;
}

export interface FakeResponse {
  status?: number;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as is when `json` is absent. */
  body?: string;
  headers?: Record<string, string>;
  /** Waits before answering (timeouts). */
  delayMs?: number;
}

export type FakeRoute = FakeResponse | ((request: RecordedRequest) => FakeResponse | Promise<FakeResponse>);

export interface FakeVendor {
  /** Base URL, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  readonly port: number;
  /** Every request received, in order, including those answered by failNext/failAlways. */
  readonly requests: RecordedRequest[];
  /** The next request (any route) gets this answer instead; calls queue up. */
  failNext(status: number, body?: unknown, headers?: Record<string, string>): void;
  /** Every request gets this answer until reset(). */
  failAlways(status: number, body?: unknown, headers?: Record<string, string>): void;
  /** Adds or replaces a route, e.g. route('GET /v1/items/:id', {...}). */
  route(key: string, handler: FakeRoute): void;
  /** Forgets recorded requests and programmed failures; routes stay. */
  reset(): void;
  close(): Promise<void>;
}

interface CompiledRoute {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: FakeRoute;
}

function compile(key: string, handler: FakeRoute): CompiledRoute {
  const match = key.trim().match(/^([A-Z]+)\s+(\/\S*)$/);
  if (!match) throw new TypeError(`fake route '${key}' must look like 'GET /path/:param'`);
  const names: string[] = [];
  const source = match[2]
    .split('/')
    .map((segment) => {
      if (segment.startsWith(':')) {
        names.push(segment.slice(1));
        return '([^/]+)';
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { method: match[1], pattern: new RegExp(`^${source}/?$`), names, handler };
}

function toFailure(status: number, body: unknown, headers: Record<string, string> | undefined): FakeResponse {
  const payload = body === undefined ? { message: `fake vendor answered ${status}` } : body;
  return typeof payload === 'string' ? { status, body: payload, headers } : { status, json: payload, headers };
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, answer: FakeResponse): void {
  const headers: Record<string, string> = { ...(answer.headers ?? {}) };
  let payload = answer.body ?? '';
  if (answer.json !== undefined) {
    payload = JSON.stringify(answer.json);
    headers['content-type'] ??= 'application/json';
  }
  res.writeHead(answer.status ?? 200, headers);
  res.end(payload);
}

export async function startFakeVendor(routes: Record<string, FakeRoute> = {}): Promise<FakeVendor> {
  const compiled: CompiledRoute[] = Object.entries(routes).map(([key, handler]) => compile(key, handler));
  const requests: RecordedRequest[] = [];
  let queued: FakeResponse[] = [];
  let always: FakeResponse | null = null;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake.invalid');
    const body = await readBody(req);
    let json: unknown;
    try {
      json = body ? JSON.parse(body) : undefined;
    } catch {
      json = undefined;
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body,
      json,
      params: {},
    };
    requests.push(recorded);

    const programmed = queued.shift() ?? always;
    let answer: FakeResponse;
    if (programmed) {
      answer = programmed;
    } else {
      const route = compiled.find((r) => r.method === recorded.method && r.pattern.test(recorded.path));
      if (!route) {
        answer = { status: 404, json: { message: `no fake route for ${recorded.method} ${recorded.path}` } };
      } else {
        const values = recorded.path.match(route.pattern)?.slice(1) ?? [];
        route.names.forEach((name, i) => (recorded.params[name] = decodeURIComponent(values[i] ?? '')));
        try {
          answer = typeof route.handler === 'function' ? await route.handler(recorded) : route.handler;
        } catch (error) {
          answer = { status: 500, json: { message: `fake route threw: ${(error as Error).message}` } };
        }
      }
    }
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    if (!res.destroyed) send(res, answer);
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    failNext(status, body, headers) {
      queued.push(toFailure(status, body, headers));
    },
    failAlways(status, body, headers) {
      always = toFailure(status, body, headers);
    },
    route(key, handler) {
      const next = compile(key, handler);
      const at = compiled.findIndex((r) => r.method === next.method && r.pattern.source === next.pattern.source);
      if (at >= 0) compiled[at] = next;
      else compiled.push(next);
    },
    reset() {
      requests.length = 0;
      queued = [];
      always = null;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
