export * from './idempotency';
export * from './idempotency.http';
