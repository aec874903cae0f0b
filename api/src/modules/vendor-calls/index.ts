export * from './publish-gate';
export * from './release-checks';
export * from './release-ledger';
export * from './release-order';
export * from './vendor-call';
export * from './vendor-outcome';
export * from './vendor-calls.types';
