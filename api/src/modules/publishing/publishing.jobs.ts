import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../lib/logger';
import { PUBLISH_JOB, type PublishingService } from './publishing.service';
import { INTERRUPTED_SWEEP_CRON } from './vendor-outcome';

/** Settles publications whose vendor call was interrupted (see sweepInterrupted). */
export const INTERRUPTED_SWEEP_JOB = 'settle-interrupted-vendor-calls';

/**
 * What every vendor-call lifecycle (publications here, newswire orders in distribution.jobs.ts) runs
 * beside its own workers: a periodic sweep for calls a dying process left in flight (found once their
 * grace period is over), and, now that the queues exist, recovery of work interrupted by a stop and of
 * jobs that were never enqueued.
 */
export async function registerSweepAndRecovery(
  jobs: JobQueue,
  lifecycle: { sweepJob: string; sweep: () => Promise<void>; recover: () => Promise<void>; name: string; logger?: Logger },
): Promise<void> {
  await jobs.work(lifecycle.sweepJob, () => lifecycle.sweep(), { retryLimit: 1, retryDelay: 60 });
  await jobs.boss.schedule(lifecycle.sweepJob, INTERRUPTED_SWEEP_CRON, {}, { tz: 'UTC' });
  try {
    await lifecycle.recover();
  } catch (error) {
    lifecycle.logger?.error({ err: error }, `recovering scheduled ${lifecycle.name} work failed`);
  }
}

/**
 * The workers of scheduled publishing. Each handler is idempotent (pg-boss delivers at least once): it
 * acts only while the row still names its job and is in the state the job expects.
 */
export async function registerPublishingJobs(jobs: JobQueue, services: { publishing: PublishingService; logger?: Logger }): Promise<void> {
  await jobs.work<{ publicationId: string }>(PUBLISH_JOB, (job) => services.publishing.runScheduled(job.data.publicationId, job.id), {
    retryLimit: 3,
    retryDelay: 30,
  });
  await registerSweepAndRecovery(jobs, {
    sweepJob: INTERRUPTED_SWEEP_JOB,
    sweep: () => services.publishing.sweepInterrupted(),
    recover: () => services.publishing.recover(),
    name: 'publishing',
    logger: services.logger,
  });
}
