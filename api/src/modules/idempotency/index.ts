export {
  IDEMPOTENCY_STATUSES,
  IDEMPOTENCY_TTL_MS,
  IdempotencyInProgressError,
  IdempotencyKey,
  IdempotencyKeyReusedError,
  IdempotencyService,
  requestHash,
  stableJson,
  type IdempotencyOptions,
  type IdempotencyStatus,
  type IdempotentCall,
  type IdempotentResult,
  type OrphanedAnswer,
} from './idempotency';
export { IDEMPOTENCY_HEADER, idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from './idempotency.http';
