import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from '@apollo/server';
import { GraphQLError, Kind, type OperationDefinitionNode } from 'graphql';
import { DEMO_READ_ONLY_MESSAGE, GRAPHQL_READ_ONLY_EXCEPTIONS } from '../lib/read-only';
import type { GraphQLContext } from './context';

/** Only signing out: every top-level field of the mutation is an exception (fragments are refused). */
function onlyExceptions(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && GRAPHQL_READ_ONLY_EXCEPTIONS.has(selection.name.value),
  );
}

/**
 * The public demo's read-only session over GraphQL: every mutation but signing out is refused before
 * any resolver runs (`demo_read_only`). Answered 200 like every refusal a resolver makes here (REST says 403);
 * Apollo would make an error thrown at this stage a 500. Queries run as usual; the socket carries subscriptions only.
 */
export function readOnlyGate(): ApolloServerPlugin<GraphQLContext> {
  // One listener shared by every request (a request pays for no allocation here).
  const listener = {
    async didResolveOperation({ operation, contextValue }: GraphQLRequestContextDidResolveOperation<GraphQLContext>) {
      if (!contextValue.request.viewer?.readOnly || operation?.operation !== 'mutation' || onlyExceptions(operation)) return;
      throw new GraphQLError(DEMO_READ_ONLY_MESSAGE, { extensions: { code: 'demo_read_only', http: { status: 200 } } });
    },
  };
  return { requestDidStart: async () => listener };
}
