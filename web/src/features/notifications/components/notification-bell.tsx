import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { lazy, Suspense, useState } from 'react';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.mutation';
import { useNotifications } from '../api/notifications.query';
import type { NotificationItem } from './notification-menu';

export type { NotificationItem } from './notification-menu';

// The menu loads when the bell is first opened.
const NotificationMenu = lazy(() => import('./notification-menu').then((m) => ({ default: m.NotificationMenu })));
const MENU_ID = 'notification-menu';

const MAX_SHOWN = 99;

/** "Notifications, 2 unread" for screen readers; the badge shows the number. */
export function bellLabel(unread: number): string {
  // The badge's own text (99+) is in the name: what is seen is what a voice user says.
  return unread > 0 ? `Notifications, ${unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread} unread` : 'Notifications';
}

export interface NotificationBellProps {
  /** Opening a notification about an article (the route shows it). */
  onOpen?: (notification: NotificationItem) => void;
}

/** The bell: the real unread count, a menu of the newest notifications, mark one or all as read. */
export function NotificationBell({ onOpen }: NotificationBellProps) {
  const { data, refetch } = useNotifications();
  const [markRead] = useMarkNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const items = data?.notifications.nodes;
  const unread = data?.unreadNotificationCount ?? 0;

  function openMenu(element: HTMLElement) {
    setOpened(true);
    setAnchor(element);
    void refetch().catch(() => undefined);
  }

  function choose(notification: NotificationItem) {
    if (!notification.read) void markRead({ variables: { ids: [notification.id] } }).catch(() => undefined);
    setAnchor(null);
    onOpen?.(notification);
  }

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        aria-controls={anchor ? MENU_ID : undefined}
        onClick={(event) => openMenu(event.currentTarget)}
      >
        <Badge badgeContent={unread > 0 ? unread : null} color="error" max={MAX_SHOWN} invisible={unread === 0}>
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationMenu
            id={MENU_ID}
            anchor={anchor}
            items={items}
            unread={unread}
            onClose={() => setAnchor(null)}
            onChoose={choose}
            onMarkAll={() => void markRead({ variables: { ids: null } }).catch(() => undefined)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
