import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL } from '../../../testing/graphql';
import { closeToasts, renderWithApi } from '../../../testing/render-with-api';
import { IntegrationsList } from './integrations-list';

afterEach(() => {
  closeToasts();
  vi.unstubAllGlobals();
});

const BUSINESS_WIRE = {
  __typename: 'Integration',
  id: 'businesswire',
  kind: 'NEWSWIRE' as const,
  name: 'Business Wire',
  packageName: '@issuerwire/newswire-businesswire',
  version: '0.1.0',
  mode: 'LIVE' as const,
  modeReason: 'its credentials are configured (/srv/.data/plugins.json, PLUGIN_BUSINESSWIRE_PASSWORD)',
  testable: true,
  options: [
    { __typename: 'IntegrationOption', name: 'email', value: 'desk@acme.example', secret: false },
    { __typename: 'IntegrationOption', name: 'password', value: '[redacted]', secret: true },
  ],
  lastCall: null,
};

const X = {
  ...BUSINESS_WIRE,
  id: 'twitter',
  kind: 'PLATFORM' as const,
  name: 'X',
  packageName: '@issuerwire/platform-twitter',
  mode: 'SANDBOX' as const,
  modeReason:
    'no credentials are configured: set them under "twitter" in the plugins file (PLUGINS_CONFIG) or in PLUGIN_TWITTER_… variables',
  testable: false,
  options: [],
};

const LAST_PAGE = { __typename: 'PageInfo', hasNextPage: false, endCursor: null };

// Real timers and a real Apollo client: slow on a busy machine, so a generous limit.
describe('Integrations', { timeout: 30_000 }, () => {
  it('tells a non-admin the page is not theirs', async () => {
    mockGraphQL({ Integrations: () => apiError('Only reviewers (admin accounts) can do this.', { code: 'admin_only' }) });
    renderWithApi(<IntegrationsList />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admin accounts can see the integrations.');
  });

  it('shows each plugin’s mode and why, masks secrets, and tests a connection', async () => {
    let lastCall: { __typename: string; at: string; request: string; ok: boolean; outcome: string } | null = null;
    const { calls } = mockGraphQL({
      Integrations: () => ({ data: { integrations: { pageInfo: LAST_PAGE, nodes: [{ ...BUSINESS_WIRE, lastCall }, X] } } }),
      TestIntegration: () => {
        lastCall = {
          __typename: 'VendorCall',
          at: '2026-11-26T11:00:00.000Z',
          request: 'POST platform.businesswire.com/auth/login',
          ok: true,
          outcome: '200',
        };
        return {
          data: {
            testIntegration: {
              __typename: 'TestIntegrationPayload',
              integrationCheck: {
                __typename: 'IntegrationCheck',
                ok: true,
                message: 'Signed in to Business Wire Connect as desk@acme.example; nothing was ordered.',
              },
              userErrors: [],
            },
          },
        };
      },
    });
    renderWithApi(<IntegrationsList />);
    const bw = await screen.findByRole('region', { name: 'Business Wire' });
    expect(bw).toHaveTextContent('Live: its credentials are configured');
    expect(bw).toHaveTextContent('desk@acme.example');
    expect(bw).not.toHaveTextContent('[redacted]');
    expect(bw).toHaveTextContent('No vendor call since the server started.');
    const x = screen.getByRole('region', { name: 'X' });
    expect(x).toHaveTextContent('Sandbox: no credentials are configured');
    expect(within(x).queryByRole('button', { name: 'Test connection' })).not.toBeInTheDocument();

    await userEvent.click(within(bw).getByRole('button', { name: 'Test connection' }));
    expect(
      await within(bw).findByText('Signed in to Business Wire Connect as desk@acme.example; nothing was ordered.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.operationName === 'TestIntegration')?.variables).toMatchObject({ id: 'businesswire' });
    expect(await within(bw).findByText(/Last vendor call: POST platform.businesswire.com\/auth\/login/)).toBeInTheDocument();
  });

  it('pages through the plugins (the API refuses them all in one costly query)', async () => {
    const { calls } = mockGraphQL({
      Integrations: (variables) =>
        variables.after === 'cursor-1'
          ? { data: { integrations: { pageInfo: LAST_PAGE, nodes: [X] } } }
          : { data: { integrations: { pageInfo: { ...LAST_PAGE, hasNextPage: true, endCursor: 'cursor-1' }, nodes: [BUSINESS_WIRE] } } },
    });
    renderWithApi(<IntegrationsList />);
    expect(await screen.findByRole('region', { name: 'Business Wire' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'X' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Business Wire' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.operationName === 'Integrations').at(-1)?.variables).toMatchObject({ after: 'cursor-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('region', { name: 'Business Wire' })).toBeInTheDocument();
  });
});
