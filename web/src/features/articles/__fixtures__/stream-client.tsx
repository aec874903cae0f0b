import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OperationTypeNode } from 'graphql';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { Observable, type Subscriber } from 'rxjs';
import { AppProviders } from '../../../app/providers';
import { TipProvider } from '../../../components/tip/tip';

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

export function renderWithClient(ui: ReactElement, client: ApolloClient) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <ApolloProvider client={client}>
        <TipProvider>
          <MemoryRouter>{ui}</MemoryRouter>
        </TipProvider>
      </ApolloProvider>
    </AppProviders>,
  );
  return { ...view, user };
}
