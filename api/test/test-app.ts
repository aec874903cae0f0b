import { modules } from '../src/modules';
import { registerWebhookJobs, type WebhookRetryPolicy } from '../src/modules/webhooks';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { Writable } from 'node:stream';
import type { ComplianceReviewer, ContentModel } from '../src/ai';
import { loadConfig, type Config } from '../src/config';
import { initORM, type Orm } from '../src/db/orm';
import type { Clock } from '../src/lib/clock';
import { createLogger } from '../src/lib/logger';
import { createEventBus } from '../src/lib/pg-event-bus';
import type { AuthRateLimit } from '../src/modules/identity/identity.service';
import { buildServer, type App } from '../src/server';
import { JobQueue } from '../src/jobs/job-queue';
import { registerDistributionJobs } from '../src/modules/distribution/distribution.jobs';
import { registerPublishingJobs } from '../src/modules/publishing/publishing.jobs';
import { registerNewsroomAlertJobs } from '../src/modules/newsroom/alerts.jobs';
import { registerReleaseJobs } from '../src/modules/release/release.jobs';
import { loadPlugins } from '../src/plugins/load-plugins';
import type { PluginRegistry } from '../src/plugins/plugin-registry';
import { createServices, type Services } from '../src/services';
import type { ApprovalPolicy } from '../src/modules/vendor-calls';

/**
 * The database a test file runs against: a fresh database on the PostgreSQL server when DATABASE_URL is set
 * (CI runs both), otherwise a fresh in-memory PGlite. Either way a clean schema per file, copied from the
 * run's migrated template (test/global-setup.ts) rather than migrated again.
 */
export interface TestDatabase {
  databaseUrl?: string;
  /** PGlite on disk (a database that outlives one app: restart tests); absent: in memory. */
  pgliteDir?: string;
  /** In memory: the migrated data directory it starts from. */
  pgliteDump?: Blob;
  drop(): Promise<void>;
}

/**
 * `persistent`: on PGlite, a temporary data directory instead of memory, so a second app can open the same
 * database (it is migrated when first opened). `empty`: no schema at all (tests that run the migrations).
 */
export async function createTestDatabase(options: { persistent?: boolean; empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl && options.persistent) {
    const pgliteDir = mkdtempSync(path.join(os.tmpdir(), 'iw-pglite-'));
    return { pgliteDir, drop: async () => rmSync(pgliteDir, { recursive: true, force: true }) };
  }
  if (!serverUrl) {
    const template = inject('pgliteTemplate');
    const pgliteDump = options.empty || !template ? undefined : new Blob([readFileSync(template)]);
    return { pgliteDump, drop: async () => {} };
  }
  const name = `iw_test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const template = options.empty ? null : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface TestApp {
  app: App;
  orm: Orm;
  config: Config;
  services: Services;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  webDist?: string;
  /** A registry of its own (e.g. with plugins pointed at a fake vendor). */
  plugins?: Promise<PluginRegistry>;
  /** Register extra routes before the server is ready (to exercise the frame). */
  extend?: (app: App) => void | Promise<void>;
  /** Time for sessions, lockout and codes (a ManualClock to move by hand). */
  clock?: Clock;
  /** Per-IP limit on auth calls; defaults to the production value. */
  authRateLimit?: AuthRateLimit;
  /** A content model of the test's own (e.g. OpenAI against the fake server with a short timeout). */
  contentModel?: ContentModel;
  /** Starts the job queue (scheduled publishing and distribution) with its workers; tests poll often. */
  jobs?: boolean | { pollingIntervalSeconds?: number };
  /** Whether a release needs an approval first (default: the single-person issuer's, none). */
  approval?: ApprovalPolicy;
  /** The second-opinion model (e.g. OpenAI against the fake server); default from the settings. */
  complianceReviewer?: ComplianceReviewer | null;
  /** Webhook retry timing (tests shorten it). */
  webhookRetry?: Partial<WebhookRetryPolicy>;
  /** Log lines at `level`, parsed, into `lines` (the app's own logger, serializers and redaction). */
  logTo?: { level: string; lines: Record<string, unknown>[] };
  /** A database of the test's own (e.g. one shared by two apps in turn); it is left in place on close. */
  database?: TestDatabase;
  /** The event bus main.ts builds: LISTEN/NOTIFY on a database server (apps on one database as instances). */
  sharedEvents?: boolean;
}

function lineSink(lines: Record<string, unknown>[]): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
}

/**
 * The logger of a test app that asks for no log lines: silent, except a 500's "unexpected error" line (with its
 * stack and errorId) on stderr, so a 500 that fails a test on a busy CI machine says why.
 */
function unexpectedErrorsToStderr(): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        if ((JSON.parse(line) as { msg?: string }).msg === 'unexpected error') process.stderr.write(`${line}\n`);
      }
      done();
    },
  });
}

let sharedPlugins: Promise<PluginRegistry> | undefined;

/** The repository's plugins, discovered once per test file (each file runs in its own process). */
export function testPlugins(logger: Parameters<typeof loadPlugins>[1]): Promise<PluginRegistry> {
  sharedPlugins ??= loadPlugins({ plugins: [] }, logger);
  return sharedPlugins;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'iw-test-'));
  const db = options.database ?? (await createTestDatabase());
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SESSION_SECRET: randomBytes(32).toString('hex'),
    CREDENTIALS_KEY: randomBytes(32).toString('hex'),
    ...(db.databaseUrl ? { DATABASE_URL: db.databaseUrl } : {}),
    // Tests written before two factors were required of everyone sign up and act at once; the tests of the rule set it to true.
    TWO_FACTOR_REQUIRED: 'false',
    ...options.env,
  });
  const logger = options.logTo
    ? createLogger(options.logTo.level, false, lineSink(options.logTo.lines))
    : config.logLevel === 'silent'
      ? createLogger('error', false, unexpectedErrorsToStderr())
      : createLogger(config.logLevel, false);
  const orm = await initORM(
    db.databaseUrl ? { databaseUrl: db.databaseUrl } : { pgliteDir: db.pgliteDir ?? 'memory://', pgliteDump: db.pgliteDump },
  );
  const jobs = options.jobs
    ? new JobQueue({
        orm,
        logger,
        pollingIntervalSeconds: typeof options.jobs === 'object' ? (options.jobs.pollingIntervalSeconds ?? 0.5) : 0.5,
      })
    : undefined;
  await jobs?.start();
  const plugins = await (options.plugins ?? testPlugins(logger));
  const events = options.sharedEvents ? await createEventBus(db.databaseUrl, logger) : undefined;
  const services = createServices({
    config,
    orm,
    logger,
    plugins,
    clock: options.clock,
    authRateLimit: options.authRateLimit,
    contentModel: options.contentModel,
    approval: options.approval,
    jobs,
    webhookRetry: options.webhookRetry,
    complianceReviewer: options.complianceReviewer,
    events,
  });
  const app = await buildServer({ config, orm, logger, services, webDist: options.webDist ?? path.join(dataDir, 'no-web') });
  await options.extend?.(app);
  await app.ready();
  if (jobs) {
    await registerPublishingJobs(jobs, services);
    await registerDistributionJobs(jobs, services);
    await services.engagement.attachJobs(jobs);
    await registerWebhookJobs(jobs, services);
    await registerNewsroomAlertJobs(jobs, services);
    await registerReleaseJobs(jobs, services);
  }
  return {
    app,
    orm,
    config,
    services,
    async close() {
      // As main.ts stops, but with no drain: a test's engagement writes are already flushed, and closing the ingest
      // under a job still running (a test's refresh) failed that job after the database had closed.
      await app.close();
      await jobs?.stop(2000);
      for (const { stop } of modules) await stop?.settle?.({ ...services, logger });
      services.mailer.close?.();
      events?.close();
      await orm.close(true);
      if (!options.database) await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
