export * from './admin.resolver';
export * from './admin.routes';
