export * from './admin.resolver';
export * from './admin.routes';
export * from './admin.service';
