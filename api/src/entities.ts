// The ORM's entities, read from the entity files themselves (not the module barrels), so opening the
// database (the CLIs, the tests) loads the entities and nothing else of the app.
import { Analytics } from './modules/engagement/analytics.entity';
import { ApiToken } from './modules/tokens/api-token.entity';
import { ApprovalRequest } from './modules/approvals/approval-request.entity';
import { Article } from './modules/articles/article.entity';
import { ArticleVersion } from './modules/articles/article-version.entity';
import { AuditEntry } from './modules/audit/audit-entry.entity';
import { BaseEntity } from './db/base.entity';
import { Campaign } from './modules/campaigns/campaign.entity';
import { Charge } from './modules/campaigns/charge.entity';
import { ComplianceDismissal } from './modules/compliance-review/compliance-dismissal.entity';
import { DashboardVersion } from './modules/campaigns/dashboard-version.entity';
import { HostedPage } from './modules/hosted/hosted-page.entity';
import { IdempotencyKey } from './modules/idempotency/idempotency-key.entity';
import { Invitation } from './modules/team/invitation.entity';
import { KycApplication } from './modules/kyc/kyc-application.entity';
import { KycCodeEvent } from './modules/kyc/kyc-code-event.entity';
import { LoginChallenge } from './modules/identity/login-challenge.entity';
import { LoginThrottle } from './modules/identity/login-throttle.entity';
import { Membership, Organization } from './modules/identity/organization.entity';
import { ModelReview } from './modules/compliance-review/model-review.entity';
import { Newsroom, NewsroomRelease } from './modules/newsroom/newsroom.entity';
import { NewsroomAlert, NewsroomSubscriber } from './modules/newsroom/alerts.entity';
import { ReleaseDelay } from './modules/release/release-delay.entity';
import { RateLimitHit } from './db/rate-limit-hit.entity';
import { NewswireOrder } from './modules/distribution/newswire-order.entity';
import { Notification } from './modules/notifications/notification.entity';
import { OAuthAttempt } from './modules/publishing/oauth-attempt.entity';
import { PasswordReset } from './modules/identity/password-reset.entity';
import { PlatformConnection } from './modules/publishing/platform-connection.entity';
import { Publication } from './modules/publishing/publication.entity';
import { Session } from './modules/identity/session.entity';
import { SignInLink } from './modules/identity/sign-in-link.entity';
import { StockData } from './modules/market/stock-data.entity';
import { TrackedLink } from './modules/engagement/tracked-link.entity';
import { TrackingReader } from './modules/engagement/tracking-reader.entity';
import { TrackingSalt } from './modules/engagement/tracking-salt.entity';
import { User } from './modules/identity/user.entity';
import { WebhookDelivery, WebhookEndpoint } from './modules/webhooks/webhook.entities';

/** Every entity the ORM knows: every class of every `*.entity.ts` file (a test holds the list to the files). */
export const entities = [
  BaseEntity,
  User,
  Organization,
  Membership,
  Campaign,
  Article,
  Analytics,
  StockData,
  Session,
  LoginChallenge,
  LoginThrottle,
  PasswordReset,
  SignInLink,
  KycApplication,
  KycCodeEvent,
  Charge,
  ArticleVersion,
  AuditEntry,
  Notification,
  TrackedLink,
  TrackingReader,
  TrackingSalt,
  Publication,
  PlatformConnection,
  NewswireOrder,
  HostedPage,
  Newsroom,
  NewsroomRelease,
  NewsroomSubscriber,
  NewsroomAlert,
  ReleaseDelay,
  RateLimitHit,
  IdempotencyKey,
  OAuthAttempt,
  DashboardVersion,
  Invitation,
  ApprovalRequest,
  ComplianceDismissal,
  ModelReview,
  ApiToken,
  WebhookEndpoint,
  WebhookDelivery,
];
