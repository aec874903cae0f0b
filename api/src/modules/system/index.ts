export { SystemResolver } from './system.resolver';
export { systemRoutes } from './system.routes';
export { HEALTH_FRESH_MS, SystemService, type HealthReport } from './system.service';
