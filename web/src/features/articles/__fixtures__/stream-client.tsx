import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscriber } from 'rxjs';

export interface StreamEvent {
  delta?: string;
  done?: boolean;
  ready?: boolean;
  articleId?: string | null;
  error?: string | null;
}

/**
 * An Apollo client whose queries and mutations go over HTTP (answered by mockGraphQL) and whose
 * subscriptions are a socket the test drives: `emit` sends the next articleGeneration event.
 */
export function createStreamClient() {
  const sockets: { campaignId: string; subscriber: Subscriber<ApolloLink.Result> }[] = [];
  const socketLink = new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((subscriber) => {
        const entry = { campaignId: String(operation.variables.campaignId), subscriber };
        sockets.push(entry);
        return () => {
          sockets.splice(sockets.indexOf(entry), 1);
        };
      }),
  );
  const link = ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, socketLink, new HttpLink({ uri: '/graphql' }));
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return {
    client,
    /** Open subscriptions (closed ones are removed). */
    sockets,
    emit(event: StreamEvent) {
      for (const { campaignId, subscriber } of [...sockets]) {
        subscriber.next({
          data: {
            articleGeneration: { __typename: 'ArticleGenerationEvent', campaignId, delta: '', done: false, ready: false, articleId: null, error: null, errorCode: null, ...event },
          },
        });
      }
    },
  };
}
