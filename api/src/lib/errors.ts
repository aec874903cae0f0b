import type { ErrorCode } from './error-codes';

/**
 * The one error family. Services throw these; the REST facade answers `{ message, code }` with
 * `status`, GraphQL puts `code` in `extensions`. Anything else is unexpected and answered as 500.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly status: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export class ValidationError extends AppError {
  /**
   * @param fieldCodes what is wrong with each field as a GraphQL UserErrorCode (parseInput derives them from
   *   zod; absent: 'invalid'). Kept off `details` so the REST answer keeps the spec's shape.
   */
  constructor(
    message: string,
    fields: Record<string, string>,
    readonly fieldCodes?: Record<string, string>,
    code: ErrorCode = 'invalid_input',
  ) {
    super(code, message, 400, { fields });
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'You need to sign in first.', code: ErrorCode = 'unauthenticated') {
    super(code, message, 401);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'You are not allowed to do this.', code: ErrorCode = 'forbidden') {
    super(code, message, 403);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found.', code: ErrorCode = 'not_found') {
    super(code, message, 404);
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: ErrorCode = 'conflict', details?: Record<string, unknown>) {
    super(code, message, 409, details);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message = 'Too many requests. Please wait and try again.', retryAfterSeconds?: number) {
    super('rate_limited', message, 429, retryAfterSeconds ? { retryAfterSeconds } : undefined);
  }
}
