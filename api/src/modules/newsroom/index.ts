import { defineModule } from '../../lib/module';
import { NewsroomAlert, NewsroomSubscriber } from './alerts.entity';
import { registerNewsroomAlertJobs } from './alerts.jobs';
import { newsroomAlertRoutes } from './alerts.routes';
import { Newsroom, NewsroomRelease } from './newsroom.entity';
import { NewsroomResolver } from './newsroom.resolver';
import { newsroomPublicRoutes, newsroomSettingsRoutes } from './newsroom.routes';
export { Newsroom, NewsroomRelease } from './newsroom.entity';
export { NEWSROOM_PLATFORM, NewsroomService } from './newsroom.service';
export { NewsroomAlerts } from './alerts.service';

/** The newsroom module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const newsroomModule = defineModule({
  name: 'newsroom',
  entities: [Newsroom, NewsroomRelease, NewsroomAlert, NewsroomSubscriber],
  resolvers: [NewsroomResolver],
  routes: [{ plugin: newsroomSettingsRoutes }],
  // The public newsroom pages and feeds; its email alerts (subscribe, confirm, one-click unsubscribe under /api).
  pages: [{ plugin: newsroomPublicRoutes }, { plugin: newsroomAlertRoutes }],
  jobs: registerNewsroomAlertJobs,
});
