import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { ArticlesService } from '../articles';
import type { AuditService } from '../audit';
import type { HostedService } from '../hosted';
import type { NotificationsService } from '../notifications';
import type { ReleaseChecks, ReleaseLedger } from '../vendor-calls';
import type { PlatformConnectionsService } from './platform-connections.service';

/** What the publishing service and its use cases are built with (the module's definition, index.ts, passes them). */
export interface PublishingDeps {
  orm: Orm;
  config: Pick<Config, 'publicUrl'>;
  plugins: PluginRegistry;
  articles: ArticlesService;
  checks: ReleaseChecks;
  ledger: ReleaseLedger;
  hosted: HostedService;
  audit: AuditService;
  notifications: NotificationsService;
  clock: Clock;
  logger: Logger;
  /** Absent: nothing can be scheduled (the queue is not running in this process). */
  jobs?: JobQueue | null;
  /** The issuer's platform accounts and their credentials. */
  connections: PlatformConnectionsService; /** A vendor call under way longer than this was interrupted (VENDOR_CALL_GRACE_SECONDS). */
  interruptedAfterMs?: number;
}
