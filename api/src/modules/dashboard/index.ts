import { defineModule } from '../../lib/module';
import { DashboardResolver } from './dashboard.resolver';
export { StatsService } from './dashboard.service';

/** The dashboard module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const dashboardModule = defineModule({ name: 'dashboard', resolvers: [DashboardResolver] });
