export * from './webhook.entities';
export * from './webhook-outbox';
export * from './webhook-signature';
export * from './webhooks.jobs';
export * from './webhooks.resolver';
export * from './webhooks.routes';
export * from './webhooks.service';
