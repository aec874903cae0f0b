import pino, { type Logger, type LoggerOptions } from 'pino';

export type { Logger };

/** Secrets never reach the log: cookies, auth headers, passwords, codes and tokens are redacted. */
const REDACT = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.tempToken',
  '*.secret',
  '*.apiKey',
];

/**
 * The one list of parameter names whose values are secrets, in a query string or as a path parameter:
 * single-use tokens in mailed links (invitations, password resets), sign-in's temporary token, OAuth's
 * `code` and `state`, signatures and keys a caller might put in a URL.
 */
const SECRET_PARAMS = new Set(
  [
    'token',
    'tempToken',
    'code',
    'state',
    'secret',
    'signature',
    'sig',
    'key',
    'apiKey',
    'api_key',
    'access_token',
    'refresh_token',
    'password',
  ].map((name) => name.toLowerCase()),
);

export function isSecretParam(name: string): boolean {
  return SECRET_PARAMS.has(name.toLowerCase());
}

/**
 * The redaction list of paths: route patterns with a secret parameter. The server adds each such route as
 * it is registered (`noteRoute`), so a new one is covered without editing this; the web app's pages with a
 * secret in the path (served by the app shell, no route of their own) are named here. A request that
 * matched a route is scrubbed by its own pattern; one that matched none (a wrong method, a 404) by this list.
 */
const SECRET_PATHS = new Set(['/invitations/:token']);

export function hasSecretParam(pattern: string): boolean {
  return pattern.split('/').some((part) => part.startsWith(':') && isSecretParam(part.slice(1)));
}

/** Called for every route registered (an onRoute hook of the server). */
export function noteRoute(pattern: string): void {
  if (hasSecretParam(pattern)) SECRET_PATHS.add(pattern);
}

const REDACTED = '[redacted]';

/** The path with every segment that `pattern` (e.g. `/api/team/invitations/:token`) names a secret redacted. */
function scrubPath(path: string, pattern: string): string | null {
  const want = pattern.split('/');
  const have = path.split('/');
  // A trailing slash is the same route (ignoreTrailingSlash).
  if (have.length === want.length + 1 && have.at(-1) === '') have.pop();
  if (have.length !== want.length) return null;
  if (want.some((part, i) => !part.startsWith(':') && part.toLowerCase() !== have[i].toLowerCase())) return null;
  const secret = (part: string) => part.startsWith(':') && isSecretParam(part.slice(1));
  if (!want.some(secret)) return null;
  return have.map((segment, i) => (secret(want[i]) ? REDACTED : segment)).join('/');
}

/**
 * Request logs keep the path, never a secret in it: query parameters of a secret name, and path segments
 * that the matched route (`routePattern`, Fastify's `routeOptions.url`) or a web page names a secret.
 */
export function scrubUrl(url: string, routePattern?: string): string {
  const at = url.search(/[?#]/);
  let path = at === -1 ? url : url.slice(0, at);
  const rest = at === -1 ? '' : url.slice(at);
  for (const pattern of routePattern ? [routePattern] : SECRET_PATHS) {
    const scrubbed = scrubPath(path, pattern);
    if (scrubbed) {
      path = scrubbed;
      break;
    }
  }
  const query = rest.replace(/([?&]([^=&#]*)=)([^&#]*)/g, (whole, head: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed name is compared as sent.
    }
    return isSecretParam(decoded) ? `${head}${REDACTED}` : whole;
  });
  return path + query;
}

/** Request lines keep the method, the path (secrets scrubbed) and the address: never headers or bodies. */
export const serializers = {
  req(req: { method?: string; url?: string; headers?: Record<string, unknown>; ip?: string; routeOptions?: { url?: string } }) {
    return { method: req.method, url: req.url ? scrubUrl(req.url, req.routeOptions?.url) : req.url, remoteAddress: req.ip };
  },
};

export function createLogger(level: string, pretty = process.stdout.isTTY, destination?: pino.DestinationStream): Logger {
  const options: LoggerOptions = { level, redact: { paths: REDACT, censor: '[redacted]' }, serializers };
  if (destination) return pino(options, destination);
  if (pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
    });
  }
  // Lines go out in blocks of 4 KB, or every 200 ms when quieter, not one system call per line: with a
  // line per request, writing was a quarter of what a small request cost. pino writes what it holds when
  // the process exits; a kill -9 can lose the last 200 ms of lines.
  return pino(options, pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: 200 }));
}
