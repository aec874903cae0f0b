import { defineModule, type SharedDeps } from '../../core/module';
import { NotificationsService } from './notifications.service';
import { Notification } from './notification.entity';
import { NotificationsResolver } from './notifications.resolver';
import { notificationsRoutes } from './notifications.routes';
export { Notification } from './notification.entity';
export { NotificationsService, type NotificationKind } from './notifications.service';
export { unreadFiguresSql } from './notifications.figures';

/** What notifications' service is built from. */
type NotificationsModuleContext = Pick<SharedDeps, 'clock' | 'events'>;

/** The notifications module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const notificationsModule = defineModule({
  name: 'notifications',
  services: { notifications: (c: NotificationsModuleContext) => new NotificationsService({ clock: c.clock, events: c.events }) },
  entities: [Notification],
  resolvers: [NotificationsResolver],
  routes: [{ plugin: notificationsRoutes }],
});
