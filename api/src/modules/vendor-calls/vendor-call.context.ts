import type { SharedDeps } from '../../core/module';
import type { AuditService } from '../audit';
import type { NotificationsService } from '../notifications';
import type { ReleaseChecks } from './release-checks';
import type { ReleaseLedger } from './release-ledger';
import type { VendorCallDeps } from './vendor-call';

/** What both kinds of vendor call (platform posts, wire orders) are built from, as the module list names it. */
export type VendorCallContext = Pick<SharedDeps, 'orm' | 'clock' | 'logger' | 'jobs' | 'config'> & {
  audit: AuditService;
  notifications: NotificationsService;
  releaseChecks: ReleaseChecks;
  releaseLedger: ReleaseLedger;
};

/** The deps publishing's and distribution's services share: one lifecycle, one ledger, the same checks. */
export function vendorCallDeps(c: VendorCallContext): VendorCallDeps & { checks: ReleaseChecks } {
  return {
    orm: c.orm,
    audit: c.audit,
    notifications: c.notifications,
    clock: c.clock,
    logger: c.logger,
    jobs: c.jobs,
    checks: c.releaseChecks,
    ledger: c.releaseLedger,
    interruptedAfterMs: c.config.vendorCallGraceSeconds * 1000,
  };
}
