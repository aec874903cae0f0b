import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { ReleaseLedger, type EffectLedger } from '../vendor-calls';
import { ReleaseCheckService } from './release-check.service';
import { ReleaseDelays } from './release-delays';
import { ReleaseReceipts } from './release-receipt';
import { ReleaseWorkflow } from './release.workflow';
import { ReleaseDelay } from './release-delay.entity';
import { registerReleaseJobs } from './release.jobs';
import { ReleaseResolver } from './release.resolver';
import { releaseRoutes } from './release.routes';
export { ReleaseWorkflow } from './release.workflow';
export { ReleaseCheckService } from './release-check.service';
export { ReleaseReceipts } from './release-receipt';
export { ReleaseDelays } from './release-delays';
export { ReleaseDelay } from './release-delay.entity';
export { registerReleaseJobs } from './release.jobs';

/** What the release's services are built from; the two ledgers are publishing's and distribution's (ports). */
type ReleaseModuleContext = Pick<SharedDeps, 'orm' | 'clock' | 'mailer' | 'logger' | 'config'> &
  Pick<DepsOf<typeof ReleaseWorkflow>, 'articles' | 'idempotency' | 'publishing' | 'distribution' | 'newsroom'> &
  Pick<DepsOf<typeof ReleaseCheckService>, 'audit'> &
  Pick<DepsOf<typeof ReleaseDelays>, 'notifications'> & {
    releaseChecks: DepsOf<typeof ReleaseWorkflow>['checks'];
    releaseLedger: ReleaseLedger;
    publicationLedger: EffectLedger;
    orderLedger: EffectLedger;
    newsroomAlerts: DepsOf<typeof ReleaseReceipts>['alerts'];
    releaseReceipts: ReleaseReceipts;
  };

/** The release module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const releaseModule = defineModule({
  name: 'release',
  services: {
    // One ledger of every effect (platform posts, wire orders, the newsroom), so the article's status follows them all.
    releaseLedger: (c: ReleaseModuleContext) =>
      new ReleaseLedger({ articles: c.articles, clock: c.clock, ledgers: [c.publicationLedger, c.orderLedger, c.newsroom.ledger] }),
    release: (c: ReleaseModuleContext) =>
      new ReleaseWorkflow({
        articles: c.articles,
        checks: c.releaseChecks,
        ledger: c.releaseLedger,
        idempotency: c.idempotency,
        publishing: c.publishing,
        distribution: c.distribution,
        newsroom: c.newsroom,
        clock: c.clock,
        newsroomPublished: (articleId) => c.newsroomAlerts.scheduleFor(articleId),
      }),
    releaseCheck: (c: ReleaseModuleContext) => new ReleaseCheckService({ articles: c.articles, audit: c.audit, clock: c.clock }),
    releaseReceipts: (c: ReleaseModuleContext) =>
      new ReleaseReceipts({ articles: c.articles, newsroom: c.newsroom, alerts: c.newsroomAlerts, clock: c.clock }),
    releaseDelays: (c: ReleaseModuleContext) =>
      new ReleaseDelays({
        orm: c.orm,
        clock: c.clock,
        mailer: c.mailer,
        logger: c.logger,
        publicUrl: c.config.publicUrl,
        notifications: c.notifications,
        receipts: c.releaseReceipts,
      }),
  },
  entities: [ReleaseDelay],
  resolvers: [ReleaseResolver],
  routes: [{ plugin: releaseRoutes }],
  jobs: registerReleaseJobs,
});
