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
