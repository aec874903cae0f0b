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
export { AnalyticsNewswireOrderType, EngagementResolver } from './engagement.resolver';
export { engagementRoutes } from './engagement.routes';
export {
  COMPARISON_LABEL,
  EngagementService,
  HITS_PER_ADDRESS_PER_MINUTE,
  PULL_JOB,
  REFRESH_INTERVAL_MS,
  SWEEP_JOB,
  type EngagementDeps,
  type EngagementUpdatedEvent,
  type TrackResult,
  type UpdateReason,
  type WireOrders,
} from './engagement.service';
export { TrackedLink } from './tracked-link.entity';
export { TrackingReader } from './tracking-reader.entity';
export { TrackingSalt } from './tracking-salt.entity';
export { trackingMeta, trackingRoutes } from './tracking.routes';
export { ENGAGEMENT, engagementFiguresSql } from './engagement.figures';
export {
  FIGURE_SOURCES,
  counters,
  isoDay,
  platformFigures,
  zero,
  type AnalyticsRow,
  type AnalyticsView,
  type Comparison,
  type EngagementView,
  type FigureSource,
  type NewswireOrderRow,
  type SeriesPoint,
  type StockSeries,
  type StockView,
  type TotalsRow,
  type TrackingMeta,
} from './engagement.views';
export type { PublishedPost, PublishedPosts } from './platform-metrics';
export { TrackingPixelFastPath, type TrackingFastPathDeps } from './tracking.fast-path';

/** The engagement module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const engagementModule = defineModule({
  name: 'engagement',
  entities: [Analytics, TrackedLink, TrackingReader, TrackingSalt],
  resolvers: [EngagementResolver],
  routes: [{ plugin: engagementRoutes }],
  pages: [{ plugin: trackingRoutes }],
  jobs: (queue: JobQueue, services: { engagement: EngagementService }) => services.engagement.attachJobs(queue),
});
