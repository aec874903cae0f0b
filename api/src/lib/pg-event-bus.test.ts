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
});
