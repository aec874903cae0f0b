import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { preparedRows, toNumberedParameters } from './prepared';

describe('prepared statements for the hottest reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('numbers the placeholders in order', () => {
    expect(toNumberedParameters('select ? as a, ?::timestamptz as b where x = ?')).toBe(
      'select $1 as a, $2::timestamptz as b where x = $3',
    );
  });

  it('answers the same rows, typed the same, as a plain statement, again and again on the pooled connections', async () => {
    const sql = `select ?::text as name, ?::int + 1 as next, ?::timestamptz as at, null::text as nothing, count(*) over () as total from generate_series(1, 3)`;
    const params = ['x', 41, '2026-03-16T12:00:00.000Z'];
    const plain = await t.orm.em.fork().getConnection().execute(sql, params);
    for (let i = 0; i < 12; i++) expect(await preparedRows(t.orm.em.fork(), sql, params)).toEqual(plain);
    const concurrent = await Promise.all(Array.from({ length: 20 }, () => preparedRows(t.orm.em.fork(), sql, params)));
    for (const rows of concurrent) expect(rows).toEqual(plain);
  });

  it('reports database errors as the ORM does', async () => {
    const sql = 'select * from no_such_table where id = ?';
    const plain = await t.orm.em
      .fork()
      .getConnection()
      .execute(sql, [1])
      .catch((error: Error) => error);
    const prepared = await preparedRows(t.orm.em.fork(), sql, [1]).catch((error: Error) => error);
    expect(prepared).toBeInstanceOf(Error);
    expect(prepared.constructor).toBe(plain.constructor);
    expect((prepared as Error).message).toMatch(/no_such_table/);
  });
});
