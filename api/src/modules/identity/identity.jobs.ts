import type { JobQueue } from '../../jobs/job-queue';
import type { IdentityService } from './identity.service';

/** Deletes sign-in throttle rows that no longer slow or trust anyone, once a day. */
export const THROTTLE_PURGE_JOB = 'purge-stale-login-throttles';
const THROTTLE_PURGE_CRON = '17 3 * * *';

export async function registerIdentityJobs(jobs: JobQueue, services: { identity: IdentityService }): Promise<void> {
  await jobs.work(
    THROTTLE_PURGE_JOB,
    async () => {
      await services.identity.purgeStaleThrottles();
    },
    { retryLimit: 1, retryDelay: 600 },
  );
  await jobs.boss.schedule(THROTTLE_PURGE_JOB, THROTTLE_PURGE_CRON, {}, { tz: 'UTC' });
}
