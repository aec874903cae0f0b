export * from './notification.entity';
export * from './notifications.resolver';
export * from './notifications.routes';
export * from './notifications.service';
export * from './notifications.figures';
