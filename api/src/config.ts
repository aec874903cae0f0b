import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** The only reader of process.env. Every setting is parsed here once; the rest of the code gets a typed object. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalString = z
  .string()
  .transform((v) => v.trim())
  .optional()
  .transform((v) => (v ? v : undefined));

/** proxy-addr's names for reserved ranges, accepted beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies' X-Forwarded-* headers to believe: none (unset or 0), the last N hops, or the listed
 * addresses/CIDRs. "Every hop" is refused: it lets any client choose its own address.
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((v, ctx): TrustProxy => {
    const value = v?.trim() ?? '';
    if (!value || value === '0' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (['true', 'all', '*'].includes(value.toLowerCase())) {
      ctx.addIssue({
        code: 'custom',
        message: "trusting every hop lets any client choose its address: give the hop count or the proxies' addresses/CIDRs",
      });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isAddressOrCidr(e));
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not an address or CIDR: ${bad.join(', ')} (give a hop count, or addresses/CIDRs separated by commas)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A host name, IP address or [IPv6], with an optional :port; no scheme, path or wildcard. */
const ALLOWED_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/;

/** PLUGIN_ALLOWED_HOSTS: host names or host:port pairs, lower-cased; anything else is refused by name. */
const allowedHostsSchema = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const entries = v
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    const bad = entries.filter((e) => !ALLOWED_HOST.test(e) || Number(e.split(':').pop()) > 65535);
    if (bad.length) {
      ctx.addIssue({
        code: 'custom',
        message: `not a host name or host:port: ${bad.join(', ')} (e.g. staging.vendor.example or 10.0.0.5:8443, separated by commas)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * A WEBHOOK_ALLOWED_HOSTS entry as the URL of a target spells it, always with its port: a bare host
 * opens its https port (443) only, so `localhost` does not open the database or any other local service.
 */
function withPort(entry: string): string {
  const url = new URL(`https://${entry}`);
  return `${url.hostname}:${url.port || '443'}`;
}

/** Environment variables that configure one plugin's options: PLUGIN_<ID>_<OPTION>. */
const PLUGIN_OPTION_VARIABLE = /^PLUGIN_[A-Z0-9]/;
const NOT_PLUGIN_OPTIONS = new Set(['PLUGIN_ALLOWED_HOSTS']);

/** false: no proxy; a number: that many hops in front of the server; a list: those proxies' addresses/CIDRs. */
export type TrustProxy = false | number | string[];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  // The event bus's LISTEN needs a session of its own: behind a transaction-mode pooler (PgBouncer), point this at
  // the server directly (docs/operations.md, "Capacity"). Unset: DATABASE_URL.
  DATABASE_LISTEN_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().min(1).default('./.data'),
  PUBLIC_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  CREDENTIALS_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
      .optional(),
  ),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_LOG: z
    .enum(['true', 'false', ''])
    .default('')
    .transform((v) => v === 'true'),
  MAIL_FROM: z.string().min(3).default('IssuerWire <no-reply@issuerwire.local>'),
  TWO_FACTOR_REQUIRED: z
    .enum(['true', 'false', ''])
    .default('')
    .transform((v) => v !== 'false'),
  SUPPORT_EMAIL: optionalString.pipe(z.email({ message: 'must be an email address' }).optional()),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalString.pipe(z.url({ message: 'must be an absolute URL' }).optional()),
  OPENAI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  PLUGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  PLUGINS_CONFIG: optionalString,
  PLUGINS_DIR: optionalString,
  ORDER_POLL_INTERVAL_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(10, 'must be at least 10 seconds')
    .max(86_400, 'must be at most a day (86400)')
    .default(600),
  VENDOR_CALL_GRACE_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(1, 'must be at least 1 second')
    .max(86_400, 'must be at most a day (86400)')
    .default(600),
  PLUGIN_ALLOWED_HOSTS: allowedHostsSchema,
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  TWITTER_CLIENT_ID: optionalString.pipe(
    z.string().min(10, "must be the OAuth 2.0 Client ID from the X app's Keys and tokens page").optional(),
  ),
  TWITTER_CLIENT_SECRET: optionalString.pipe(
    z.string().min(10, "must be the OAuth 2.0 Client Secret from the X app's Keys and tokens page").optional(),
  ),
  TRUST_PROXY: trustProxySchema,
  TRACKING_HITS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(120),
  TOKEN_REQUESTS_PER_MINUTE: z.coerce.number().int('must be a whole number').min(1, 'must be at least 1').default(600),
  WEBHOOK_ALLOWED_HOSTS: allowedHostsSchema.transform((entries) => entries.map(withPort)),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Where the event bus LISTENs and NOTIFYs: DATABASE_LISTEN_URL, else databaseUrl. */
  databaseListenUrl: string | undefined;
  dataDir: string;
  publicUrl: string;
  sessionSecret: string;
  credentialsKey: Buffer;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address the app tells people to write to for help: SUPPORT_EMAIL, or support@ the PUBLIC_URL's host. */
  supportEmail: string;
  openai: { apiKey: string | undefined; baseUrl: string | undefined; model: string };
  /** PLUGINS: package names (resolved from the app's node_modules) or absolute paths of a package folder or entry file. */
  plugins: string[];
  /** PLUGINS_DIR: a folder of installed packages (its node_modules) outside the checkout; each plugin there loads. */
  pluginsDir: string | undefined;
  /** The operator's plugin options: a JSON file keyed by plugin id (absent at the default path: none). */
  pluginsConfig: { file: string; explicit: boolean };
  /** PLUGIN_<ID>_<OPTION> variables as given; they override the file. */
  pluginEnv: Record<string, string>;
  /** Hosts (or host:port) plugins may reach although private (a vendor's staging server); empty: public only. */
  pluginAllowedHosts: string[];
  /** Seconds between status polls of a newswire order (the fallback when a vendor does not call back). */
  orderPollIntervalSeconds: number;
  /**
   * After this long a vendor call still under way (and an idempotency key still in progress) was
   * interrupted by a dying process: it is settled without calling again. Longer than any vendor call.
   */
  vendorCallGraceSeconds: number;
  logLevel: Env['LOG_LEVEL'];
  /** The operator's X app (OAuth 2.0): unset, X accounts cannot be connected and X runs in sandbox. */
  twitter: { clientId: string | undefined; clientSecret: string | undefined };
  /** Counted tracking hits per client address per minute, across instances; the excess is answered, not counted. */
  trackingHitsPerAddressPerMinute: number;
  /** Whose X-Forwarded-* headers are believed (client address, protocol); none unless configured. */
  trustProxy: TrustProxy;
  /** Calls per partner token per minute (across instances), answered 429 with Retry-After past it. */
  tokenRequestsPerMinute: number;
  /**
   * host:port pairs (a bare host in the setting: port 443) a webhook may reach although private (tests,
   * on-premises receivers), over http too; empty: public addresses only. Never the app's own origin.
   */
  webhookAllowedHosts: string[];
  /**
   * Every person signs in with two factors: a session whose account has not turned them on can only set them up
   * or sign out (403 `two_factor_required`). On unless TWO_FACTOR_REQUIRED=false (older test suites only).
   */
  twoFactorRequired: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

interface StoredSecrets {
  sessionSecret: string;
  credentialsKey: string;
}

/** Secrets not given in the environment are generated once and kept in DATA_DIR, so `npm start` needs no setup. */
function loadOrCreateSecrets(dataDir: string): StoredSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets>;
    if (parsed.sessionSecret && parsed.credentialsKey) return parsed as StoredSecrets;
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: StoredSecrets = {
    sessionSecret: randomBytes(32).toString('hex'),
    credentialsKey: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

function pluginVariables(source: NodeJS.ProcessEnv): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(source)) {
    if (PLUGIN_OPTION_VARIABLE.test(name) && !NOT_PLUGIN_OPTIONS.has(name) && value !== undefined && value !== '') found[name] = value;
  }
  return found;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`));
  }
  const env = parsed.data;
  // Reset links and KYC codes in a production log are secrets in the wrong place: only on request.
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && !env.MAIL_LOG) {
    throw new ConfigError([
      'SMTP_URL: production needs a mail server (reset links and verification codes are mailed); set SMTP_URL, or MAIL_LOG=true to write every mail, with the links and codes in it, to the log',
    ]);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const needsStored = !env.SESSION_SECRET || !env.CREDENTIALS_KEY;
  const stored = needsStored ? loadOrCreateSecrets(dataDir) : undefined;
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    databaseUrl: env.DATABASE_URL,
    databaseListenUrl: env.DATABASE_URL ? (env.DATABASE_LISTEN_URL ?? env.DATABASE_URL) : undefined,
    dataDir,
    publicUrl,
    sessionSecret: env.SESSION_SECRET ?? stored!.sessionSecret,
    credentialsKey: Buffer.from(env.CREDENTIALS_KEY ?? stored!.credentialsKey, 'hex'),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    supportEmail: env.SUPPORT_EMAIL ?? `support@${new URL(publicUrl).hostname}`,
    openai: { apiKey: env.OPENAI_API_KEY, baseUrl: env.OPENAI_BASE_URL, model: env.OPENAI_MODEL },
    plugins: env.PLUGINS,
    pluginsDir: env.PLUGINS_DIR === undefined ? undefined : path.resolve(env.PLUGINS_DIR),
    pluginsConfig: {
      file: path.resolve(env.PLUGINS_CONFIG ?? path.join(dataDir, 'plugins.json')),
      explicit: env.PLUGINS_CONFIG !== undefined,
    },
    pluginEnv: pluginVariables(source),
    pluginAllowedHosts: env.PLUGIN_ALLOWED_HOSTS,
    orderPollIntervalSeconds: env.ORDER_POLL_INTERVAL_SECONDS,
    vendorCallGraceSeconds: env.VENDOR_CALL_GRACE_SECONDS,
    logLevel: env.LOG_LEVEL,
    twitter: { clientId: env.TWITTER_CLIENT_ID, clientSecret: env.TWITTER_CLIENT_SECRET },
    trackingHitsPerAddressPerMinute: env.TRACKING_HITS_PER_ADDRESS_PER_MINUTE,
    trustProxy: env.TRUST_PROXY,
    tokenRequestsPerMinute: env.TOKEN_REQUESTS_PER_MINUTE,
    webhookAllowedHosts: env.WEBHOOK_ALLOWED_HOSTS,
    twoFactorRequired: env.TWO_FACTOR_REQUIRED,
  };
}

/** Node 20.12+ reads a .env file natively; only the entry point calls this, before loadConfig. */
export function loadDotEnv(file = '.env'): void {
  if (existsSync(file)) process.loadEnvFile(file);
}
