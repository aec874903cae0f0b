import type { JobQueue } from '../../jobs/job-queue';
import type { Logger } from '../../lib/logger';
import { DISTRIBUTE_JOB, POLL_JOB, type DistributionService } from '../distribution/distribution.service';
import { PUBLISH_JOB, type PublishingService } from './publishing.service';

/**
 * The workers of scheduled publishing and distribution. Each handler is idempotent (pg-boss delivers
 * at least once): it acts only while the row still names its job and is in the state the job expects.
 */
export async function registerPublishingJobs(jobs: JobQueue, services: { publishing: PublishingService; distribution: DistributionService; logger?: Logger }): Promise<void> {
  await jobs.work<{ publicationId: string }>(PUBLISH_JOB, (job) => services.publishing.runScheduled(job.data.publicationId, job.id), { retryLimit: 3, retryDelay: 30 });
  await jobs.work<{ orderId: string }>(DISTRIBUTE_JOB, (job) => services.distribution.runScheduled(job.data.orderId, job.id), { retryLimit: 3, retryDelay: 30 });
  await jobs.work<{ orderId: string }>(POLL_JOB, (job) => services.distribution.poll(job.data.orderId, job.id), { retryLimit: 3, retryDelay: 60 });
  // Work interrupted by a stop, and jobs that were never enqueued, are settled now that the queues exist.
  try {
    await services.publishing.recover();
    await services.distribution.recover();
  } catch (error) {
    services.logger?.error({ err: error }, 'recovering scheduled publishing work failed');
  }
}
