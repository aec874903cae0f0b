import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getApolloClient } from '../../lib/apollo-client';
import { sampleViewer, signInForEachTest } from '../../testing/graphql';
import { renderRoute } from '../../testing/render-route';
import { navItems } from './nav-items';

const desktopWidth = window.innerWidth;

afterEach(() => {
  window.innerWidth = desktopWidth;
});

// App-shell screens need a signed-in viewer: every test here runs signed in.
signInForEachTest();

// The shell waits for the viewer before it renders; on a busy machine that can pass the 1 s find default.
configure({ asyncUtilTimeout: 5000 });

describe('app shell sidebar', { timeout: 20_000 }, () => {
  it('lists the seven entries in order with the product name and the upgrade box', async () => {
    renderRoute('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const labels = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Dashboard', 'New Campaign', 'Articles', 'Publishing', 'Analytics', 'Compliance', 'Settings']);
    expect(screen.getByText('IssuerWire')).toBeInTheDocument();

    // The sample viewer is on Pro: the box offers the next plan, with what it really includes (no "unlimited").
    const upgrade = screen.getByRole('complementary', { name: 'Upgrade to Agency' });
    expect(within(upgrade).getByText('25 articles a month, syndication; $10K+/month')).toBeInTheDocument();
    expect(await within(upgrade).findByRole('button', { name: 'Upgrade Now' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('navigates to every entry and highlights only the current one', async () => {
    const { user, router } = renderRoute('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });

    for (const item of navItems) {
      await user.click(within(nav).getByRole('link', { name: item.label }));
      expect(
        await screen.findByRole('heading', {
          level: 1,
          name: item.label === 'Dashboard' ? 'Campaign Dashboard' : item.label,
        }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(item.path);
      const current = within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page');
      expect(current.map((link) => link.textContent)).toEqual([item.label]);
    }
  });

  it('collapses to icons that keep their names, and remembers the choice', async () => {
    const { user, unmount } = renderRoute('/articles');
    await user.click(await screen.findByRole('button', { name: 'Collapse sidebar' }));

    const nav = screen.getByRole('navigation', { name: 'Main' });
    const articles = within(nav).getByRole('link', { name: 'Articles' });
    expect(articles).toHaveTextContent('');
    expect(articles).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByText('25 articles a month, syndication; $10K+/month')).not.toBeInTheDocument();

    unmount();
    renderRoute('/articles');
    expect(await screen.findByRole('button', { name: 'Expand sidebar' })).toBeInTheDocument();
  });

  it('puts the sidebar behind a menu button on small screens and closes it after navigating', async () => {
    window.innerWidth = 600;
    const { user, router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Campaign Dashboard' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: 'Compliance' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Compliance' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/compliance');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument());
  });
});

describe('the sidebar for other viewers', { timeout: 20_000 }, () => {
  // The app's one client caches the viewer: each of these signs in someone else.
  beforeEach(async () => {
    await getApolloClient().clearStore();
  });
  describe('on the top plan', () => {
    signInForEachTest(sampleViewer({ plan: 'AGENCY' }));
    it('offers no upgrade', async () => {
      renderRoute('/articles');
      await screen.findByRole('navigation', { name: 'Main' });
      expect(screen.queryByRole('complementary', { name: /Upgrade to/ })).not.toBeInTheDocument();
    });
  });

  describe('a reviewer (admin account)', () => {
    signInForEachTest(sampleViewer({ role: 'ADMIN', plan: 'BASIC' }));
    it('has the KYC review queue and the integrations first, and no upsell', async () => {
      renderRoute('/articles');
      const nav = await screen.findByRole('navigation', { name: 'Main' });
      const labels = within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent);
      expect(labels.slice(0, 2)).toEqual(['KYC reviews', 'Integrations']);
      expect(within(nav).getByRole('link', { name: 'KYC reviews' })).toHaveAttribute('href', '/admin/reviews');
      expect(screen.queryByRole('complementary', { name: /Upgrade to/ })).not.toBeInTheDocument();
    });
  });
});
