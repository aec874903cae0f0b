import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';

export const GRAPHQL_PATH = '/graphql';

/** ws(s)://<this host>/graphql: subscriptions share the HTTP endpoint's path (graphql-ws). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${GRAPHQL_PATH}`;
}

/** One client per app: queries and mutations over HTTP with the session cookie, subscriptions over WebSocket. */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  // lazy: the socket opens with the first subscription, so pages without live data never connect.
  const ws = new GraphQLWsLink(createClient({ url: graphqlWsUrl(), lazy: true }));
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    http,
  );
  return new ApolloClient({ link, cache: new InMemoryCache() });
}

let shared: ApolloClient | undefined;

/** The app's single client, created on first use so its cache is shared by every screen. */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
