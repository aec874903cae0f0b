import type { JobQueue } from '../../jobs/job-queue';
import { DELIVER_JOB, SWEEP_JOB, type WebhooksService } from './webhooks.service';

/** Every minute: endpoints with deliveries due whose job was lost (a crash between commit and enqueue). */
const SWEEP_CRON = '* * * * *';

/** The delivery worker (one job per endpoint at a time, so its deliveries keep their order) and the minute's sweep. */
export async function registerWebhookJobs(jobs: JobQueue, services: { webhooks: WebhooksService }): Promise<void> {
  await jobs.work<{ endpointId: string }>(DELIVER_JOB, (job) => services.webhooks.deliverEndpoint(job.data.endpointId), {
    policy: 'stately',
    retryLimit: 3,
    retryDelay: 30,
  });
  await jobs.work(SWEEP_JOB, () => services.webhooks.sweep(), { retryLimit: 1, retryDelay: 60 });
  await jobs.boss.schedule(SWEEP_JOB, SWEEP_CRON, {}, { tz: 'UTC' });
  await services.webhooks.sweep();
}
