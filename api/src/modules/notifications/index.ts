import { defineModule } from '../../lib/module';
import { Notification } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import { notificationsRoutes } from './notifications.routes';
export { Notification } from './notification.entity';
export { NotificationsService, type NotificationKind } from './notifications.service';
export { unreadFiguresSql } from './notifications.figures';

/** The notifications module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const notificationsModule = defineModule({
  name: 'notifications',
  entities: [Notification],
  resolvers: [NotificationsResolver],
  routes: [{ plugin: notificationsRoutes }],
});
