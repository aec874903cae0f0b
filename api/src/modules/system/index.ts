import { defineModule, type SharedDeps } from '../../core/module';
import { SystemService } from './system.service';
import { SystemResolver } from './system.resolver';
import { NodeResolver } from '../../graphql/node';
import { systemRoutes } from './system.routes';
export { SystemService } from './system.service';

/** The system module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const systemModule = defineModule({
  name: 'system',
  services: { system: (c: Pick<SharedDeps, 'orm' | 'config'>) => new SystemService(c.orm, c.config.supportEmail) },
  // node(id:)/nodes(ids:) answer the types other modules register (graphql/node.ts).
  resolvers: [SystemResolver, NodeResolver],
  routes: [{ plugin: systemRoutes }],
});
