import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { TipProvider } from '../components/tip/tip';
import { dismissToast } from '../components/toast';
import { createApolloClient } from '../lib/apollo-client';

// Screens here wait for (mocked) API answers and lazy chunks; a busy machine can pass the 1 s find default.
configure({ asyncUtilTimeout: 5000 });

interface RenderOptions {
  /** Where the in-memory router starts. */
  path?: string;
}

/** The app's providers (theme, toasts, tooltips) and a router around `ui`, with `api` as the GraphQL layer. */
function renderInApp(ui: ReactElement, api: (children: ReactNode) => ReactElement, { path = '/' }: RenderOptions) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      {api(
        <TipProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </TipProvider>,
      )}
    </AppProviders>,
  );
  return { ...view, user };
}

/**
 * Renders one screen part with the app's providers and a fresh Apollo client (its requests answered by
 * the msw handlers of testing/graphql.ts), at `path` in an in-memory router.
 */
export function renderWithApi(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithClient(ui, createApolloClient(), options);
}

/** The same with a given Apollo client (one whose subscriptions the test drives, for instance). */
export function renderWithClient(ui: ReactElement, client: ApolloClient, options: RenderOptions = {}) {
  const view = renderInApp(ui, (children) => <ApolloProvider client={client}>{children}</ApolloProvider>, options);
  return { ...view, client };
}

// hidden: an open MUI dialog marks the rest of the page aria-hidden.
function notificationArea(): HTMLElement {
  return screen.getByRole('region', { name: 'Notifications (F8)', hidden: true });
}

/** The toast on screen (one at a time), found by its title. */
export async function findToast(title: string) {
  return within(notificationArea()).findByText(title);
}

/** Text of the toast on screen: title and description. */
export function toastText(): string {
  return notificationArea().textContent ?? '';
}

export function closeToasts(): void {
  act(() => dismissToast());
}
