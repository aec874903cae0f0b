import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { graphql, HttpResponse } from 'msw';
import { mockRest, signInForEachTest } from '../../testing/graphql';
import { server } from '../../testing/server';
import { renderRoute } from '../../testing/render-route';

// App-shell screens need a signed-in viewer: every test here runs signed in.
signInForEachTest();

describe('landing page', { timeout: 20_000 }, () => {
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
    expect(steps).toEqual(['Submit form', 'Automated checks', 'Email confirmation', 'Account approved']);
    expect(within(section).getByText(/a person reviews anything that does not match/)).toBeInTheDocument();
    // No AI runs in these checks, and no regulatory database is queried: the page must not say so.
    expect(within(section).queryByText(/AI verification|regulatory databases/)).not.toBeInTheDocument();
  });

  it('links to registration and to the demo dashboard', async () => {
    renderRoute('/');
    await screen.findByRole('region', { name: 'How verification works' });
    expect(screen.getByRole('link', { name: 'Start Verification' })).toHaveAttribute('href', '/register');
    // The read-only demo workspace opens at /demo (features/demo/demo.test.tsx follows it to the dashboard).
    expect(screen.getByRole('link', { name: 'View Demo Dashboard' })).toHaveAttribute('href', '/demo');
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

describe('the public header', { timeout: 20_000 }, () => {
  const headerViewer = (me: { username: string; role: string } | null) =>
    server.use(graphql.query('PublicHeaderViewer', () => HttpResponse.json({ data: { me } })));

  it('knows who is signed in: the way back in instead of Sign in and Get Verified', async () => {
    headerViewer({ username: 'jane_ir', role: 'ISSUER' });
    renderRoute('/');
    expect(await screen.findByRole('link', { name: 'Dashboard (signed in as jane_ir)' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const header = screen.getByRole('banner');
    expect(within(header).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Get Verified' })).not.toBeInTheDocument();
  });

  it('offers Sign in and Get Verified to a visitor', async () => {
    headerViewer(null);
    renderRoute('/');
    await screen.findByRole('region', { name: 'How verification works' });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Get Verified' })).toHaveAttribute('href', '/register');
  });

  it('sends a reviewer back to the KYC queue', async () => {
    headerViewer({ username: 'ops', role: 'ADMIN' });
    renderRoute('/guidelines');
    expect(await screen.findByRole('link', { name: 'KYC reviews (signed in as ops)' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/admin/reviews',
    );
  });
});
