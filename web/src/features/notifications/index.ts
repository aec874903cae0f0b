export { NotificationBell } from './components/notification-bell';
export type { NotificationBellProps, NotificationItem } from './components/notification-bell';
