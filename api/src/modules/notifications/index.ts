import { defineModule } from '../../lib/module';
import { Notification } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import { notificationsRoutes } from './notifications.routes';
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

/** The notifications module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const notificationsModule = defineModule({
  name: 'notifications',
  entities: [Notification],
  resolvers: [NotificationsResolver],
  routes: [{ plugin: notificationsRoutes }],
});
