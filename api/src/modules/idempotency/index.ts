import { defineModule, type SharedDeps } from '../../core/module';
import { IdempotencyService } from './idempotency';
import { IdempotencyKey } from './idempotency-key.entity';
export { IdempotencyService, type IdempotentResult } from './idempotency';
export { idempotencyHeaders, idempotencyKeyOf, sendIdempotent } from './idempotency.http';

/** The idempotency module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const idempotencyModule = defineModule({
  name: 'idempotency',
  services: {
    idempotency: (c: Pick<SharedDeps, 'clock' | 'config'>) =>
      new IdempotencyService({ clock: c.clock, orphanedAfterMs: c.config.vendorCallGraceSeconds * 1000 }),
  },
  entities: [IdempotencyKey],
});
