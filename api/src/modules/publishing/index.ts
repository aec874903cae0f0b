import { defineModule } from '../../lib/module';
import { OAuthAttempt } from './oauth-attempt.entity';
import { PlatformConnection } from './platform-connection.entity';
import { Publication } from './publication.entity';
import { registerPublishingJobs } from './publishing.jobs';
import { PublishingResolver } from './publishing.resolver';
import { publishingRoutes } from './publishing.routes';
export { OAuthAttempt } from './oauth-attempt.entity';
export { PlatformConnection, connectedLinkHosts } from './platform-connection.entity';
export { ACTIVE_PUBLICATION_STATUSES, PUBLICATION_STATUSES, Publication, type PublicationStatus } from './publication.entity';
export { publicationLedger, publicationPresence } from './publication-ledger';
export { INTERRUPTED_SWEEP_JOB, registerPublishingJobs } from './publishing.jobs';
export { PublishingResolver } from './publishing.resolver';
export { publishingRoutes } from './publishing.routes';
export {
  PUBLISH_MESSAGES,
  calendarQuerySchema,
  confirmPublicationSchema,
  connectPlatformSchema,
  oauthCallbackSchema,
  platformJson,
  publicationJson,
  publicationListQuerySchema,
  publishAnswerJson,
  publishSchema,
} from './publishing.schemas';
export { PUBLISH_JOB, PublishingService, type CreatedPublications, type PublishingDeps } from './publishing.service';
export {
  CredentialFieldType,
  NewsroomEntryType,
  PlatformType,
  PublicationStatusEnum,
  PublicationType,
  PublishResultType,
  ReleaseMoveType,
} from './publishing.types';
export { publicationView, publishMessage, type PublicationView, type PublishAnswer } from './publishing.views';
export {
  PlatformConnectionsService,
  type CredentialField,
  type PlatformConnectionsDeps,
  type PlatformView,
} from './platform-connections.service';
export { publicationPosts } from './published-posts';

/** The publishing module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const publishingModule = defineModule({
  name: 'publishing',
  entities: [OAuthAttempt, PlatformConnection, Publication],
  resolvers: [PublishingResolver],
  routes: [{ plugin: publishingRoutes }],
  jobs: registerPublishingJobs,
});
