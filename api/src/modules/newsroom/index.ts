export { Newsroom, NewsroomRelease } from './newsroom.entity';
export { newsroomPublicRoutes, newsroomSettingsRoutes } from './newsroom.routes';
export { NEWSROOM_PLATFORM, NewsroomService } from './newsroom.service';
export { NewsroomResolver } from './newsroom.resolver';
