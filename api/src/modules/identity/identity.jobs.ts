import type { JobQueue } from '../../jobs/job-queue';
import type { SharedCounter } from '../../db/shared-counter';
import type { IdentityService } from './identity.service';

/** Deletes sign-in throttle rows that no longer slow or trust anyone, once a day. */
export const THROTTLE_PURGE_JOB = 'purge-stale-login-throttles';
const THROTTLE_PURGE_CRON = '17 3 * * *';
/** Deletes ended rate-limit windows (`rate_limit_hits`) in batches, every ten minutes. */
export const RATE_LIMIT_PURGE_JOB = 'purge-expired-rate-limits';
const RATE_LIMIT_PURGE_CRON = '*/10 * * * *';

export async function registerIdentityJobs(
  jobs: JobQueue,
  services: { identity: IdentityService; rateLimits: Pick<SharedCounter, 'purgeExpired'> },
): Promise<void> {
  await jobs.work(
    THROTTLE_PURGE_JOB,
    async () => {
      await services.identity.purgeStaleThrottles();
    },
    { retryLimit: 1, retryDelay: 600 },
  );
  await jobs.boss.schedule(THROTTLE_PURGE_JOB, THROTTLE_PURGE_CRON, {}, { tz: 'UTC' });
  // The shared limits live here (identity registers them for the whole server); their rows last minutes.
  await jobs.work(
    RATE_LIMIT_PURGE_JOB,
    async () => {
      await services.rateLimits.purgeExpired();
    },
    { retryLimit: 1, retryDelay: 60 },
  );
  await jobs.boss.schedule(RATE_LIMIT_PURGE_JOB, RATE_LIMIT_PURGE_CRON, {}, { tz: 'UTC' });
}
