import { defineModule } from '../../lib/module';
import { AdminResolver } from './admin.resolver';
import { adminRoutes } from './admin.routes';
import { IntegrationsResolver } from './integrations.resolver';

/** The admin module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const adminModule = defineModule({
  name: 'admin',
  resolvers: [AdminResolver, IntegrationsResolver],
  routes: [{ plugin: adminRoutes, prefix: '/admin' }],
});
