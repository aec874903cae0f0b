export * from './distribution.jobs';
export * from './distribution.resolver';
export * from './distribution.routes';
export * from './distribution.service';
export * from './newswire-order.entity';
