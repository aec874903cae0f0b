import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type AbstractSqlDriver } from '@mikro-orm/postgresql';
import { PGliteDriver, type PGliteConnectionConfig } from 'mikro-orm-pglite';
import { patchPGliteStatements } from './pglite-statements';
import { preparedRows } from './prepared';
import { entities } from '../entities';
import { migrationsList } from './migrations';

/** MikroORM's own type on its SQL driver: PostgreSqlDriver and PGlite's driver both extend AbstractSqlDriver. */
export type Orm = MikroORM<AbstractSqlDriver>;

const DATE_OID = 1082;

/** The extensions the migrations create (pg_trgm: the ticker search's index); every PGlite opening the data loads them. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface DatabaseTarget {
  /** A PostgreSQL server; when absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** Where PGlite keeps its files; `memory://` for a throw-away database (tests). */
  pgliteDir?: string;
  /** A PGlite data directory dumped by `dumpDataDir` to start from (tests start from a migrated copy). */
  pgliteDump?: Blob;
}

export function embeddedDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** The ORM options for either mode; `initORM` and the migration CLI share them. */
export function ormOptions(target: DatabaseTarget): Options {
  const common: Options = {
    entities,
    extensions: [Migrator],
    discovery: { requireEntitiesArray: true, disableDynamicFileAccess: true },
    migrations: {
      migrationsList,
      tableName: 'mikro_orm_migrations',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
      path: path.join(import.meta.dirname, 'migrations'),
      emit: 'ts',
      fileName: (timestamp, name) => `migration-${timestamp}${name ? `-${name}` : ''}`,
    },
    // Entities are the only schema source of truth; nothing is synchronised implicitly.
    ensureDatabase: false,
    allowGlobalContext: false,
    forceUtcTimezone: true,
  };
  if (target.databaseUrl) {
    return { ...common, driver: PostgreSqlDriver, clientUrl: target.databaseUrl, pool: { min: 0, max: 10 } };
  }
  patchPGliteStatements();
  const dir = target.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  // Dates stay 'YYYY-MM-DD' strings, as the pg driver returns them (MikroORM's date type expects that).
  const pglite = new PGlite(dir, {
    parsers: { [DATE_OID]: (value: string) => value },
    loadDataDir: target.pgliteDump,
    extensions: PGLITE_EXTENSIONS,
  });
  return {
    ...common,
    driver: PGliteDriver,
    dbName: 'postgres',
    driverOptions: { connection: { pglite: () => pglite } satisfies PGliteConnectionConfig },
    // Closing the ORM must close the borrowed PGlite too, or its files stay locked.
    onClose: async () => {
      await pglite.close();
    },
  } as Options;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function initORM(target: DatabaseTarget): Promise<Orm> {
  const orm = await openORM(target);
  await orm.getMigrator().up();
  return orm;
}

/** Opens the database as it is, migrating nothing (the migration tests step through migrations themselves). */
export async function openORM(target: DatabaseTarget): Promise<Orm> {
  const options = ormOptions(target);
  const onClose = (options as { onClose?: () => Promise<void> }).onClose;
  delete (options as { onClose?: unknown }).onClose;
  // The options name either SQL driver (see ormOptions); MikroORM types them by the default driver.
  const orm = await MikroORM.init<AbstractSqlDriver>(options as Options<AbstractSqlDriver>);
  if (onClose) {
    const close = orm.close.bind(orm);
    orm.close = async (force?: boolean) => {
      await close(force);
      await onClose();
    };
  }
  return orm;
}

/** True when the database answers a trivial statement. */
export async function databaseAnswers(orm: Orm): Promise<boolean> {
  try {
    // A prepared statement (on PGlite too): only bound and run, the cheapest a statement gets.
    await preparedRows(orm.em, 'select 1', []);
    return true;
  } catch {
    return false;
  }
}
