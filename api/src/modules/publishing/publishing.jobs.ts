import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../lib/logger';
import { PUBLISH_JOB, type PublishingService } from './publishing.service';
import { INTERRUPTED_SWEEP_CRON } from './vendor-outcome';

/** Settles publications whose vendor call was interrupted (see sweepInterrupted). */
export const INTERRUPTED_SWEEP_JOB = 'settle-interrupted-vendor-calls';

/**
 * The workers of scheduled publishing (distribution registers its own: distribution.jobs.ts). Each handler
 * is idempotent (pg-boss delivers at least once): it acts only while the row still names its job and is in
 * the state the job expects.
 */
export async function registerPublishingJobs(jobs: JobQueue, services: { publishing: PublishingService; logger?: Logger }): Promise<void> {
  await jobs.work<{ publicationId: string }>(PUBLISH_JOB, (job) => services.publishing.runScheduled(job.data.publicationId, job.id), {
    retryLimit: 3,
    retryDelay: 30,
  });
  // A process that dies mid-call leaves its row "sending": the sweep finds it once the grace period is over.
  await jobs.work(INTERRUPTED_SWEEP_JOB, () => services.publishing.sweepInterrupted(), { retryLimit: 1, retryDelay: 60 });
  await jobs.boss.schedule(INTERRUPTED_SWEEP_JOB, INTERRUPTED_SWEEP_CRON, {}, { tz: 'UTC' });
  // Work interrupted by a stop, and jobs that were never enqueued, are settled now that the queues exist.
  try {
    await services.publishing.recover();
  } catch (error) {
    services.logger?.error({ err: error }, 'recovering scheduled publishing work failed');
  }
}
