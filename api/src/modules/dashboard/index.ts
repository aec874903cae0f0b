export * from './dashboard.resolver';
export * from './dashboard.service';
