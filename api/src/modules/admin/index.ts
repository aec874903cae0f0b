export { AdminResolver } from './admin.resolver';
export { adminRoutes } from './admin.routes';
export { IntegrationsResolver } from './integrations.resolver';
