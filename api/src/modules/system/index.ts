export * from './system.resolver';
export * from './system.routes';
export * from './system.service';
