import { Readable } from 'node:stream';
import { HeaderMap, type ApolloServer, type HTTPGraphQLRequest } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLContext } from './context';

/**
 * Fastify -> Apollo, as @as-integrations/fastify's handler does it, less what each request paid there for
 * nothing: a WHATWG URL parsed only to read the query string, and the Host header resolved for that URL.
 */
export function graphQLHandler(
  apollo: ApolloServer<GraphQLContext>,
  context: (request: FastifyRequest, reply: FastifyReply) => Promise<GraphQLContext>,
) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
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
