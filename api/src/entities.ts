import { Article, ArticleVersion } from './modules/articles';
import { Campaign, Charge, DashboardVersion } from './modules/campaigns';
import { AuditEntry } from './modules/audit';
import { Notification } from './modules/notifications';
import { Analytics, TrackedLink, TrackingReader, TrackingSalt } from './modules/engagement';
import { LoginChallenge, LoginThrottle, Membership, Organization, PasswordReset, Session, SignInLink, User } from './modules/identity';
import { KycApplication, KycCodeEvent } from './modules/kyc';
import { StockData } from './modules/market';
import { BaseEntity } from './db/base.entity';
import { IdempotencyKey } from './modules/idempotency';
import { NewswireOrder } from './modules/distribution';
import { HostedPage } from './modules/hosted';
import { Newsroom, NewsroomAlert, NewsroomRelease, NewsroomSubscriber } from './modules/newsroom';
import { OAuthAttempt, PlatformConnection, Publication } from './modules/publishing';
import { Invitation } from './modules/team';
import { ApprovalRequest } from './modules/approvals';
import { ComplianceDismissal, ModelReview } from './modules/compliance-review';
import { ApiToken } from './modules/tokens';
import { WebhookDelivery, WebhookEndpoint } from './modules/webhooks';

/** Every entity the ORM knows; new modules add theirs here. */
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
