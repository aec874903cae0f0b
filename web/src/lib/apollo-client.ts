import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { CloseCode, createClient, type Client } from 'graphql-ws';
import { loadPage } from './auth/full-page';
import { loginPathFor } from './auth/safe-next';
import { GRAPHQL_PATH } from './graphql-path';
import { userErrorsLink } from './user-errors';

/** The session behind the socket ended: start again at the sign-in screen, back here afterwards. */
export function onSocketClosed(event: unknown, goTo: (path: string) => void = loadPage): void {
  // The server closes a socket with graphql-ws's Unauthorized when its session ends (sign-out elsewhere, expiry).
  if ((event as { code?: number } | null)?.code !== CloseCode.Unauthorized) return;
  goTo(loginPathFor(`${window.location.pathname}${window.location.search}`));
}

/** ws(s)://<this host>/graphql: subscriptions share the HTTP endpoint's path (graphql-ws). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${location.host}${GRAPHQL_PATH}`;
}

const sockets = new WeakMap<ApolloClient, Client>();

/** The client's subscription socket (graphql-ws), for screens that fall back to polling while it is down. */
export function subscriptionSocket(client: ApolloClient): Client | undefined {
  return sockets.get(client);
}

/** One client per app: queries and mutations over HTTP with the session cookie, subscriptions over WebSocket. */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'include' });
  // lazy: the socket opens with the first subscription, so pages without live data never connect.
  const socket = createClient({ url: graphqlWsUrl(), lazy: true, on: { closed: (event) => onSocketClosed(event) } });
  const ws = new GraphQLWsLink(socket);
  const link = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    ApolloLink.from([userErrorsLink, http]),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  sockets.set(client, socket);
  return client;
}

let shared: ApolloClient | undefined;

/** The app's single client, created on first use so its cache is shared by every screen. */
export function getApolloClient(): ApolloClient {
  shared ??= createApolloClient();
  return shared;
}
