import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../lib/logger';
import { registerSweepAndRecovery } from '../vendor-calls';
import { PUBLISH_JOB, type PublishingService } from './publishing.service';

/** Settles publications whose vendor call was interrupted (see sweepInterrupted). */
export const INTERRUPTED_SWEEP_JOB = 'settle-interrupted-vendor-calls';

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
