import { defineModule, type SharedDeps } from '../../core/module';
import { StatsService } from './dashboard.service';
import { DashboardResolver } from './dashboard.resolver';
export { StatsService } from './dashboard.service';

/** The dashboard module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const dashboardModule = defineModule({
  name: 'dashboard',
  services: { stats: (c: Pick<SharedDeps, 'clock'>) => new StatsService(c.clock) },
  resolvers: [DashboardResolver],
});
