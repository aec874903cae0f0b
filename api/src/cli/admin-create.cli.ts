import 'reflect-metadata';
import { ConfigError, loadConfig, loadDotEnv } from '../config';
import { embeddedDir, initORM } from '../db/orm';
import { AppError } from '../lib/errors';
import { createOrPromoteAdmin } from '../modules/identity';

/**
 * `npm run admin:create -w api -- <username> <email>`: creates a reviewer (admin) account and prints
 * its generated password once, or promotes the existing account with that username and email.
 * Uses the same DATABASE_URL / DATA_DIR as the server (stop an embedded-database server first: PGlite is one process).
 */
async function main(): Promise<void> {
  const [username, email] = process.argv.slice(2);
  if (!username || !email) {
    console.error('Usage: npm run admin:create -w api -- <username> <email>');
    process.exit(2);
  }
  // npm runs workspace scripts inside api/; DATA_DIR and .env are relative to where `npm` was typed, as for `npm start`.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  loadDotEnv();
  const config = loadConfig();
  const orm = await initORM(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: embeddedDir(config.dataDir) });
  try {
    const outcome = await createOrPromoteAdmin(orm, { username, email });
    if (outcome.kind === 'created') {
      console.log(`Created admin ${outcome.username} <${outcome.email}>.`);
      console.log(`Password (shown once, store it now and change it in Settings): ${outcome.password}`);
      console.log(
        'At the first sign-in, turn on two-factor authentication (Settings → Security): reviews stay closed to this account until you do.',
      );
    } else if (outcome.kind === 'promoted') {
      console.log(`Promoted ${outcome.username} <${outcome.email}> to admin; the password is unchanged.`);
      console.log('Reviews stay closed to this account until it has two-factor authentication turned on (Settings → Security).');
    } else {
      console.log(`${outcome.username} <${outcome.email}> is already an admin; nothing changed.`);
    }
  } finally {
    await orm.close(true);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof AppError) {
    console.error(error.message);
    process.exit(1);
  }
  console.error(error);
  process.exit(1);
});
