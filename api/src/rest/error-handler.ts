import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '../lib/error-codes';
import { toProblem } from '../lib/problem';

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  [extra: string]: unknown;
}

/** Fastify's own client errors, answered with a stable code of ours. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', message: 'The request body is larger than 1 MB.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', message: 'Send the body as application/json.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', message: 'The request body is empty but declared as JSON.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', message: 'The request body is not valid JSON.' },
  FST_ERR_BAD_URL: { code: 'bad_request', message: 'The address could not be read.' },
  FST_ERR_MAX_PARAM_LENGTH: { code: 'url_too_long', message: 'A part of the address is longer than 100 characters.' },
};

/** Any thrown error as `{ message, code }` with its status: HTTP's own errors here, the rest by lib/problem (as GraphQL does). */
export function toErrorResponse(error: unknown, log: FastifyRequest['log']): { status: number; body: ErrorBody } {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields: Record<string, string> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      fields[key] ??= issue.message ?? 'Invalid value';
    }
    const first = error.validation[0];
    return { status: 400, body: { message: first?.message ?? 'Invalid input', code: 'invalid_input', fields } };
  }
  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.code && FASTIFY_CODES[fastifyError.code]) {
    const mapped = FASTIFY_CODES[fastifyError.code];
    return { status: fastifyError.statusCode ?? 400, body: { ...mapped } };
  }
  // SyntaxError from a JSON body and other client errors Fastify already classified.
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    const code = fastifyError.statusCode === 400 && error instanceof SyntaxError ? 'invalid_json' : 'bad_request';
    return { status: fastifyError.statusCode, body: { message: fastifyError.message ?? 'Bad request.', code } };
  }
  const problem = toProblem(error, log);
  return { status: problem.status, body: { message: problem.message, code: problem.code, ...problem.details } };
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = toErrorResponse(error, request.log);
  // The standard header beside the body's figure, for clients and proxies that honour it.
  if (status === 429 && typeof body.retryAfterSeconds === 'number') reply.header('retry-after', String(body.retryAfterSeconds));
  return reply.code(status).send(body);
}
