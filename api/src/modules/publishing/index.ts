import { defineModule } from '../../lib/module';
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

/** The publishing module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const publishingModule = defineModule({
  name: 'publishing',
  entities: [OAuthAttempt, PlatformConnection, Publication],
  resolvers: [PublishingResolver],
  routes: [{ plugin: publishingRoutes }],
  jobs: registerPublishingJobs,
});
