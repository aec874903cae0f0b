import { defineModule } from '../../lib/module';
import { Newsroom, NewsroomRelease } from './newsroom.entity';
import { NewsroomResolver } from './newsroom.resolver';
import { newsroomPublicRoutes, newsroomSettingsRoutes } from './newsroom.routes';
export { NEWSROOM_PLATFORM, NewsroomService } from './newsroom.service';

/** The newsroom module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const newsroomModule = defineModule({
  name: 'newsroom',
  entities: [Newsroom, NewsroomRelease],
  resolvers: [NewsroomResolver],
  routes: [{ plugin: newsroomSettingsRoutes }],
  pages: [{ plugin: newsroomPublicRoutes }],
});
