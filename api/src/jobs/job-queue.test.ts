import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createLogger } from '../lib/logger';
import { JobQueue } from './job-queue';

async function until(predicate: () => boolean | Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await predicate()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('timed out waiting');
}

describe('job queue (pg-boss on the ORM connection)', () => {
  let t: TestApp | undefined;
  let queue: JobQueue | undefined;
  afterEach(async () => {
    await queue?.stop(2000);
    await t?.close();
  });

  it('runs a job, and a delayed job no earlier than asked, without losing ORM writes around it', async () => {
    t = await createTestApp();
    queue = new JobQueue({ orm: t.orm, logger: createLogger('silent', false), pollingIntervalSeconds: 0.5 });
    await queue.start();
    const seen: { id: number; at: number }[] = [];
    await queue.work<{ id: number }>('probe', async (job) => {
      seen.push({ id: job.data.id, at: Date.now() });
    });
    const sentAt = Date.now();
    await queue.send('probe', { id: 1 });
    await queue.send('probe', { id: 2 }, { startAfter: 2 });
    // ORM transactions interleaved with job traffic must keep their writes (one embedded connection).
    for (let i = 0; i < 5; i++) {
      await t.orm.em.fork().transactional(async (em) => {
        await em
          .getConnection()
          .execute(
            `insert into stock_data (ticker, company_name, exchange) values (?, 'Probe', 'NYSE')`,
            [`PRB${i}`],
            'run',
            em.getTransactionContext(),
          );
      });
    }
    await until(() => seen.length === 2);
    expect(seen.map((s) => s.id).sort()).toEqual([1, 2]);
    expect(seen.find((s) => s.id === 2)!.at - sentAt).toBeGreaterThanOrEqual(1900);
    const rows = await t.orm.em.fork().getConnection().execute(`select count(*)::int as n from stock_data where ticker like 'PRB%'`);
    expect(rows[0].n).toBe(5);
  });

  it('retries a failing job and ends it visibly failed', async () => {
    t = await createTestApp();
    queue = new JobQueue({ orm: t.orm, logger: createLogger('silent', false), pollingIntervalSeconds: 0.5 });
    await queue.start();
    let attempts = 0;
    await queue.work<{ n: number }>(
      'flaky',
      async () => {
        attempts++;
        throw new Error('vendor down');
      },
      { retryLimit: 1, retryDelay: 1 },
    );
    const id = (await queue.send('flaky', { n: 1 }, { retryLimit: 1, retryDelay: 1, retryBackoff: false }))!;
    await until(async () => (await queue!.job('flaky', id))?.state === 'failed', 30_000);
    expect(attempts).toBe(2);
    const job = await queue.job<{ n: number }>('flaky', id);
    expect(job?.state).toBe('failed');
    expect(JSON.stringify(job?.output)).toContain('vendor down');
  });
});
