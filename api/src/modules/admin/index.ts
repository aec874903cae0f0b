import { defineModule, type SharedDeps } from '../../core/module';
import { IntegrationsService } from '../../plugins/integrations';
import { AdminResolver } from './admin.resolver';
import { adminRoutes } from './admin.routes';
import { IntegrationsResolver } from './integrations.resolver';

/** The admin module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const adminModule = defineModule({
  name: 'admin',
  // The installed plugins as the Integrations page lists them.
  services: { integrations: (c: Pick<SharedDeps, 'plugins'>) => new IntegrationsService(c.plugins) },
  resolvers: [AdminResolver, IntegrationsResolver],
  routes: [{ plugin: adminRoutes, prefix: '/admin' }],
});
