import { describe, expect, it } from 'vitest';
import type { Orm } from '../../db/orm';
import { HEALTH_FRESH_MS, SystemService } from './system.service';

/** A database whose answer the test sets, counting the checks, on a clock the test moves. */
function setUp() {
  const db = { up: true, checks: 0 };
  let now = 1000;
  const service = new SystemService(
    {} as Orm,
    'help@ir.example.com',
    async () => {
      db.checks += 1;
      return db.up;
    },
    () => now,
  );
  return { db, service, advance: (ms: number) => (now += ms) };
}

describe('SystemService.health', () => {
  it('answers from one check for calls within a second, then checks again', async () => {
    const { db, service, advance } = setUp();
    expect(await Promise.all([service.health(), service.health(), service.health()])).toEqual(
      Array(3).fill({ status: 'ok', database: true }),
    );
    expect(db.checks).toBe(1);
    advance(HEALTH_FRESH_MS);
    await service.health();
    expect(db.checks).toBe(1);
    advance(1);
    await service.health();
    expect(db.checks).toBe(2);
  });

  it('reports a database that stopped answering at the first check after it stopped, and its return', async () => {
    const { db, service, advance } = setUp();
    await service.health();
    db.up = false;
    advance(HEALTH_FRESH_MS + 1);
    expect(await service.health()).toEqual({ status: 'unavailable', database: false });
    db.up = true;
    // Still within the failed check's second: unavailable, as it was found.
    expect(await service.health()).toEqual({ status: 'unavailable', database: false });
    advance(HEALTH_FRESH_MS + 1);
    expect(await service.health()).toEqual({ status: 'ok', database: true });
  });
});
