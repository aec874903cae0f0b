import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockGraphQL, sampleViewer, type MockHandler } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { AuthorizationTester } from './authorization-tester';

afterEach(() => vi.unstubAllGlobals());

const ISSUER = '11111111-1111-4111-8111-111111111111';
const UNVERIFIED = '22222222-2222-4222-8222-222222222222';
const ABSENT = '00000000-0000-4000-8000-000000000000';

const demoAccounts = {
  data: {
    demoAccounts: {
      __typename: 'DemoAccounts',
      accounts: [
        { __typename: 'DemoAccount', id: ISSUER, username: 'demo_issuer', verificationStatus: 'VERIFIED' as const, ticker: 'DEMO' },
        { __typename: 'DemoAccount', id: UNVERIFIED, username: 'demo_unverified', verificationStatus: 'PENDING' as const, ticker: 'DEMO' },
      ],
      nonExistentUserId: ABSENT,
      demoTicker: 'DEMO',
      otherTicker: 'AAPL',
    },
  },
};

/** The server's decision for the sample accounts, as the API answers it. */
const decide: MockHandler<'TestTickerAuthorization'> = (variables) => {
  const { userId, ticker } = variables.input as { userId: string; ticker: string };
  const answer = (isAuthorized: boolean, authorizedTicker: string | null, code: string, reason: string) => ({
    data: {
      testTickerAuthorization: { __typename: 'TickerAuthorizationResult', isAuthorized, userId, ticker, authorizedTicker, code, reason },
    },
  });
  if (userId === ISSUER)
    return ticker === 'DEMO'
      ? answer(true, 'DEMO', 'authorized', 'Verified issuer acting for its own ticker DEMO.')
      : answer(false, 'DEMO', 'ticker_not_authorized', `This issuer is authorized for DEMO only, not for ${ticker}.`);
  if (userId === UNVERIFIED)
    return answer(false, null, 'issuer_not_verified', 'The issuer is not verified (verification status: pending).');
  if (userId === ABSENT) return answer(false, null, 'user_not_found', 'No such user.');
  return apiError('You can test your own account and the sample accounts only.', { code: 'authorization_oracle_refused' });
};

function render(signedIn = true) {
  const mock = mockGraphQL({
    Me: () => ({ data: { me: signedIn ? sampleViewer() : null } }),
    DemoAccounts: () => demoAccounts,
    TestTickerAuthorization: decide,
  });
  return { ...renderWithApi(<AuthorizationTester />), ...mock };
}

const result = () => screen.findByRole('region', { name: 'Authorization result' });

// Real timers and a real Apollo client: slow on a busy machine, so a generous limit.
describe('ticker authorization tester', { timeout: 30_000 }, () => {
  it('runs the four presets on the sample accounts and shows AUTHORIZED or DENIED with the server’s reason', async () => {
    const { user, calls } = render();
    await user.click(await screen.findByRole('button', { name: 'Valid issuer, own ticker' }));
    let card = await result();
    expect(within(card).getByText('AUTHORIZED')).toBeInTheDocument();
    expect(within(card).getByText('Verified issuer acting for its own ticker DEMO.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Valid issuer, another ticker' }));
    card = await result();
    expect(await within(card).findByText('DENIED')).toBeInTheDocument();
    expect(within(card).getByText('This issuer is authorized for DEMO only, not for AAPL.')).toBeInTheDocument();
    expect(within(card).getByText('AAPL')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Non-existent user' }));
    expect(await within(await result()).findByText('No such user.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Unverified user' }));
    expect(await within(await result()).findByText(/not verified/)).toBeInTheDocument();

    expect(calls.filter((c) => c.operationName === 'TestTickerAuthorization').map((c) => c.variables.input)).toEqual([
      { userId: ISSUER, ticker: 'DEMO' },
      { userId: ISSUER, ticker: 'AAPL' },
      { userId: ABSENT, ticker: 'DEMO' },
      { userId: UNVERIFIED, ticker: 'DEMO' },
    ]);
  });

  it('upper-cases the requested ticker and shows a refusal with its code', async () => {
    const { user, calls } = render();
    await user.type(await screen.findByLabelText('User ID'), '33333333-3333-4333-8333-333333333333');
    const ticker = screen.getByLabelText('Requested Ticker');
    await user.type(ticker, 'tsla');
    expect(ticker).toHaveValue('TSLA');
    await user.click(screen.getByRole('button', { name: 'Test' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('authorization_oracle_refused');
    expect(alert).toHaveTextContent('You can test your own account and the sample accounts only.');
    expect(calls.at(-1)?.variables).toEqual({ input: { userId: '33333333-3333-4333-8333-333333333333', ticker: 'TSLA' } });
  });

  it('tells a signed-out visitor to sign in', async () => {
    render(false);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=%2Fticker-authorization');
  });
});
