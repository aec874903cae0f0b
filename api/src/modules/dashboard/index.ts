import { defineModule } from '../../lib/module';
import { DashboardResolver } from './dashboard.resolver';
export { DashboardResolver } from './dashboard.resolver';
export { StatsService, percentChange, type DashboardStats, type StatFigures } from './dashboard.service';

/** The dashboard module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const dashboardModule = defineModule({ name: 'dashboard', resolvers: [DashboardResolver] });
