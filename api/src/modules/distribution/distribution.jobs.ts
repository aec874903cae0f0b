import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../lib/logger';
import { INTERRUPTED_SWEEP_CRON } from '../publishing';
import { DISTRIBUTE_JOB, POLL_JOB, type DistributionService } from './distribution.service';

/** Settles newswire orders whose vendor call was interrupted (see sweepInterrupted). */
export const INTERRUPTED_ORDERS_SWEEP_JOB = 'settle-interrupted-newswire-orders';

/**
 * The workers of scheduled distribution. Each handler is idempotent (pg-boss delivers at least once): it
 * acts only while the order still names its job and is in the state the job expects.
 */
export async function registerDistributionJobs(
  jobs: JobQueue,
  services: { distribution: DistributionService; logger?: Logger },
): Promise<void> {
  await jobs.work<{ orderId: string }>(DISTRIBUTE_JOB, (job) => services.distribution.runScheduled(job.data.orderId, job.id), {
    retryLimit: 3,
    retryDelay: 30,
  });
  await jobs.work<{ orderId: string }>(POLL_JOB, (job) => services.distribution.poll(job.data.orderId, job.id), {
    retryLimit: 3,
    retryDelay: 60,
  });
  // A process that dies mid-call leaves its order "submitting": the sweep finds it once the grace period is over.
  await jobs.work(INTERRUPTED_ORDERS_SWEEP_JOB, () => services.distribution.sweepInterrupted(), { retryLimit: 1, retryDelay: 60 });
  await jobs.boss.schedule(INTERRUPTED_ORDERS_SWEEP_JOB, INTERRUPTED_SWEEP_CRON, {}, { tz: 'UTC' });
  // Work interrupted by a stop, and jobs that were never enqueued, are settled now that the queues exist.
  try {
    await services.distribution.recover();
  } catch (error) {
    services.logger?.error({ err: error }, 'recovering scheduled distribution work failed');
  }
}
