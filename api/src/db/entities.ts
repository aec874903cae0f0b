import { Article } from '../modules/articles/article.entity';
import { Campaign } from '../modules/campaigns/campaign.entity';
import { Charge } from '../modules/campaigns/charge.entity';
import { DashboardVersion } from '../modules/campaigns/dashboard-version.entity';
import { ArticleVersion } from '../modules/articles/article-version.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { Notification } from '../modules/notifications/notification.entity';
import { Analytics } from '../modules/engagement/analytics.entity';
import { TrackedLink } from '../modules/engagement/tracked-link.entity';
import { TrackingReader } from '../modules/engagement/tracking-reader.entity';
import { TrackingSalt } from '../modules/engagement/tracking-salt.entity';
import { LoginChallenge } from '../modules/identity/login-challenge.entity';
import { LoginThrottle } from '../modules/identity/login-throttle.entity';
import { PasswordReset } from '../modules/identity/password-reset.entity';
import { Session } from '../modules/identity/session.entity';
import { User } from '../modules/identity/user.entity';
import { KycApplication } from '../modules/kyc/kyc-application.entity';
import { KycCodeEvent } from '../modules/kyc/kyc-code-event.entity';
import { StockData } from '../modules/market/stock-data.entity';
import { BaseEntity } from './base.entity';
import { IdempotencyKey } from '../lib/idempotency';
import { NewswireOrder } from '../modules/distribution/newswire-order.entity';
import { HostedPage } from '../modules/hosted/hosted-page.entity';
import { PlatformConnection } from '../modules/publishing/platform-connection.entity';
import { Publication } from '../modules/publishing/publication.entity';
import { OAuthAttempt } from '../modules/publishing/oauth-attempt.entity';

/** Every entity the ORM knows; new modules add theirs here. */
export const entities = [BaseEntity, User, Campaign, Article, Analytics, StockData, Session, LoginChallenge, LoginThrottle, PasswordReset, KycApplication, KycCodeEvent, Charge, ArticleVersion, AuditEntry, Notification, TrackedLink, TrackingReader, TrackingSalt, Publication, PlatformConnection, NewswireOrder, HostedPage, IdempotencyKey, OAuthAttempt, DashboardVersion];
