import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockRest, signInForEachTest } from '../../testing/graphql';
import { renderRoute } from '../../testing/render-route';

// App-shell screens need a signed-in viewer: every test here runs signed in.
signInForEachTest();

describe('landing page', () => {
  // No AI model configured: the built-in composer writes (the claim below says so).
  beforeEach(() => {
    mockRest('get', '/api/content-writer', 200, { builtIn: true, name: 'Built-in composer' });
  });

  it('says the built-in composer writes when no AI model is configured', async () => {
    renderRoute('/');
    await screen.findByRole('region', { name: 'How verification works' });
    expect(
      await screen.findByText(
        /with its built-in composer, from your campaign’s own facts \(no AI model is configured/,
        {},
        { timeout: 3000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Compliant articles and press releases for verified issuers');
  });

  it('names the configured model', async () => {
    mockRest('get', '/api/content-writer', 200, { builtIn: false, name: 'gpt-4o-mini' });
    renderRoute('/');
    await screen.findByRole('region', { name: 'How verification works' });
    expect(await screen.findByText(/with gpt-4o-mini, a language model from an AI provider/, {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('shows the four KYC steps in order', async () => {
    renderRoute('/');
    const section = await screen.findByRole('region', { name: 'How verification works' });
    const steps = within(section)
      .getAllByRole('listitem')
      .map((step) => within(step).getByRole('heading').textContent);
    expect(steps).toEqual(['Submit form', 'AI verification', 'Email confirmation', 'Account approved']);
    expect(within(section).getByText(/regulatory databases/)).toBeInTheDocument();
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
