import type { GraphQLFormattedError } from 'graphql';
import type { Logger } from '../lib/logger';
import { toProblem } from '../lib/problem';

/**
 * An error thrown while resolving, as GraphQL (HTTP and graphql-ws alike) reports it: lib/problem's code,
 * message and details in `extensions`, the same ones the REST facade answers for the same error.
 */
export function resolverErrorFormatted(original: unknown, path: GraphQLFormattedError['path'], logger: Logger): GraphQLFormattedError {
  const problem = toProblem(original, logger);
  return { message: problem.message, path, extensions: { code: problem.code, ...problem.details } };
}
