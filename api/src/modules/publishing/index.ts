import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { connectedLinkHosts } from './platform-connection.entity';
import { PlatformConnectionsService } from './platform-connections.service';
import { publicationLedger, publicationPresence } from './publication-ledger';
import { publicationPosts } from './published-posts';
import { PublishingService } from './publishing.service';
import { vendorCallDeps, type VendorCallContext } from '../vendor-calls';
import { OAuthAttempt } from './oauth-attempt.entity';
import { PlatformConnection } from './platform-connection.entity';
import { Publication } from './publication.entity';
import { registerPublishingJobs } from './publishing.jobs';
import { PublishingResolver } from './publishing.resolver';
import { publishingRoutes } from './publishing.routes';
export { connectedLinkHosts } from './platform-connection.entity';
export { Publication } from './publication.entity';
export { publicationLedger, publicationPresence } from './publication-ledger';
export { PublishingService } from './publishing.service';
export { PublicationStatusEnum, PublicationType, PublishResultType } from './publishing.types';
export { type PublicationView, type PublishAnswer } from './publishing.views';
export { PlatformConnectionsService } from './platform-connections.service';
export { publicationPosts } from './published-posts';

/** What publishing's services are built from. */
type PublishingModuleContext = VendorCallContext &
  Pick<SharedDeps, 'plugins'> &
  Pick<DepsOf<typeof PublishingService>, 'articles' | 'hosted'> & { connections: PlatformConnectionsService };

/** The publishing module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const publishingModule = defineModule({
  name: 'publishing',
  services: {
    connections: (c: PublishingModuleContext) =>
      new PlatformConnectionsService({ orm: c.orm, config: c.config, plugins: c.plugins, clock: c.clock }),
    publishing: (c: PublishingModuleContext) =>
      new PublishingService({
        ...vendorCallDeps(c),
        config: c.config,
        plugins: c.plugins,
        articles: c.articles,
        hosted: c.hosted,
        connections: c.connections,
      }),
    // What other modules read of publishing, as ports: the hosted page's presence, the release's ledger,
    // the engagement pulls' posts (with the credentials the connections service alone decrypts), the link hosts.
    publicationPresence: (c: PublishingModuleContext) => publicationPresence(c.plugins),
    publicationLedger: () => publicationLedger,
    publishedPosts: (c: PublishingModuleContext) =>
      publicationPosts(c.orm, (userId, platformId) => c.connections.platformCredentials(userId, platformId)),
    connectedLinkHosts: () => connectedLinkHosts,
  },
  entities: [OAuthAttempt, PlatformConnection, Publication],
  resolvers: [PublishingResolver],
  routes: [{ plugin: publishingRoutes }],
  jobs: registerPublishingJobs,
});
