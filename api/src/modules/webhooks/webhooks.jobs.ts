import type { JobQueue } from '../../jobs/job-queue';
import { DELIVER_JOB, DELIVER_JOB_EXPIRY_SECONDS, SWEEP_JOB, type WebhooksService } from './webhooks.service';

/** Every minute: endpoints with deliveries due whose job was lost (a crash between commit and enqueue). */
const SWEEP_CRON = '* * * * *';

/** Delivery runs at once in one process: a slow or failing endpoint holds one of them, never the others. */
const DELIVERY_WORKERS = 4;

/**
 * The delivery workers (one job waiting per endpoint; one run at a time per endpoint through its lease, so
 * its deliveries keep their order) and the minute's sweep, which also runs now: deliveries a dead process
 * left (its lease lapses within seconds) are sent again at start-up.
 */
export async function registerWebhookJobs(jobs: JobQueue, services: { webhooks: WebhooksService }): Promise<void> {
  await jobs.work<{ endpointId: string }>(DELIVER_JOB, (job) => services.webhooks.deliverEndpoint(job.data.endpointId), {
    policy: 'short',
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: DELIVER_JOB_EXPIRY_SECONDS,
    workers: DELIVERY_WORKERS,
  });
  await jobs.work(SWEEP_JOB, () => services.webhooks.sweep(), { retryLimit: 1, retryDelay: 60 });
  await jobs.boss.schedule(SWEEP_JOB, SWEEP_CRON, {}, { tz: 'UTC' });
  await services.webhooks.sweep();
}
