export { Newsroom, NewsroomRelease } from './newsroom.entity';
export { NewsroomAlert, NewsroomSubscriber } from './alerts.entity';
export { newsroomPublicRoutes, newsroomSettingsRoutes } from './newsroom.routes';
export { NEWSROOM_PLATFORM, NewsroomService } from './newsroom.service';
export { NewsroomResolver } from './newsroom.resolver';
export { NewsroomAlerts } from './alerts.service';
export { newsroomAlertRoutes } from './alerts.routes';
export { registerNewsroomAlertJobs } from './alerts.jobs';
