import { defineModule } from '../../lib/module';
import { IdempotencyKey } from './idempotency-key.entity';
export { IDEMPOTENCY_STATUSES, IdempotencyKey, type IdempotencyStatus } from './idempotency-key.entity';
export {
  IDEMPOTENCY_TTL_MS,
  IdempotencyInProgressError,
  IdempotencyKeyReusedError,
  IdempotencyService,
  requestHash,
  stableJson,
  type IdempotencyOptions,
  type IdempotentCall,
  type IdempotentResult,
  type OrphanedAnswer,
} from './idempotency';
export { IDEMPOTENCY_HEADER, idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from './idempotency.http';

/** The idempotency module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const idempotencyModule = defineModule({ name: 'idempotency', entities: [IdempotencyKey] });
