import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../lib/logger';
import { registerSweepAndRecovery } from '../vendor-calls';
import { DISTRIBUTE_JOB, type DistributionService } from './distribution.service';
import { POLL_JOB } from './order-polling';

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
  await registerSweepAndRecovery(jobs, {
    sweepJob: INTERRUPTED_ORDERS_SWEEP_JOB,
    sweep: () => services.distribution.sweepInterrupted(),
    recover: () => services.distribution.recover(),
    name: 'distribution',
    logger: services.logger,
  });
}
