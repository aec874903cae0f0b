import type { JobQueue } from '../../jobs/job-queue';
import { ALERT_BATCH_JOB, ALERT_DUE_JOB, ALERT_SWEEP_JOB, type NewsroomAlerts } from './alerts.service';

const SWEEP_CRON = '* * * * *';

/**
 * The alerts' workers. Every handler is idempotent (pg-boss delivers at least once): the release's rows
 * are written once (its `alerts_at` stamp), and a mail's row is claimed before it is sent.
 */
export async function registerNewsroomAlertJobs(jobs: JobQueue, services: { newsroomAlerts: NewsroomAlerts }): Promise<void> {
  const alerts = services.newsroomAlerts;
  // Two workers per process: one slow SMTP batch does not hold up the next release's.
  await jobs.work<{ releaseId: string }>(ALERT_BATCH_JOB, (job) => alerts.sendBatch(job.data.releaseId), {
    retryLimit: 8,
    retryDelay: 30,
    workers: 2,
  });
  await jobs.work<{ releaseId: string }>(ALERT_DUE_JOB, (job) => alerts.due(job.data.releaseId), { retryLimit: 3, retryDelay: 10 });
  await jobs.work(ALERT_SWEEP_JOB, () => alerts.sweep(), { retryLimit: 1, retryDelay: 30 });
  await jobs.boss.schedule(ALERT_SWEEP_JOB, SWEEP_CRON, {}, { tz: 'UTC' });
}
