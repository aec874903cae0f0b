import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, type ReactNode } from 'react';
import { TipProvider } from '../components/tip/tip';
import { getApolloClient } from '../lib/apollo-client';

/**
 * GraphQL client and tooltips for every screen except the landing and 404 pages. It lives in the
 * lazy layouts rather than providers.tsx so the landing page does not download Apollo or Floating UI.
 */
export function ApiProviders({ children }: { children: ReactNode }) {
  // A client provided further up (a test's mock) wins over the app's own.
  const outerClient = useContext(getApolloContext()).client;
  const content = <TipProvider>{children}</TipProvider>;
  return outerClient ? content : <ApolloProvider client={getApolloClient()}>{content}</ApolloProvider>;
}
