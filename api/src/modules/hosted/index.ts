import { defineModule } from '../../lib/module';
import { HostedPage } from './hosted-page.entity';
import { hostedRoutes } from './hosted.routes';
export { HostedService, type ArticlePresence } from './hosted.service';

/** The hosted module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const hostedModule = defineModule({ name: 'hosted', entities: [HostedPage], pages: [{ plugin: hostedRoutes }] });
