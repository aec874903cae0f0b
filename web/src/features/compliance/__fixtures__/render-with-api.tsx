import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { AppProviders } from '../../../app/providers';
import { TipProvider } from '../../../components/tip/tip';

/** Renders a screen piece with the app's theme and toasts, a router, tooltips and a mocked GraphQL API. */
export function renderWithApi(ui: ReactElement, mocks: readonly MockLink.MockedResponse[] = []) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <MockedProvider mocks={mocks}>
        <MemoryRouter>
          <TipProvider>{ui}</TipProvider>
        </MemoryRouter>
      </MockedProvider>
    </AppProviders>,
  );
  return { ...view, user };
}
