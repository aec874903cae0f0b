import 'reflect-metadata';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { initORM, PGLITE_EXTENSIONS } from '../src/db/orm';

/**
 * Migrates one database per run of the API tests, and every test file starts from a copy of it instead of
 * running every migration again: on PostgreSQL a template database (`CREATE DATABASE … TEMPLATE`), on
 * PGlite a dump of a migrated data directory that each file loads into memory. Both are named by a hash
 * of the migrations' sources, so a changed or added migration builds a new one, and runs with other
 * migrations (another checkout on the same server) never share one.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database on the PostgreSQL server (DATABASE_URL set). */
    postgresTemplate: string | null;
    /** A migrated PGlite data directory, dumped to this file (no DATABASE_URL). */
    pgliteTemplate: string | null;
  }
}

const migrationsDir = path.resolve(import.meta.dirname, '../src/db/migrations');

function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(migrationsDir).sort()) hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 16);
}

async function postgresTemplate(serverUrl: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return;
    // Built under a name of its own and renamed when complete: a run that starts meanwhile never copies half a schema.
    const building = `iw_template_building_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await admin.query(`create database ${building}`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const orm = await initORM({ databaseUrl: url.toString() });
    await orm.close(true);
    try {
      await admin.query(`alter database ${building} rename to ${name}`);
    } catch {
      // Another run built it first.
      await admin.query(`drop database if exists ${building}`);
    }
  } finally {
    await admin.end();
  }
}

async function pgliteTemplate(file: string): Promise<void> {
  if (existsSync(file)) return;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'iw-pglite-template-'));
  try {
    await (await initORM({ pgliteDir: dir })).close(true);
    const pglite = new PGlite(dir, { extensions: PGLITE_EXTENSIONS });
    const dump = await pglite.dumpDataDir('none');
    await pglite.close();
    // Written under a name of its own and renamed when complete, as the PostgreSQL template is.
    const building = `${file}.${randomUUID()}`;
    writeFileSync(building, Buffer.from(await dump.arrayBuffer()));
    renameSync(building, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject): Promise<void> {
  const hash = migrationsHash();
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const name = `iw_template_${hash}`;
    await postgresTemplate(serverUrl, name);
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', null);
  } else {
    const file = path.join(os.tmpdir(), `iw-pglite-template-${hash}.tar`);
    await pgliteTemplate(file);
    project.provide('postgresTemplate', null);
    project.provide('pgliteTemplate', file);
  }
}
