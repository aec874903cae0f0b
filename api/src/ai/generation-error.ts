import { AppError } from '../lib/errors';
import { ContentModelError } from './content-model.error';

const STATUS: Record<string, number> = { timeout: 504, rate_limited: 503, upstream_error: 502, malformed: 502, aborted: 499 };

/** A content model failure as the API answers it: `generation_failed` with the model's readable reason. */
export function toGenerationError(error: unknown): unknown {
  if (!(error instanceof ContentModelError)) return error;
  const retryAfterSeconds = error.retryAfterMs ? Math.ceil(error.retryAfterMs / 1000) : undefined;
  return new AppError('generation_failed', error.message, STATUS[error.code] ?? 502, {
    reason: error.code,
    ...(retryAfterSeconds ? { retryAfterSeconds } : {}),
  });
}
