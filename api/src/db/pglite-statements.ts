import { PGliteKnexDialect } from 'mikro-orm-pglite';

/**
 * knex-pglite runs a raw statement through `exec` (several statements, no bindings, a list of results)
 * whenever its text holds a `;` anywhere. MikroORM inlines bound values into raw SQL, so a search for
 * "a;b" became "several statements" and failed (a 500). Here only a `;` outside string literals, quoted
 * identifiers, dollar quotes and comments separates statements.
 */
export function statementCount(sql: string): number {
  let count = 0;
  let current = false;
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    if (c === "'" || c === '"') {
      // '' (or "") inside is an escaped quote: the loop simply re-enters the literal.
      const end = sql.indexOf(c, i + 1);
      i = end === -1 ? sql.length : end + 1;
      current = true;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === '/' && sql[i + 1] === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (c === '$' && /^\$[A-Za-z_]*\$/.test(sql.slice(i, i + 64))) {
      const tag = /^\$[A-Za-z_]*\$/.exec(sql.slice(i, i + 64))![0];
      const end = sql.indexOf(tag, i + tag.length);
      i = end === -1 ? sql.length : end + tag.length;
      current = true;
    } else if (c === ';') {
      if (current) count++;
      current = false;
      i++;
    } else {
      if (!/\s/.test(c)) current = true;
      i++;
    }
  }
  return current ? count + 1 : count;
}

interface QueryObject {
  sql?: string;
  method?: string;
  bindings?: unknown[];
  response?: unknown;
}

interface PGliteLike {
  query(sql: string, params: unknown[]): Promise<unknown>;
  exec(sql: string): Promise<unknown>;
}

let patched = false;

/** Replaces the dialect's statement runner once per process (every PGlite ORM uses the same class). */
export function patchPGliteStatements(): void {
  if (patched) return;
  patched = true;
  (PGliteKnexDialect.prototype as unknown as { _query(connection: PGliteLike, obj: QueryObject): Promise<QueryObject> })._query = async (
    connection,
    obj,
  ) => {
    if (!obj.sql) throw new Error('The query is empty');
    obj.response =
      obj.method === 'raw' && !obj.bindings?.length && statementCount(obj.sql) > 1
        ? await connection.exec(obj.sql)
        : await connection.query(obj.sql, obj.bindings ?? []);
    return obj;
  };
}
