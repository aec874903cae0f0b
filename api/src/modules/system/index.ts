import { defineModule } from '../../lib/module';
import { SystemResolver } from './system.resolver';
import { systemRoutes } from './system.routes';
export { SystemService } from './system.service';

/** The system module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const systemModule = defineModule({ name: 'system', resolvers: [SystemResolver], routes: [{ plugin: systemRoutes }] });
