import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../testing/render-route';
import { getApolloClient } from '../apollo-client';
import { keepToastForNextPage } from './flash-toast';
import { loadPage } from './full-page';
import { mockGraphQL, sampleViewer } from '../../testing/graphql';
import { closeToasts, findToast } from '../../testing/render-with-api';

vi.mock('./full-page', () => ({ loadPage: vi.fn() }));

afterEach(async () => {
  closeToasts();
  await getApolloClient().clearStore();
  vi.unstubAllGlobals();
  vi.mocked(loadPage).mockClear();
});

describe('app routes and the viewer', { timeout: 15_000 }, () => {
  it('sends a signed-out visitor to /login with the page they wanted as next', async () => {
    mockGraphQL({ Me: () => ({ data: { me: null } }) });
    const { router } = renderRoute('/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?next=%2Fsettings');
  });

  it('sends /dashboard to plain /login (the dashboard is where sign-in goes anyway)', async () => {
    mockGraphQL({ Me: () => ({ data: { me: null } }) });
    const { router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
  });

  it('says when the server cannot be reached instead of pretending the visitor is signed out', async () => {
    mockGraphQL({});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const { router } = renderRoute('/articles');
    expect(await screen.findByText(/couldn't reach IssuerWire/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/articles');
  });

  it('shows the signed-in user and company in the sidebar, and signs out through the server', async () => {
    const { calls } = mockGraphQL({
      Me: () => ({ data: { me: sampleViewer({ username: 'jane_ir', companyName: 'Acme Robotics Inc.' }) } }),
      Logout: () => ({
        data: {
          logout: { __typename: 'LogoutPayload', actionResult: { success: true, message: 'You have been signed out.' }, userErrors: [] },
        },
      }),
    });
    const { user } = renderRoute('/dashboard');
    const who = await screen.findByRole('group', { name: 'Signed in user' });
    expect(within(who).getByText('jane_ir')).toBeInTheDocument();
    expect(within(who).getByText('Acme Robotics Inc.')).toBeInTheDocument();

    await user.click(within(who).getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login'));
    expect(calls.map((call) => call.operationName)).toContain('Logout');
  });

  it('shows the sign-in toast kept across the full page load', async () => {
    mockGraphQL({ Me: () => ({ data: { me: sampleViewer() } }) });
    keepToastForNextPage({ title: 'Login Successful', description: 'Welcome back, jane_ir!' });
    renderRoute('/dashboard');
    await findToast('Login Successful');
    expect(window.sessionStorage.length).toBe(0);
  });
});
