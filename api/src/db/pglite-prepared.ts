import { protocol, types as pgTypes, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

interface Prepared {
  /** The parameters' types, to serialize values as `PGlite.query` does. */
  types: number[];
  /** The result's columns: name and type, to parse rows as `PGlite.query` does. */
  fields: { name: string; dataTypeID: number }[];
}

/** Per database (tests open many): each statement's name → its parameter and column types, once parsed and planned. */
const prepared = new WeakMap<PGlite, Map<string, Prepared>>();

interface Message {
  name: string;
  dataTypeIDs?: number[];
  fields?: ({ name: string; dataTypeID: number } | string | null)[];
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function prepare(pglite: PGlite, name: string, text: string): Promise<Prepared> {
  // Parse, then describe the statement: its parameter types and its result's columns. The sync ends the
  // exchange, after an error too (the session then takes statements again).
  const { messages } = await pglite.execProtocol(
    concat([serialize.parse({ name, text, types: [] }), serialize.describe({ type: 'S', name }), serialize.sync()]),
    {
      syncToFs: false,
    },
  );
  const described = messages as Message[];
  const types = described.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
  const row = described.find((m) => m.name === 'rowDescription');
  const fields = (row?.fields ?? []) as { name: string; dataTypeID: number }[];
  return { types, fields: fields.map(({ name, dataTypeID }) => ({ name, dataTypeID })) };
}

/**
 * Rows of a named prepared statement on PGlite: parsed and described (its plan cached) once per database,
 * then each call is one exchange with the database: bind, execute, sync. `PGlite.query` parses, describes
 * and plans every statement on every call, in four exchanges, and copies its 300-odd type parsers into a
 * new object to read the answer: for the tracking write that was most of the embedded database's fixed
 * cost per write. Values are serialized and rows parsed as `PGlite.query` does it (the instance's
 * serializers by parameter type, its parsers by column type); a database error is thrown as
 * `PGlite.query` throws it.
 */
export async function pgliteRows<T>(pglite: PGlite, name: string, text: string, params: readonly unknown[]): Promise<T[]> {
  return pglite.runExclusive(async () => {
    let statements = prepared.get(pglite);
    if (!statements) prepared.set(pglite, (statements = new Map()));
    let statement = statements.get(name);
    if (!statement) statements.set(name, (statement = await prepare(pglite, name, text)));
    const { types, fields } = statement;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pglite.serializers[types[i]];
      return serializer ? serializer(value) : String(value);
    });
    // One exchange; the sync ends it after an error too (thrown once all of it has run).
    const { messages } = await pglite.execProtocol(
      concat([serialize.bind({ statement: name, values }), serialize.execute({}), serialize.sync()]),
      {
        syncToFs: false,
      },
    );
    await pglite.syncToFs();
    const parsers = pglite.parsers;
    const rows: Record<string, unknown>[] = [];
    for (const message of messages as Message[]) {
      if (message.name !== 'dataRow') continue;
      const row: Record<string, unknown> = {};
      const cells = message.fields as (string | null)[];
      for (let i = 0; i < fields.length; i++) {
        const cell = cells[i];
        const parser = parsers[fields[i].dataTypeID] ?? pgTypes.parsers[fields[i].dataTypeID];
        row[fields[i].name] = cell === null ? null : parser ? parser(cell, fields[i].dataTypeID) : cell;
      }
      rows.push(row);
    }
    return rows as T[];
  });
}
