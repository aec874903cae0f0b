import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ManualClock } from '../lib/clock';
import { SharedCounter } from './shared-counter';

describe('the shared counter (rate_limit_hits)', () => {
  let t: TestApp;
  const clock = new ManualClock();
  let counter: SharedCounter;
  const rows = () => t.orm.em.getConnection().execute<{ key: string; count: number }[]>('select key, count from rate_limit_hits');

  beforeAll(async () => {
    t = await createTestApp();
    counter = new SharedCounter({ orm: t.orm, clock, secret: randomBytes(32) });
  });
  afterAll(async () => t?.close());

  it('numbers hits that arrive together one by one, in one statement, and keeps limits and subjects apart', async () => {
    const writes = counter.stats.writes;
    const hits = await Promise.all([
      ...Array.from({ length: 5 }, () => counter.hit('demo', '198.51.100.7', 60_000)),
      counter.hit('auth', '198.51.100.7', 60_000),
    ]);
    expect(hits.map((h) => h.count)).toEqual([1, 2, 3, 4, 5, 1]);
    expect(counter.stats.writes).toBe(writes + 1);
    expect(hits[0].ttlMs).toBe(60_000);
    // The table holds the limit's name and a keyed hash, never the address.
    const keys = (await rows()).map((r) => r.key);
    expect(keys.every((k) => /^(demo|auth):[\w-]{22}$/.test(k))).toBe(true);
    expect(keys.join()).not.toContain('198.51.100.7');
  });

  it('starts a new window once the last one ended, and purges ended windows', async () => {
    clock.advance(30_000);
    expect(await counter.hit('demo', '198.51.100.7', 60_000)).toEqual({ count: 6, ttlMs: 30_000 });
    clock.advance(30_000);
    expect(await counter.hit('demo', '198.51.100.7', 60_000)).toEqual({ count: 1, ttlMs: 60_000 });
    clock.advance(1);
    // `auth` ended; `demo` started again a moment ago.
    expect(await counter.purgeExpired(1)).toBe(1);
    expect((await rows()).map((r) => r.key.split(':')[0])).toEqual(['demo']);
  });
});
