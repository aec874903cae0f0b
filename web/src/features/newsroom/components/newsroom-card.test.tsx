import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getApolloClient } from '../../../lib/apollo-client';
import { apiError, mockGraphQL, sampleViewer, type MockHandlers } from '../../../testing/graphql';
import { closeToasts, findToast } from '../../../testing/render-with-api';
import { renderRoute } from '../../../testing/render-route';

afterEach(async () => {
  closeToasts();
  await getApolloClient().clearStore();
});

const base = 'http://localhost:3000/newsroom';
const newsroom = (slug: string, canChange: boolean) => ({
  __typename: 'Newsroom' as const,
  slug,
  url: `${base}/${slug}`,
  title: 'Acme Robotics Newsroom',
  logoUrl: null,
  canChange,
  feeds: {
    __typename: 'NewsroomFeeds' as const,
    rss: `${base}/${slug}/feed.rss`,
    atom: `${base}/${slug}/feed.atom`,
    json: `${base}/${slug}/feed.json`,
  },
});

function renderSettings(memberRole: 'OWNER' | 'EDITOR', handlers: MockHandlers = {}) {
  const viewer = sampleViewer({ verificationStatus: 'VERIFIED' as const, memberRole, twoFactorEnabled: true });
  const mock = mockGraphQL({
    Me: () => ({ data: { me: viewer } }),
    Sessions: () => ({ data: { sessions: { nodes: [] } } }),
    PlatformConnections: () => ({ data: { platforms: { nodes: [] } } }),
    Team: () => ({ data: { team: { __typename: 'Team', members: [], invitations: [] } } }),
    Newsroom: () => ({ data: { newsroom: newsroom('acme', memberRole === 'OWNER') } }),
    NewsroomSubscribers: () => ({ data: { newsroomSubscribers: { __typename: 'NewsroomSubscribers', count: 3, pending: 1 } } }),
    ...handlers,
  });
  return { ...renderRoute('/settings'), ...mock };
}

describe('Settings → Newsroom', { timeout: 180_000 }, () => {
  it('shows the owner the address and feeds, saves a new address, and puts a taken one beside the field', async () => {
    let taken = true;
    const { user, calls } = renderSettings('OWNER', {
      UpdateNewsroom: (variables) =>
        taken
          ? apiError('Another company already uses this newsroom address. Choose another.', { code: 'newsroom_slug_taken' })
          : {
              data: {
                updateNewsroom: {
                  __typename: 'UpdateNewsroomPayload',
                  newsroom: { ...newsroom(variables.input.slug ?? 'acme', true), title: variables.input.title ?? '' },
                  userErrors: [],
                },
              },
            },
    });
    // The settings route loads lazily, and the first test of a file transforms it: generous on a busy machine.
    const form = await screen.findByRole('form', { name: 'Newsroom' }, { timeout: 90_000 });
    const address = screen.getByRole('textbox', { name: 'Address' });
    expect(address).toHaveValue('acme');
    expect(screen.getByRole('link', { name: 'Open the newsroom' })).toHaveAttribute('href', `${base}/acme`);
    expect(screen.getByRole('link', { name: 'JSON Feed' })).toHaveAttribute('href', `${base}/acme/feed.json`);

    await user.clear(address);
    await user.type(address, 'acme-ir');
    await user.click(screen.getByRole('button', { name: 'Save newsroom' }));
    expect(await screen.findByText('Another company already uses this newsroom address. Choose another.')).toBeInTheDocument();
    taken = false;
    await user.click(screen.getByRole('button', { name: 'Save newsroom' }));
    await findToast('Newsroom saved');
    expect(calls.filter((c) => c.operationName === 'UpdateNewsroom').at(-1)?.variables).toEqual({
      input: { slug: 'acme-ir', title: 'Acme Robotics Newsroom', logoUrl: '' },
    });
    expect(form).toBeInTheDocument();
  });

  it('shows the owner the alert subscribers: the count, the CSV export, and removal by address', async () => {
    const { user, calls } = renderSettings('OWNER', {
      RemoveNewsroomSubscribers: () => ({
        data: {
          removeNewsroomSubscribers: {
            __typename: 'RemoveNewsroomSubscribersPayload',
            newsroomSubscribers: { __typename: 'NewsroomSubscribers', count: 1, pending: 1 },
            userErrors: [],
          },
        },
      }),
    });
    expect(await screen.findByText(/3 confirmed subscribers, 1 awaiting confirmation/, {}, { timeout: 90_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export subscribers (CSV)' })).toHaveAttribute('href', '/api/newsroom/subscribers.csv');
    await user.type(screen.getByRole('textbox', { name: 'Addresses to remove' }), 'ann@investor.test, bo@investor.test');
    await user.click(screen.getByRole('button', { name: 'Remove addresses' }));
    await findToast('Addresses removed');
    expect(calls.find((c) => c.operationName === 'RemoveNewsroomSubscribers')?.variables).toEqual({
      input: { emails: ['ann@investor.test', 'bo@investor.test'] },
    });
  });

  it('shows other members the newsroom without letting them change it', async () => {
    renderSettings('EDITOR');
    expect(await screen.findByRole('textbox', { name: 'Address' }, { timeout: 90_000 })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save newsroom' })).not.toBeInTheDocument();
    expect(screen.getByText('The owner changes the newsroom; you see its address and feeds.')).toBeInTheDocument();
    // Nothing about subscribers for anyone but the owner.
    expect(screen.queryByText(/confirmed subscriber/)).not.toBeInTheDocument();
  });
});
