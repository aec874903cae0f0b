import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-app';
import { createLogger } from './logger';
import { PgEventBus } from './pg-event-bus';

declare module './event-bus' {
  interface EventMap {
    'test.cross': { n: number };
  }
}

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('event bus over PostgreSQL LISTEN/NOTIFY', () => {
  let db: TestDatabase;
  const buses: PgEventBus[] = [];
  afterAll(async () => {
    for (const bus of buses) bus.close();
    await db?.drop();
  });

  it('delivers an event published on one instance to subscribers on another, once each', async () => {
    db = await createTestDatabase();
    const logger = createLogger('silent', false);
    const a = await PgEventBus.connect(db.databaseUrl!, logger);
    const b = await PgEventBus.connect(db.databaseUrl!, logger);
    buses.push(a, b);
    const onA = a.subscribe('test.cross:x');
    const onB = b.subscribe('test.cross:x');
    a.publish('test.cross:x', { n: 1 });
    a.publish('test.cross:x', { n: 2 });
    const got = async (stream: AsyncIterator<{ n: number }>) => [(await stream.next()).value.n, (await stream.next()).value.n];
    expect(await got(onB)).toEqual([1, 2]);
    expect(await got(onA)).toEqual([1, 2]);
    // No echo: the publisher's own subscribers got each event once (nothing more is queued).
    b.publish('test.cross:x', { n: 3 });
    expect((await onA.next()).value.n).toBe(3);
    expect((await onB.next()).value.n).toBe(3);
  });

  it('comes back after its connections are dropped: listens again, says so, and delivers what is published next', async () => {
    const logger = createLogger('silent', false);
    const a = await PgEventBus.connect(db.databaseUrl!, logger);
    const b = await PgEventBus.connect(db.databaseUrl!, logger);
    buses.push(a, b);
    const reconnected = [a.subscribe('bus.reconnected').next(), b.subscribe('bus.reconnected').next()];
    const onB = b.subscribe('test.cross:y');

    // A restart or failover as the buses see it: every connection to the database is closed.
    const admin = new pg.Client({ connectionString: db.databaseUrl! });
    await admin.connect();
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    await admin.end();
    expect(rowCount).toBeGreaterThanOrEqual(4);

    // Before: the LISTEN connection never came back, and events between instances stopped silently.
    const [gapA, gapB] = await Promise.all(reconnected);
    expect(gapA.value.downMs).toBeGreaterThanOrEqual(0);
    expect(gapB.value.downMs).toBeLessThan(5_000);
    a.publish('test.cross:y', { n: 4 }); // on a notifier connection that was dropped too
    expect((await onB.next()).value.n).toBe(4);
  });
});
