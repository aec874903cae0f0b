import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { confirmedLinksOf } from '../campaigns';
import { verifiedWebsite } from '../identity';
import { EngagementService } from './engagement.service';
import { type JobQueue } from '../../jobs/job-queue';
import { Analytics } from './analytics.entity';
import { engagementResolvers } from './engagement.resolver';
import { engagementRoutes } from './engagement.routes';
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

/** What the engagement service is built from; the posts, wire orders and link hosts are other modules' (ports). */
type EngagementModuleContext = Pick<SharedDeps, 'orm' | 'clock' | 'logger' | 'events' | 'plugins' | 'config' | 'rateLimits'> &
  Pick<DepsOf<typeof EngagementService>, 'market' | 'campaigns'> & {
    articleDirectory: DepsOf<typeof EngagementService>['articles'];
    wireOrders: DepsOf<typeof EngagementService>['orders'];
    publishedPosts: DepsOf<typeof EngagementService>['posts'];
    connectedLinkHosts: DepsOf<typeof EngagementService>['linkAllowList']['platformHosts'];
  };

/** The engagement module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const engagementModule = defineModule({
  name: 'engagement',
  services: {
    engagement: (c: EngagementModuleContext) =>
      new EngagementService({
        articles: c.articleDirectory,
        orm: c.orm,
        clock: c.clock,
        logger: c.logger,
        events: c.events,
        market: c.market,
        campaigns: c.campaigns,
        plugins: c.plugins,
        publicUrl: c.config.publicUrl,
        orders: c.wireOrders,
        linkAllowList: { verifiedWebsite, confirmedLinks: confirmedLinksOf, platformHosts: c.connectedLinkHosts },
        hitsPerAddressPerMinute: c.config.trackingHitsPerAddressPerMinute,
        rateLimits: c.rateLimits,
        posts: c.publishedPosts,
      }),
  },
  entities: [Analytics, TrackedLink, TrackingReader, TrackingSalt],
  resolvers: engagementResolvers,
  routes: [{ plugin: engagementRoutes }],
  pages: [{ plugin: trackingRoutes }],
  jobs: (queue: JobQueue, services: { engagement: EngagementService }) => services.engagement.attachJobs(queue),
  // Engagement events still in memory are written first, while the jobs and the database surely run.
  stop: { drain: (services) => services.engagement.close() },
});
