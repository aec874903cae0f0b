export * from './admin.resolver';
export * from './admin.routes';
export * from './integrations.resolver';
