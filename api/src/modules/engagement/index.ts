import { defineModule } from '../../lib/module';
import { type JobQueue } from '../../jobs/job-queue';
import { Analytics } from './analytics.entity';
import { EngagementResolver } from './engagement.resolver';
import { engagementRoutes } from './engagement.routes';
import { type EngagementService } from './engagement.service';
import { TrackedLink } from './tracked-link.entity';
import { TrackingReader } from './tracking-reader.entity';
import { TrackingSalt } from './tracking-salt.entity';
import { trackingRoutes } from './tracking.routes';
export { Analytics } from './analytics.entity';
export { AnalyticsNewswireOrderType } from './engagement.resolver';
export { EngagementService, type WireOrders } from './engagement.service';
export { pixelUrl, trackingMeta } from './tracking.routes';
export { engagementFiguresSql } from './engagement.figures';
export { type NewswireOrderRow } from './engagement.views';
export type { PublishedPost, PublishedPosts } from './platform-metrics';
export { TrackingPixelFastPath } from './tracking.fast-path';

/** The engagement module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const engagementModule = defineModule({
  name: 'engagement',
  entities: [Analytics, TrackedLink, TrackingReader, TrackingSalt],
  resolvers: [EngagementResolver],
  routes: [{ plugin: engagementRoutes }],
  pages: [{ plugin: trackingRoutes }],
  jobs: (queue: JobQueue, services: { engagement: EngagementService }) => services.engagement.attachJobs(queue),
});
