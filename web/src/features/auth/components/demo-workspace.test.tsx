import { configure, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getApolloClient } from '../../../lib/apollo-client';
import { loadPage } from '../../../lib/auth/full-page';
import { mockGraphQL, sampleViewer } from '../../../testing/graphql';
import { renderRoute } from '../../../testing/render-route';
import { server } from '../../../testing/server';
import { DEMO_BANNER_TITLE } from './demo-banner';

vi.mock('../../../lib/auth/full-page', () => ({ loadPage: vi.fn() }));

// Lazy routes on a busy machine can pass the 1 s find default.
configure({ asyncUtilTimeout: 10_000 });

const demoViewer = sampleViewer({ username: 'demo_workspace', companyName: 'Demo Issuer Holdings Inc. (fictional)', readOnly: true });
const signedOut = {
  logout: { __typename: 'LogoutPayload', actionResult: { success: true, message: 'You have been signed out.' }, userErrors: [] },
};

function answerDemoSession(status: number, body: Record<string, unknown>): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.post('*/api/demo/session', () => {
      seen.calls += 1;
      return HttpResponse.json(body, { status });
    }),
  );
  return seen;
}

describe('the public demo workspace', { timeout: 40_000 }, () => {
  beforeEach(() => vi.mocked(loadPage).mockClear());
  // One client per file: forget the previous test's viewer.
  afterEach(() => getApolloClient().clearStore());

  it('/demo opens a demo session once, then loads the dashboard afresh', async () => {
    const seen = answerDemoSession(200, { readOnly: true, expiresAt: '2026-01-01T13:00:00.000Z', message: DEMO_BANNER_TITLE });
    renderRoute('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo workspace' })).toBeInTheDocument();
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'), { timeout: 10_000 });
    expect(seen.calls).toBe(1);
  });

  it('/demo shows why the demo could not be opened, and tries again', async () => {
    const message = 'Too many demo sessions from your network. Please wait a minute and try again.';
    answerDemoSession(429, { message, code: 'rate_limited' });
    const { user } = renderRoute('/demo');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    answerDemoSession(200, { readOnly: true, expiresAt: '2026-01-01T13:00:00.000Z', message: DEMO_BANNER_TITLE });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/dashboard'), { timeout: 10_000 });
  });

  it('shows the read-only banner in the app, and leaving ends the demo session on the server', async () => {
    const { calls } = mockGraphQL({ Me: () => ({ data: { me: demoViewer } }), Logout: () => ({ data: signedOut }) });
    const { user } = renderRoute('/dashboard');
    const banner = await screen.findByRole('region', { name: DEMO_BANNER_TITLE });
    expect(within(banner).getByText(/nothing you change here is saved/)).toBeInTheDocument();
    await user.click(within(banner).getByRole('button', { name: 'Leave demo' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/'), { timeout: 10_000 });
    expect(calls.map((call) => call.operationName)).toContain('Logout');
  });

  it('offers sign-up from the banner (the demo session ends first)', async () => {
    mockGraphQL({ Me: () => ({ data: { me: demoViewer } }), Logout: () => ({ data: signedOut }) });
    const { user } = renderRoute('/dashboard');
    const banner = await screen.findByRole('region', { name: DEMO_BANNER_TITLE });
    await user.click(within(banner).getByRole('button', { name: 'Sign up' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/signup'), { timeout: 10_000 });
  });

  it('shows the demo no password, two-factor or partner API settings (the user is shared and never signs in by password)', async () => {
    mockGraphQL({ Me: () => ({ data: { me: demoViewer } }), Sessions: () => ({ data: { sessions: { nodes: [] } } }) });
    renderRoute('/settings');
    expect(await screen.findByText(/The demo workspace has no password or two-factor settings/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Partner API' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/current password/i)).not.toBeInTheDocument();
  });

  it('shows no banner to a person signed in to their own workspace', async () => {
    mockGraphQL({ Me: () => ({ data: { me: sampleViewer() } }) });
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Campaign Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: DEMO_BANNER_TITLE })).not.toBeInTheDocument();
  });
});
