import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/knex';
import { PostgreSqlConnection } from '@mikro-orm/postgresql';
import type { PGlite } from '@electric-sql/pglite';
import { PGliteConnection } from 'mikro-orm-pglite';
import { pgliteRows } from './pglite-prepared';

interface PgClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

interface Statement {
  name: string;
  text: string;
}

const statements = new Map<string, Statement>();

/** `?` placeholders (as everywhere else here) to PostgreSQL's `$n`; the text must hold no literal `?`. */
export function toNumberedParameters(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function statementFor(sql: string): Statement {
  let statement = statements.get(sql);
  if (!statement) {
    statement = { name: `iw_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`, text: toNumberedParameters(sql) };
    statements.set(sql, statement);
  }
  return statement;
}

/**
 * Rows of a read that runs on (nearly) every request. On a PostgreSQL server it is a named prepared
 * statement: each pooled connection parses and plans it once, not on every call (planning was most of
 * the dashboard stats query's time). On PGlite, in process, it is one too, on its one connection
 * (pglite-prepared.ts). Either way it runs on a pooled connection and fails and is logged as
 * `em.getConnection().execute` would (not inside the em's transaction).
 */
export async function preparedRows<T>(em: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const connection = em.getConnection() as AbstractSqlConnection;
  const embedded = connection instanceof PGliteConnection;
  if (!embedded && !(connection instanceof PostgreSqlConnection)) return connection.execute<T[]>(sql, params as never[]);
  const statement = statementFor(sql);
  const knex = connection.getKnex();
  const started = Date.now();
  // The pool's connection: a transaction holding it finishes first (PGlite's pool has just the one).
  const client = (await knex.client.acquireConnection()) as PgClient | PGlite;
  try {
    if (embedded) return await pgliteRows<T>(client as PGlite, statement.name, statement.text, params);
    const { rows } = await (client as PgClient).query({ name: statement.name, text: statement.text, values: params });
    return rows as T[];
  } finally {
    await knex.client.releaseConnection(client);
    // As the ORM logs its own statements (the logger decides whether to write it).
    em.config.getLogger().logQuery({ query: sql, params, took: Date.now() - started, level: 'info' });
  }
}

/** A `select` of named aggregate columns with its parameters: a module's figures, which a read model composes into one statement. */
export interface FiguresSql {
  sql: string;
  params: unknown[];
}
