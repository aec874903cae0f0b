import type { Orm } from '../../db/orm';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { AuditService } from '../audit';
import type { BillingService } from '../campaigns';
import type { MarketService } from '../market';
import type { NotificationsService } from '../notifications';
import type { ReleaseChecks, ReleaseLedger } from '../vendor-calls';

/** What the distribution service and its use cases are built with (the module's definition, index.ts, passes them). */
export interface DistributionDeps {
  orm: Orm;
  plugins: PluginRegistry;
  checks: ReleaseChecks;
  ledger: ReleaseLedger;
  audit: AuditService;
  notifications: NotificationsService;
  billing: BillingService;
  market: MarketService;
  clock: Clock;
  logger: Logger;
  jobs?: JobQueue | null;
  /** Seconds between order status polls (ORDER_POLL_INTERVAL_SECONDS); default 10 minutes. */
  pollIntervalSeconds?: number; /** A vendor call under way longer than this was interrupted (VENDOR_CALL_GRACE_SECONDS). */
  interruptedAfterMs?: number;
}
