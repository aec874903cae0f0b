import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForEachTest } from '../testing/graphql';
import { renderRoute } from '../testing/render-route';

// App-shell screens need a signed-in viewer: every test here runs signed in.
signInForEachTest();

describe('app routes', () => {
  it('shows Page Not Found with a link home for an unknown path', async () => {
    const { user, router } = renderRoute('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(await screen.findByRole('heading', { name: 'How verification works' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/login', 'Sign in'],
    ['/signup', 'Create your account'],
    ['/kyc-registration', 'Issuer verification'],
    ['/register', 'Issuer verification'],
    ['/guidelines', 'Disclosure guidelines'],
    ['/content-generator', 'Compliant content generator'],
    ['/ticker-authorization', 'Ticker authorization'],
    ['/user-demo', 'Verified issuer demo'],
    ['/forgot-password', 'Reset your password'],
    ['/dashboard', 'Campaign Dashboard'],
    ['/campaigns/new', 'New Campaign'],
    ['/articles', 'Articles'],
    ['/publishing', 'Publishing'],
    ['/analytics', 'Analytics'],
    ['/compliance', 'Compliance'],
    ['/settings', 'Settings'],
  ])('renders %s with its own screen, not the 404 page', async (path, heading) => {
    renderRoute(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
  });

  it('links the sign-in screen to password reset and account creation', async () => {
    const { user, router } = renderRoute('/login');
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    await user.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it('shows the dashboard sections with the server’s figures only, none invented', async () => {
    renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Campaign Dashboard' });
    expect(await screen.findByRole('heading', { name: 'Create New Campaign' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Recent Campaigns' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Select a campaign to view engagement metrics.')).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Campaign stats' }, { timeout: 5000 });
    expect(await screen.findByText(/The cards show 0 until they can\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(stats.textContent).not.toMatch(/\d+%/);
  });
});
