import { Readable } from 'node:stream';
import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext } from './context';
import type { QueryFastPath } from './query-fast-path';

/**
 * Fastify -> Apollo, as @as-integrations/fastify's handler does it, less what each request paid there for
 * nothing: a WHATWG URL parsed only to read the query string, and the Host header resolved for that URL.
 */
export function graphQLHandler(
  apollo: ApolloServer<GraphQLContext>,
  context: (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>,
  fastPath?: QueryFastPath,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    if (fastPath && request.method === 'POST') {
      const { headers } = request;
      const fast = await fastPath.run(headers['content-type'], headers.accept, request.body, () => context(request, reply));
      if (fast) return reply.header('content-type', fast.contentType).send(fast.body);
    }
    const { headers, body, status } = await apollo.executeHTTPGraphQLRequest({
      httpGraphQLRequest: toGraphQLRequest(request),
      context: () => context(request, reply),
    });
    for (const [name, value] of headers) reply.header(name, value);
    reply.code(status ?? 200);
    if (body.kind === 'complete') return body.string;
    return reply.send(Readable.from(body.asyncIterator));
  };
}

function toGraphQLRequest(request: FastifyRequest): HTTPGraphQLRequest {
  const headers = new HeaderMap();
  for (const name in request.headers) {
    const value = request.headers[name];
    if (value) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const query = request.url.indexOf('?');
  return {
    body: request.body,
    method: request.method.toUpperCase(),
    headers,
    // What URL.search gives: '' when there is no query string (or only a '?').
    search: query === -1 || query === request.url.length - 1 ? '' : request.url.slice(query),
  };
}
