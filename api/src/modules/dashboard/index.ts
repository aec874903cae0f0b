export { DashboardResolver } from './dashboard.resolver';
export { StatsService, percentChange, type DashboardStats, type StatFigures } from './dashboard.service';
