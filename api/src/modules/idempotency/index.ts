import { defineModule } from '../../lib/module';
import { IdempotencyKey } from './idempotency-key.entity';
export { IdempotencyService, type IdempotentResult } from './idempotency';
export { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from './idempotency.http';

/** The idempotency module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const idempotencyModule = defineModule({ name: 'idempotency', entities: [IdempotencyKey] });
