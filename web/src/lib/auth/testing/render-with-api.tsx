import { ApolloProvider } from '@apollo/client/react';
import { act, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { TipProvider } from '../../../components/tip/tip';
import { dismissToast } from '../../../components/toast';
import { createApolloClient } from '../../apollo-client';

// Screens here wait for (mocked) API answers and lazy chunks; a busy machine can pass the 1 s find default.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders one screen part with the app's providers and a fresh Apollo client (its fetch answered by
 * mockGraphQL), at `path` in an in-memory router.
 */
export function renderWithApi(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = createApolloClient();
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <ApolloProvider client={client}>
        <TipProvider>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </TipProvider>
      </ApolloProvider>
    </AppProviders>,
  );
  return { ...view, user, client };
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
