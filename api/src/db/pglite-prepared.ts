import { parse, protocol, type PGlite } from '@electric-sql/pglite';

const { serialize } = protocol;

/** Per database (tests open many): each statement's name → its parameters' types, once parsed and planned. */
const prepared = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * Rows of a named prepared statement on PGlite: parsed (and its plan cached) once per database, then each
 * call only binds and executes. `PGlite.query` parses, describes and plans every statement on every call:
 * for the tracking write that was ~1.2 ms of the embedded database's CPU per write, whatever its size.
 * Values are serialized and rows parsed exactly as `PGlite.query` does it (the instance's serializers by
 * parameter type, its parsers by column type); a database error is thrown as `PGlite.query` throws it.
 */
export async function pgliteRows<T>(pglite: PGlite, name: string, text: string, params: readonly unknown[]): Promise<T[]> {
  return pglite.runExclusive(async () => {
    let statements = prepared.get(pglite);
    if (!statements) prepared.set(pglite, (statements = new Map()));
    const messages = [];
    try {
      let types = statements.get(name);
      if (!types) {
        await pglite.execProtocol(serialize.parse({ name, text, types: [] }), { syncToFs: false });
        types = parse.parseDescribeStatementResults(
          (await pglite.execProtocol(serialize.describe({ type: 'S', name }), { syncToFs: false })).messages,
        );
        statements.set(name, types);
      }
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[types[i]];
        return serializer ? serializer(value) : String(value);
      });
      for (const message of [serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({})]) {
        messages.push(...(await pglite.execProtocol(message, { syncToFs: false })).messages);
      }
    } finally {
      // Ends the extended-protocol exchange, after an error too (the session then takes statements again).
      messages.push(...(await pglite.execProtocol(serialize.sync(), { syncToFs: false })).messages);
    }
    await pglite.syncToFs();
    return parse.parseResults(messages, pglite.parsers)[0].rows as T[];
  });
}
