import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockGraphQL } from '../../../testing/graphql';
import { renderWithApi } from '../../../testing/render-with-api';
import { NotificationBell } from './notification-bell';

afterEach(() => vi.unstubAllGlobals());

function notifications(unread: number, read: boolean[]) {
  return {
    data: {
      unreadNotificationCount: unread,
      notifications: {
        __typename: 'NotificationConnection',
        nodes: read.map((isRead, index) => ({
          __typename: 'Notification',
          id: `n-${index}`,
          kind: 'ARTICLE_GENERATED' as const,
          title: `Article ready ${index}`,
          body: 'Your article is ready to review.',
          campaignId: `c-${index}`,
          articleId: `a-${index}`,
          read: isRead,
          createdAt: '2026-01-05T10:00:00.000Z',
        })),
      },
    },
  };
}

describe('NotificationBell', { timeout: 15_000 }, () => {
  it('shows the server’s unread count, lists the notifications and opens one, marking it read', async () => {
    let unread = 2;
    const { calls } = mockGraphQL({
      Notifications: () => notifications(unread, [false, false, true]),
      MarkNotificationsRead: (variables) => {
        unread = variables.ids ? unread - (variables.ids as string[]).length : 0;
        return { data: { markNotificationsRead: { __typename: 'MarkNotificationsReadPayload', unreadCount: unread, userErrors: [] } } };
      },
    });
    const onOpen = vi.fn();
    const { user } = renderWithApi(<NotificationBell onOpen={onOpen} />);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();

    await user.click(bell);
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Unread: Article ready 0'),
      expect.stringContaining('Unread: Article ready 1'),
      expect.stringMatching(/^Article ready 2/),
    ]);
    await user.click(within(menu).getAllByRole('menuitem')[0]);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ articleId: 'a-0', campaignId: 'c-0' }));
    expect(calls.find((c) => c.operationName === 'MarkNotificationsRead')?.variables).toEqual({ ids: ['n-0'] });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all as read and hides the badge at zero', async () => {
    let unread = 1;
    mockGraphQL({
      Notifications: () => notifications(unread, [unread === 0]),
      MarkNotificationsRead: () => {
        unread = 0;
        return { data: { markNotificationsRead: { __typename: 'MarkNotificationsReadPayload', unreadCount: 0, userErrors: [] } } };
      },
    });
    const { user } = renderWithApi(<NotificationBell />);
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });
});
