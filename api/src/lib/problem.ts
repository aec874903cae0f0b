import { randomUUID } from 'node:crypto';
import { NotFoundError as OrmNotFoundError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { ErrorCode } from './error-codes';
import { AppError } from './errors';

/** What a client is told about a failed call, whichever door it came through (REST, GraphQL, graphql-ws). */
export interface Problem {
  status: number;
  code: ErrorCode;
  message: string;
  /** The error's own fields (`fields`, `findings`, `retryAfterSeconds`, ...) beside code and message. */
  details?: Record<string, unknown>;
}

/**
 * The one mapping from a thrown error to what the client sees: our domain errors as they say, the ORM's
 * not-found and unique violations as 404 and 409, anything else a 500 with a reference that is logged
 * (the client never sees the error itself).
 */
export function toProblem(error: unknown, log: { error(details: object, message: string): void }): Problem {
  if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message, details: error.details };
  if (error instanceof OrmNotFoundError) return { status: 404, code: 'not_found', message: 'Not found.' };
  if (error instanceof UniqueConstraintViolationException) return { status: 409, code: 'conflict', message: 'This already exists.' };
  const errorId = randomUUID();
  log.error({ err: error, errorId }, 'unexpected error');
  return { status: 500, code: 'internal_error', message: `Something went wrong on our side. Reference: ${errorId}`, details: { errorId } };
}
