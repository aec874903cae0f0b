import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getApolloClient } from '../../../lib/apollo-client';
import { apiError, mockGraphQL, sampleViewer, type MockHandlers } from '../../../testing/graphql';
import { closeToasts } from '../../../testing/render-with-api';
import { renderRoute } from '../../../testing/render-route';

afterEach(async () => {
  closeToasts();
  await getApolloClient().clearStore();
});

const owner = sampleViewer({ verificationStatus: 'VERIFIED', memberRole: 'OWNER' });
const token = {
  __typename: 'ApiToken' as const,
  id: 'tok-1',
  name: 'CRM sync',
  scopes: ['READ' as const, 'PUBLISH' as const],
  hint: 'iwt_…AbCd',
  status: 'ACTIVE' as const,
  createdBy: 'jane_ir',
  createdAt: '2026-11-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};

function renderSettings(viewer = owner, handlers: MockHandlers = {}) {
  const mock = mockGraphQL({
    Me: () => ({ data: { me: viewer } }),
    Sessions: () => ({ data: { sessions: { nodes: [] } } }),
    PlatformConnections: () => ({ data: { platforms: { nodes: [] } } }),
    ApprovalRule: () => ({ data: { approvalRule: { __typename: 'ApprovalRule', required: false, approvalsNeeded: 1, explicit: false } } }),
    Team: () => ({ data: { team: { __typename: 'Team', members: [], invitations: [] } } }),
    ApiTokens: () => ({ data: { apiTokens: { nodes: [token] } } }),
    WebhookEndpoints: () => ({ data: { webhookEndpoints: { nodes: [] } } }),
    ...handlers,
  });
  return { ...renderRoute('/settings'), ...mock };
}

describe('Settings → Partner API', { timeout: 15_000 }, () => {
  it('lists the tokens with their scopes, and shows a new token’s secret once', async () => {
    const sent: unknown[] = [];
    const { user } = renderSettings(owner, {
      CreateApiToken: (v) => {
        sent.push(v.input);
        return {
          data: {
            createApiToken: {
              __typename: 'CreateApiTokenPayload',
              createdApiToken: {
                __typename: 'CreatedApiToken',
                secret: 'iwt_the-secret',
                token: { __typename: 'ApiToken', id: 'tok-2', name: 'IR site' },
              },
              userErrors: [],
            },
          },
        };
      },
    });
    const list = await screen.findByRole('list', { name: 'API tokens' });
    expect(list).toHaveTextContent('CRM sync · iwt_…AbCd');
    expect(list).toHaveTextContent('never used · no expiry');
    expect(within(list).getByText('publish')).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Create an API token' });
    await user.type(within(form).getByLabelText(/Name/), 'IR site');
    await user.click(within(form).getByLabelText(/content:write/));
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByLabelText('Secret')).toHaveTextContent('iwt_the-secret');
    expect(sent).toEqual([{ name: 'IR site', scopes: ['READ', 'CONTENT_WRITE'], expiresAt: null }]);
    await user.click(screen.getByRole('button', { name: 'I have stored it' }));
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  });

  it('shows a refused token field (the payload’s userErrors) by that field, and no secret', async () => {
    const { user } = renderSettings(owner, {
      CreateApiToken: () => ({
        data: {
          createApiToken: {
            __typename: 'CreateApiTokenPayload',
            createdApiToken: null,
            userErrors: [{ __typename: 'UserError', path: ['name'], code: 'TOO_LONG' as const, message: 'At most 100 characters' }],
          },
        },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Create an API token' });
    await user.type(within(form).getByLabelText(/Name/), 'IR site');
    await user.click(within(form).getByRole('button', { name: 'Create token' }));
    expect(await within(form).findByText('At most 100 characters')).toBeInTheDocument();
    expect(within(form).getByLabelText(/Name/)).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Secret')).not.toBeInTheDocument();
  });

  it('names the field the server refused in a new webhook endpoint', async () => {
    const { user } = renderSettings(owner, {
      CreateWebhookEndpoint: () =>
        apiError('This webhook URL cannot be used: it must start with https://.', {
          code: 'webhook_url_refused',
          fields: { url: 'it must start with https://.' },
        }),
    });
    const form = await screen.findByRole('form', { name: 'Add a webhook endpoint' });
    await user.type(within(form).getByLabelText(/Endpoint URL/), 'http://crm.example/hook');
    await user.click(within(form).getByRole('button', { name: 'Add endpoint' }));
    expect(await within(form).findByText('it must start with https://.')).toBeInTheDocument();
  });

  it('tells a member who is not an owner that only owners give partners access', async () => {
    renderSettings(sampleViewer({ verificationStatus: 'VERIFIED', memberRole: 'EDITOR' }));
    expect(await screen.findByText('Only an owner of the company creates API tokens and webhook endpoints for partners.')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Create an API token' })).not.toBeInTheDocument();
  });
});
