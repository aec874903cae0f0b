import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from '../../lib/zod';
import type { IdempotentResult } from './idempotency';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** The Idempotency-Key header (one per user action; the web app always sends one). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/** Sends an idempotent answer (a replay says so in a header) with the status the route reads from the answer. */
export function sendIdempotent<T>(reply: FastifyReply, result: IdempotentResult<T>, status = 200) {
  if (result.replayed) reply.header('idempotent-replayed', 'true');
  return reply.code(status).send(result.body);
}

/** The header as the OpenAPI document describes it. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('One key per user action: a repeat with the same body answers the first result; with another body, 409'),
});
