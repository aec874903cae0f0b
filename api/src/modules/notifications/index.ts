export { Notification } from './notification.entity';
export { NotificationsResolver } from './notifications.resolver';
export { notificationsRoutes } from './notifications.routes';
export {
  NOTIFICATION_KINDS,
  NOTIFICATION_LIST_LIMIT,
  NotificationsService,
  notificationView,
  type NewNotification,
  type NotificationEvent,
  type NotificationKind,
  type NotificationView,
} from './notifications.service';
export { unreadFiguresSql } from './notifications.figures';
