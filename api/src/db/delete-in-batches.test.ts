import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { deleteInBatches } from './delete-in-batches';

describe('deleteInBatches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('deletes every matching row, a batch a statement, and nothing else', async () => {
    const db = t.orm.em.getConnection();
    await db.execute('create table retention_probe (n int not null)', [], 'run');
    await db.execute('insert into retention_probe select n from generate_series(1, 2345) as n', [], 'run');
    const statements: string[] = [];
    const execute = db.execute.bind(db);
    const counting = Object.assign(Object.create(db) as typeof db, {
      execute: ((...args: Parameters<typeof db.execute>) => {
        statements.push(String(args[0]));
        return execute(...args);
      }) as typeof db.execute,
    });
    const deleted = await deleteInBatches(counting, 'retention_probe', 'n > ?', [30], 500);
    expect(deleted).toBe(2345 - 30);
    // 2,315 rows: four full batches, one of 315, which ends the loop.
    expect(statements).toHaveLength(5);
    const [{ left, newest }] = await db.execute<{ left: number; newest: number }[]>(
      'select count(*)::int as left, max(n)::int as newest from retention_probe',
    );
    expect({ left, newest }).toEqual({ left: 30, newest: 30 });
  });
});
