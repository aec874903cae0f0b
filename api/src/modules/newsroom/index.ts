import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { NewsroomAlerts } from './alerts.service';
import { NewsroomService } from './newsroom.service';
import { NewsroomAlert, NewsroomSubscriber } from './alerts.entity';
import { registerNewsroomAlertJobs } from './alerts.jobs';
import { newsroomAlertRoutes } from './alerts.routes';
import { Newsroom, NewsroomRelease } from './newsroom.entity';
import { NewsroomResolver } from './newsroom.resolver';
import { newsroomPublicRoutes, newsroomSettingsRoutes } from './newsroom.routes';
export { Newsroom, NewsroomRelease } from './newsroom.entity';
export { NEWSROOM_PLATFORM, NewsroomService } from './newsroom.service';
export { NewsroomAlerts } from './alerts.service';

/** What the newsroom's services are built from; `orderLedger` is distribution's (a port: the newsroom waits for the wire). */
type NewsroomModuleContext = Pick<SharedDeps, 'orm' | 'clock' | 'mailer' | 'logger' | 'config' | 'jobs'> & {
  orderLedger: { effectsOf: DepsOf<typeof NewsroomService>['wireEffects'] };
  newsroom: NewsroomService;
};

/** The newsroom module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const newsroomModule = defineModule({
  name: 'newsroom',
  services: {
    newsroom: (c: NewsroomModuleContext) =>
      new NewsroomService({
        publicUrl: c.config.publicUrl,
        clock: c.clock,
        wireEffects: (em, id, now) => c.orderLedger.effectsOf(em, id, now),
      }),
    newsroomAlerts: (c: NewsroomModuleContext) =>
      new NewsroomAlerts({
        orm: c.orm,
        clock: c.clock,
        mailer: c.mailer,
        logger: c.logger,
        publicUrl: c.config.publicUrl,
        credentialsKey: c.config.credentialsKey,
        jobs: c.jobs,
        newsroom: c.newsroom,
      }),
  },
  entities: [Newsroom, NewsroomRelease, NewsroomAlert, NewsroomSubscriber],
  resolvers: [NewsroomResolver],
  routes: [{ plugin: newsroomSettingsRoutes }],
  // The public newsroom pages and feeds; its email alerts (subscribe, confirm, one-click unsubscribe under /api).
  pages: [{ plugin: newsroomPublicRoutes }, { plugin: newsroomAlertRoutes }],
  jobs: registerNewsroomAlertJobs,
  stop: { settle: (services) => services.newsroomAlerts.settled() },
});
