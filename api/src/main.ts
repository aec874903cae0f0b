// First: V8's collector is tuned before any module allocates (see gc-tuning.ts).
import './gc-tuning';
import 'reflect-metadata';
import { ConfigError, loadConfig, loadDotEnv } from './config';
import { embeddedDir, initORM } from './db/orm';
import { seedDemoAccounts, seedMarketData } from './seed';
import { seedDemoWorkspace } from './demo-workspace';
import { createLogger } from './lib/logger';
import { createEventBus } from './lib/pg-event-bus';
import { JobQueue } from './jobs/job-queue';
import { modules } from './modules';
import { loadPlugins } from './plugins/load-plugins';
import { PluginLoadError } from './plugins/plugin-registry';
import { buildServer } from './server';
import { createServices } from './services';

/** config -> ORM -> services -> server; nothing else. */
async function main() {
  loadDotEnv();
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const started = performance.now();
  const plugins = await loadPlugins(config, logger).catch((error: unknown) => {
    // One report of every plugin's problems, before anything else starts.
    if (!(error instanceof PluginLoadError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  const orm = await initORM(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: embeddedDir(config.dataDir) });
  // Measured with strace (PGlite 0.3.16): its commits make no fsync call, so they outlive the process but
  // not the machine. Said once at start-up where it matters; README ("Embedded") says the same.
  if (config.env === 'production' && !config.databaseUrl) {
    logger.warn(
      'embedded database in production: a commit is kept when this process dies but is not flushed to disk (PGlite never calls fsync), so a power cut or an operating-system crash can lose recent data or damage the database; set DATABASE_URL to a PostgreSQL server',
    );
  }
  const seeded = await seedMarketData(orm);
  if (seeded) logger.info({ listings: seeded }, 'loaded the bundled market dataset into stock_data');
  const demoAccounts = await seedDemoAccounts(orm);
  if (demoAccounts.length) logger.info({ accounts: demoAccounts }, 'created the demo accounts (fictional DEMO listing)');
  const events = await createEventBus(config.databaseListenUrl, logger);
  // Work that happens later (scheduled publishing and distribution): pg-boss on the ORM's own connection.
  const jobs = new JobQueue({ orm, logger });
  await jobs.start();
  const services = createServices({ config, orm, logger, plugins, events, jobs });
  // The public read-only demo workspace ("View Demo Dashboard"): rebuilt when its history is not current.
  if ((await seedDemoWorkspace(orm, services.articles)) === 'created')
    logger.info('built the public demo workspace (fictional DEMO listing)');
  // Every module's jobs (scheduled publishing and distribution, platform metric pulls, webhook retries, ...).
  const jobServices = { ...services, logger };
  for (const { jobs: register } of modules) await register?.(jobs, jobServices);
  const app = await buildServer({ config, orm, logger, services });

  let closing = false;
  // Under the 30 s an orchestrator waits before SIGKILL (Kubernetes' default grace period): the jobs get 7 s
  // of it, the calls in flight the rest. 10 s was passed on a loaded 2-core machine with calls still finishing.
  const SHUTDOWN_LIMIT_MS = 25_000;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: no new requests, finishing the ones in flight');
    let phase = 'finishing the requests in flight';
    const force = setTimeout(() => {
      logger.error({ phase }, `shutdown took over ${SHUTDOWN_LIMIT_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    try {
      await app.close();
      // Each module's stop hooks (modules.ts): what it holds in memory is written while the jobs still run,
      phase = 'writing what modules hold in memory';
      for (const { stop } of modules) await stop?.drain?.(jobServices);
      // running jobs finish (or are left to run again after a restart),
      phase = 'stopping the jobs';
      await jobs.stop(7_000);
      // then work that outlived its response (a reset mail) finishes, all before the database closes.
      phase = 'finishing work that outlived its response';
      for (const { stop } of modules) await stop?.settle?.(jobServices);
      services.mailer.close?.();
      events.close();
      phase = 'closing the database';
      await orm.close();
      logger.info('stopped');
    } catch (error) {
      logger.error({ err: error }, 'error while shutting down');
      process.exitCode = 1;
    }
  };
  // `on`, not `once`: signal-exit (in a dependency) re-raises the signal when it sees no other listener left.
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logger.info(
    {
      url: config.publicUrl,
      database: config.databaseUrl ? 'postgresql' : `embedded (${embeddedDir(config.dataDir)})`,
      startupMs: Math.round(performance.now() - started),
    },
    'IssuerWire is ready',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
