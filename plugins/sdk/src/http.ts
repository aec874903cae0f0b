import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction, Socket } from 'node:net';
import { AddressRefused, AuthExpired, Disconnected, InvalidContent, PluginError, RateLimited, VendorError } from './errors.js';
import { isIpLiteral, refusalReason } from './address-policy.js';

// The one way a plugin talks to its vendor: timeouts, retry with back-off on 429/5xx, typed errors and
// SSRF protection (the address checked is the address connected to; redirects are re-checked per hop).

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `true` opens all loopback addresses; `{ ports }` only those ports (a test's fake vendor). */
export type LoopbackPolicy = boolean | { ports: number[] };

export interface HttpClientOptions {
  /** Every request path is resolved under this URL (its path is kept as a prefix). */
  baseUrl: string;
  /** Per attempt: connect, send and read the whole answer. */
  timeoutMs?: number;
  /** Retries after the first attempt, for `retry: 'safe'` requests only. */
  maxRetries?: number;
  /** Tests only: lets the client reach loopback addresses. Never set in production. */
  allowLoopback?: LoopbackPolicy;
  /**
   * Host names (lower case, as in the URL), or `host:port` pairs, an operator has explicitly opened
   * although they may resolve to private addresses (on-premises receivers, a vendor's staging server,
   * tests): their addresses are not checked. A bare host opens every port. Empty by default.
   */
  allowHosts?: string[];
  /** Sent with every request (e.g. the vendor's auth header). */
  headers?: Record<string, string>;
  /** First back-off delay; doubles each retry, with jitter. */
  retryBaseDelayMs?: number;
  /** Longest wait between retries; a Retry-After beyond it is not waited for but thrown. */
  maxRetryDelayMs?: number;
  /** Answers larger than this are refused. */
  maxResponseBytes?: number;
  /** false: a 3xx answer is the answer (an error like any other non-2xx); nothing is followed. Default true. */
  followRedirects?: boolean;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface HttpRequest {
  method: HttpMethod;
  /** Path under the base URL, e.g. '/v1/releases'. */
  path: string;
  query?: Record<string, QueryValue>;
  /** Sent as JSON with content-type application/json. */
  json?: unknown;
  /** Sent as is (URLSearchParams as a form). Ignored when `json` is given. */
  body?: string | Uint8Array | URLSearchParams;
  headers?: Record<string, string | undefined>;
  /**
   * 'safe': the call may be repeated (reads, idempotent writes): retried on 429/5xx/network errors.
   * 'never': an irreversible call (a publish): sent once, whatever happens. When it fails after it may
   * have reached the vendor (a 5xx, a lost connection after sending), the error says `outcomeUnknown`
   * and is never retryable.
   */
  retry: 'safe' | 'never';
  /** 'never' requests: what the user should check when the outcome is unknown (ends the error message). */
  unknownOutcomeHint?: string;
  /** Non-2xx statuses answered instead of thrown, e.g. [404] for a lookup that may find nothing. */
  accept?: number[];
  timeoutMs?: number;
}

export interface HttpResponse {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** The final URL, after redirects. */
  url: string;
  text(): string;
  /** Parsed body; throws VendorError when the vendor did not answer JSON. */
  json<T = unknown>(): T;
}

export interface HttpClient {
  readonly baseUrl: string;
  request(request: HttpRequest): Promise<HttpResponse>;
  /** Closes kept-alive connections. */
  close(): void;
}

export type HttpClientFactory = (options: HttpClientOptions) => HttpClient;

const DEFAULTS = {
  timeoutMs: 10_000,
  maxRetries: 3,
  retryBaseDelayMs: 300,
  maxRetryDelayMs: 20_000,
  maxResponseBytes: 5 * 1024 * 1024,
};
const MAX_REDIRECTS = 5;
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
/** Retry-After absent on a 429: how long the caller is told to wait. */
const DEFAULT_RATE_LIMIT_WAIT_MS = 60_000;
const DEFAULT_UNKNOWN_OUTCOME_HINT = 'check with the vendor before sending it again.';
/** Headers that may follow a redirect to another origin; credentials never do. */
const CROSS_ORIGIN_SAFE_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'user-agent', 'idempotency-key']);

/**
 * Milliseconds to wait from a Retry-After header: delay-seconds or an HTTP date. Null when absent or
 * unreadable.
 */
export function parseRetryAfter(value: string | undefined, now: number = Date.now()): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (text === '') return null;
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text) * 1000);
  const at = Date.parse(text);
  if (Number.isNaN(at)) return null;
  return Math.max(0, at - now);
}

/** Exponential back-off with jitter: between half and all of base * 2^attempt, capped. */
export function backoffDelay(attempt: number, baseMs: number, capMs: number): number {
  const ceiling = Math.min(capMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + Math.random() * (ceiling / 2));
}

function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || (status >= 500 && status !== 501 && status !== 505);
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Method, host and path only: queries may carry keys and never appear in a message. */
function describe(method: string, url: URL): string {
  return `${method} ${url.host}${url.pathname}`;
}

/** The vendor's own explanation from a JSON or text error body, shortened. */
export function vendorMessage(body: string): string | null {
  const clip = (s: string): string => (s.length > 300 ? `${s.slice(0, 297)}...` : s);
  const trimmed = body.trim();
  if (trimmed === '') return null;
  try {
    const data: unknown = JSON.parse(trimmed);
    const found = pickMessage(data);
    return found ? clip(found) : null;
  } catch {
    return trimmed.startsWith('<') ? null : clip(trimmed); // an HTML error page says nothing useful
  }
}

function pickMessage(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (typeof data !== 'object' || data === null) return null;
  if (Array.isArray(data)) return data.length > 0 ? pickMessage(data[0]) : null;
  const record = data as Record<string, unknown>;
  for (const key of ['message', 'error_description', 'detail', 'error', 'title', 'errors']) {
    const value = record[key];
    const found = value === undefined ? null : pickMessage(value);
    if (found) return found;
  }
  return null;
}

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  url: URL;
}

/** A transport failure; `sent` says whether the request may have reached the vendor. */
class TransportFailure extends Error {
  constructor(
    message: string,
    readonly sent: boolean,
    readonly timedOut: boolean,
  ) {
    super(message);
  }
}

function loopbackAllowed(policy: LoopbackPolicy, port: number): boolean {
  if (typeof policy === 'boolean') return policy;
  return policy.ports.includes(port);
}

function defaultPort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** True when the operator opened the URL's host (any port) or its exact host:port. */
function hostOpened(allowHosts: string[], url: URL): boolean {
  if (allowHosts.length === 0) return false;
  const host = url.hostname.toLowerCase();
  const bare = host.replace(/^\[|\]$/g, '');
  const withPort = `${host}:${defaultPort(url)}`;
  return allowHosts.some((entry) => entry === host || entry === bare || entry === withPort);
}

function assertAddressAllowed(address: string, url: URL, policy: LoopbackPolicy): void {
  const reason = refusalReason(address, loopbackAllowed(policy, defaultPort(url)));
  if (reason !== null) {
    throw new AddressRefused(`Refused to connect to ${url.hostname}: it resolves to a ${reason} address.`);
  }
}

/** Resolves like dns.lookup, then refuses the whole answer if any address is not public. */
function guardedLookup(url: URL, policy: LoopbackPolicy): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, []);
      try {
        if (addresses.length === 0) throw new Disconnected(`Could not resolve ${hostname}.`);
        for (const a of addresses) assertAddressAllowed(a.address, url, policy);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, []);
      }
      if (options.all) return callback(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

function joinUrl(baseUrl: URL, path: string, query: Record<string, QueryValue> | undefined): URL {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path)) {
    throw new TypeError('request path must be a path under the base URL, not an absolute URL');
  }
  const url = new URL(baseUrl.href);
  const basePath = url.pathname.replace(/\/+$/, '');
  const [pathOnly, inlineQuery] = path.split('?', 2);
  url.pathname = `${basePath}/${pathOnly.replace(/^\/+/, '')}`;
  url.search = inlineQuery ?? '';
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.append(key, String(value));
  }
  return url;
}

class NodeHttpClient implements HttpClient {
  readonly baseUrl: string;
  private readonly base: URL;
  private readonly options: Required<Omit<HttpClientOptions, 'headers' | 'baseUrl'>> & { headers: Record<string, string> };
  // Our own agents, so a kept-alive socket was always opened through the guarded lookup.
  private readonly agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };

  constructor(options: HttpClientOptions) {
    let base: URL;
    try {
      base = new URL(options.baseUrl);
    } catch {
      throw new TypeError('baseUrl is not a valid URL');
    }
    if (base.protocol !== 'http:' && base.protocol !== 'https:') {
      throw new TypeError('baseUrl must be an http or https URL');
    }
    if (base.username || base.password) throw new TypeError('baseUrl must not carry credentials');
    this.base = base;
    this.baseUrl = base.href;
    this.options = {
      timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
      maxRetries: Math.max(0, options.maxRetries ?? DEFAULTS.maxRetries),
      allowLoopback: options.allowLoopback ?? false,
      allowHosts: (options.allowHosts ?? []).map((host) => host.toLowerCase()),
      retryBaseDelayMs: options.retryBaseDelayMs ?? DEFAULTS.retryBaseDelayMs,
      maxRetryDelayMs: options.maxRetryDelayMs ?? DEFAULTS.maxRetryDelayMs,
      maxResponseBytes: options.maxResponseBytes ?? DEFAULTS.maxResponseBytes,
      followRedirects: options.followRedirects ?? true,
      headers: lowerCaseKeys(options.headers ?? {}),
    };
  }

  close(): void {
    this.agents['http:'].destroy();
    this.agents['https:'].destroy();
  }

  async request(request: HttpRequest): Promise<HttpResponse> {
    const url = joinUrl(this.base, request.path, request.query);
    const headers: Record<string, string> = {
      'user-agent': 'IssuerWire-Plugin/0.1',
      accept: 'application/json',
      ...this.options.headers,
    };
    for (const [name, value] of Object.entries(request.headers ?? {})) {
      if (value !== undefined) headers[name.toLowerCase()] = value;
    }
    let body: Buffer | undefined;
    if (request.json !== undefined) {
      body = Buffer.from(JSON.stringify(request.json));
      headers['content-type'] = 'application/json';
    } else if (request.body instanceof URLSearchParams) {
      body = Buffer.from(request.body.toString());
      headers['content-type'] ??= 'application/x-www-form-urlencoded';
    } else if (request.body !== undefined) {
      body = Buffer.from(request.body);
    }
    const timeoutMs = request.timeoutMs ?? this.options.timeoutMs;
    const { maxRetries, retryBaseDelayMs, maxRetryDelayMs } = this.options;
    const accepted = new Set(request.accept ?? []);

    for (let attempt = 0; ; attempt++) {
      const mayRetry = request.retry === 'safe' && attempt < maxRetries;
      let raw: RawResponse;
      try {
        raw = await this.followRedirects(request.method, url, headers, body, timeoutMs);
      } catch (error) {
        if (!(error instanceof TransportFailure)) throw error;
        if (mayRetry) {
          await sleep(backoffDelay(attempt, retryBaseDelayMs, maxRetryDelayMs));
          continue;
        }
        const what = describe(request.method, url);
        const outcomeUnknown = request.retry === 'never' && error.sent;
        throw new Disconnected(
          `${what} ${error.timedOut ? `did not answer within ${timeoutMs} ms` : 'failed: the vendor could not be reached'}` +
            (outcomeUnknown ? `; ${unknownOutcomeNote(request)}` : '.'),
          { outcomeUnknown, cause: error },
        );
      }

      if ((raw.status >= 200 && raw.status < 300) || accepted.has(raw.status)) return toResponse(raw);

      const retryAfterMs = parseRetryAfter(raw.headers['retry-after']);
      if (mayRetry && isRetryableStatus(raw.status) && (retryAfterMs === null || retryAfterMs <= maxRetryDelayMs)) {
        await sleep(Math.min(maxRetryDelayMs, Math.max(retryAfterMs ?? 0, backoffDelay(attempt, retryBaseDelayMs, maxRetryDelayMs))));
        continue;
      }
      throw statusError(request, raw, retryAfterMs);
    }
  }

  private async followRedirects(
    method: HttpMethod,
    start: URL,
    startHeaders: Record<string, string>,
    startBody: Buffer | undefined,
    timeoutMs: number,
  ): Promise<RawResponse> {
    let url = start;
    let currentMethod = method;
    let headers = startHeaders;
    let body = startBody;
    for (let hop = 0; ; hop++) {
      const raw = await this.sendOnce(currentMethod, url, headers, body, timeoutMs);
      const location = raw.headers.location;
      if (!REDIRECT_STATUSES.has(raw.status) || !location || !this.options.followRedirects) return raw;
      if (hop >= MAX_REDIRECTS) {
        throw new VendorError(raw.status, `${describe(method, start)} redirected more than ${MAX_REDIRECTS} times.`, { retryable: false });
      }
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new VendorError(raw.status, `${describe(method, start)} redirected to an invalid address.`, { retryable: false });
      }
      if (next.protocol !== 'http:' && next.protocol !== 'https:') {
        throw new AddressRefused(`Refused a redirect from ${url.host} to a ${next.protocol} address.`);
      }
      // Like browsers: 303, and 301/302 after a POST, continue as a GET without the body.
      if (raw.status === 303 || ((raw.status === 301 || raw.status === 302) && currentMethod === 'POST')) {
        if (currentMethod !== 'HEAD') currentMethod = 'GET';
        body = undefined;
        headers = withoutKeys(headers, ['content-type', 'content-length']);
      }
      if (next.origin !== url.origin) {
        headers = Object.fromEntries(Object.entries(headers).filter(([name]) => CROSS_ORIGIN_SAFE_HEADERS.has(name)));
      }
      url = next;
    }
  }

  private sendOnce(
    method: HttpMethod,
    url: URL,
    headers: Record<string, string>,
    body: Buffer | undefined,
    timeoutMs: number,
  ): Promise<RawResponse> {
    const policy = this.options.allowLoopback;
    const opened = hostOpened(this.options.allowHosts, url);
    // Literal IP hosts never go through the lookup, so they are checked here.
    if (!opened && isIpLiteral(url.hostname)) assertAddressAllowed(url.hostname.replace(/^\[|\]$/g, ''), url, policy);

    const transport = url.protocol === 'https:' ? https : http;
    const maxBytes = this.options.maxResponseBytes;
    return new Promise<RawResponse>((resolve, reject) => {
      let sent = false;
      let timedOut = false;
      let settled = false;
      const finish = (fn: () => void): void => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
      };
      const payload = method === 'GET' || method === 'HEAD' ? undefined : body;
      const req = transport.request(url, {
        method,
        headers: payload ? { ...headers, 'content-length': String(payload.length) } : headers,
        agent: this.agents[url.protocol as 'http:' | 'https:'],
        ...(opened ? {} : { lookup: guardedLookup(url, policy) }),
      });
      const timer = setTimeout(() => {
        timedOut = true;
        req.destroy(new Error('timeout'));
      }, timeoutMs);

      req.on('socket', (socket: Socket) => {
        if (!socket.connecting) sent = true;
        else socket.once(url.protocol === 'https:' ? 'secureConnect' : 'connect', () => (sent = true));
      });
      req.on('error', (error: Error) => {
        finish(() => {
          if (error instanceof PluginError) reject(error);
          else reject(new TransportFailure(error.message, sent, timedOut));
        });
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            finish(() =>
              reject(
                new VendorError(res.statusCode ?? null, `${describe(method, url)} answered more than ${maxBytes} bytes.`, {
                  retryable: false,
                }),
              ),
            );
            req.destroy();
            return;
          }
          chunks.push(chunk);
        });
        res.on('end', () =>
          finish(() => resolve({ status: res.statusCode ?? 0, headers: flattenHeaders(res.headers), body: Buffer.concat(chunks), url })),
        );
        res.on('error', (error) => finish(() => reject(new TransportFailure(error.message, true, timedOut))));
        res.on('close', () => {
          if (!res.complete) finish(() => reject(new TransportFailure('connection closed', true, timedOut)));
        });
      });
      req.end(payload);
    });
  }
}

/** Said once for every 'never' request whose outcome is unknown. */
function unknownOutcomeNote(request: HttpRequest): string {
  return `it may have been carried out, so it was not repeated: ${request.unknownOutcomeHint ?? DEFAULT_UNKNOWN_OUTCOME_HINT}`;
}

function statusError(request: HttpRequest, raw: RawResponse, retryAfterMs: number | null): PluginError {
  const what = describe(request.method, raw.url);
  const said = vendorMessage(raw.body.toString('utf8'));
  const { status } = raw;
  if (status === 401 || status === 403) {
    return new AuthExpired(`${what} was refused (${status}): the credentials are invalid or expired.`);
  }
  if (status === 429) {
    return new RateLimited(retryAfterMs ?? DEFAULT_RATE_LIMIT_WAIT_MS, `${what} was rate limited (429).`);
  }
  if (status === 400 || status === 422) {
    return new InvalidContent(said ?? `${what} was refused as invalid (${status}).`);
  }
  // A 5xx to an irreversible call does not say it was not carried out (the vendor may have failed after
  // posting): marking it retryable would make a caller send it again.
  const outcomeUnknown = request.retry === 'never' && isRetryableStatus(status) && status >= 500;
  return new VendorError(
    status,
    `${what} failed (${status})${said ? `: ${said}` : '.'}${outcomeUnknown ? ` ${capitalise(unknownOutcomeNote(request))}` : ''}`,
    {
      retryAfterMs,
      retryable: isRetryableStatus(status),
      outcomeUnknown,
    },
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function toResponse(raw: RawResponse): HttpResponse {
  const text = raw.body.toString('utf8');
  return {
    status: raw.status,
    headers: raw.headers,
    url: raw.url.href,
    text: () => text,
    json<T>(): T {
      try {
        return JSON.parse(text) as T;
      } catch {
        throw new VendorError(raw.status, `${raw.url.host}${raw.url.pathname} did not answer JSON.`, { retryable: false });
      }
    },
  };
}

function flattenHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}

function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function withoutKeys(headers: Record<string, string>, keys: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !keys.includes(k)));
}

/** An HTTP client for one vendor base URL. Plugins get theirs from `host.http` instead. */
export function createHttpClient(options: HttpClientOptions): HttpClient {
  return new NodeHttpClient(options);
}
