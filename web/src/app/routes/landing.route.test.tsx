import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInForEachTest } from '../../testing/graphql';
import { renderRoute } from '../../testing/render-route';

// App-shell screens need a signed-in viewer: every test here runs signed in.
signInForEachTest();

describe('landing page', () => {
  it('shows the four KYC steps in order', async () => {
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'How verification works' });
    const steps = within(section)
      .getAllByRole('listitem')
      .map((step) => within(step).getByRole('heading').textContent);
    expect(steps).toEqual(['Submit form', 'Automated checks', 'Email confirmation', 'Account approved']);
    expect(within(section).getByText(/a person reviews anything that does not match/)).toBeInTheDocument();
    // No AI runs in these checks, and no regulatory database is queried: the page must not say so.
    expect(within(section).queryByText(/AI verification|regulatory databases/)).not.toBeInTheDocument();
  });

  it('links to registration and to the demo dashboard', async () => {
    const { user, router } = renderRoute('/');
    await screen.findByRole('region', { name: 'How verification works' });
    expect(screen.getByRole('link', { name: 'Start Verification' })).toHaveAttribute('href', '/register');

    await user.click(screen.getByRole('link', { name: 'View Demo Dashboard' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('names the three disclosures and states the product claims', async () => {
    renderRoute('/');
    const compliance = await screen.findByRole('region', { name: 'Three disclosures on every piece' });
    const names = within(compliance)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Paid content', 'AI-assisted', 'Not investment advice']);

    expect(screen.getByText('Only verified issuers')).toBeInTheDocument();
    expect(screen.getByText('24–48 hour verification')).toBeInTheDocument();
    expect(screen.getByText('800–1200 word articles')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /distribution network/i })).toBeInTheDocument();
  });
});
