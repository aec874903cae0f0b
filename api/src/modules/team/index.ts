import { defineModule } from '../../lib/module';
import { Invitation } from './invitation.entity';
import { TeamResolver } from './team.resolver';
import { teamRoutes } from './team.routes';
export { TeamService } from './team.service';

/** The team module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const teamModule = defineModule({
  name: 'team',
  entities: [Invitation],
  resolvers: [TeamResolver],
  routes: [{ plugin: teamRoutes }],
});
