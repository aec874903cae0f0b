import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getApolloClient } from '../../../lib/apollo-client';
import { apiError, mockGraphQL, sampleViewer } from '../../../testing/graphql';
import { renderRoute } from '../../../testing/render-route';

afterEach(async () => {
  await getApolloClient().clearStore();
});

const invitation = {
  __typename: 'InvitationPreview' as const,
  organizationName: 'Northwind Trading',
  ticker: 'NWT',
  role: 'EDITOR' as const,
  email: 's********@northwind.example',
  expiresAt: '2026-03-08T10:00:00.000Z',
};

describe('/invitations/:token', { timeout: 15_000 }, () => {
  it('asks for the code mailed to the invited address, then joins with it', async () => {
    const { calls } = mockGraphQL({
      Me: () => ({ data: { me: sampleViewer({ email: 'sam.ortiz@northwind.example' }) } }),
      Invitation: () => ({ data: { invitation } }),
      AcceptInvitation: (variables) =>
        variables.code === '123456'
          ? {
              data: {
                acceptInvitation: {
                  __typename: 'AcceptInvitationPayload',
                  member: { __typename: 'Member', userId: 'u-1', role: 'EDITOR' },
                  userErrors: [],
                },
              },
            }
          : apiError(
              'First confirm that s********@northwind.example is your address: we mailed it a 6-digit code (valid 15 minutes). Enter the code to continue.',
              { code: 'email_verification_required' },
            ),
    });
    const { user, router } = renderRoute('/invitations/tok-1');
    await user.click(await screen.findByRole('button', { name: /Accept and join Northwind Trading/ }, { timeout: 8000 }));
    expect(await screen.findByText(/we mailed it a 6-digit code/)).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: /Confirm and join Northwind Trading/ });
    expect(confirm).toBeDisabled();
    await user.type(screen.getByLabelText('Confirmation code'), '12a3456');
    await user.click(confirm);
    const accepts = () => calls.filter((call) => call.operationName === 'AcceptInvitation').map((call) => call.variables);
    await expect.poll(accepts).toEqual([
      { token: 'tok-1', code: null },
      { token: 'tok-1', code: '123456' },
    ]);
    await expect.poll(() => router.state.location.pathname, { timeout: 8000 }).toBe('/settings');
  });
});
