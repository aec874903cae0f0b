import type { JobQueue } from '../../jobs/job-queue';
import { RELEASE_DELAY_SWEEP_JOB, type ReleaseDelays } from './release-delays';

/** The delay sweep, every minute: idempotent (a channel's unique row is its claim), so a repeat raises nothing. */
export async function registerReleaseJobs(jobs: JobQueue, services: { releaseDelays: ReleaseDelays }): Promise<void> {
  await jobs.work(RELEASE_DELAY_SWEEP_JOB, () => services.releaseDelays.sweep().then(() => undefined), { retryLimit: 1, retryDelay: 30 });
  await jobs.boss.schedule(RELEASE_DELAY_SWEEP_JOB, '* * * * *', {}, { tz: 'UTC' });
}
