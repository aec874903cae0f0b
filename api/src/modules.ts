// The composition root's list of modules, one line each: the server mounts their routes and pages, the
// GraphQL schema is built from their resolvers and start-up registers their jobs (docs/architecture.md).
// The order is the order routes are registered in (and the OpenAPI document lists them in).
import { systemModule } from './modules/system';
import { identityModule } from './modules/identity';
import { marketModule } from './modules/market';
import { campaignsModule } from './modules/campaigns';
import { dashboardModule } from './modules/dashboard';
import { articlesModule } from './modules/articles';
import { publishingModule } from './modules/publishing';
import { releaseModule } from './modules/release';
import { distributionModule } from './modules/distribution';
import { engagementModule } from './modules/engagement';
import { notificationsModule } from './modules/notifications';
import { teamModule } from './modules/team';
import { newsroomModule } from './modules/newsroom';
import { approvalsModule } from './modules/approvals';
import { complianceReviewModule } from './modules/compliance-review';
import { tokensModule } from './modules/tokens';
import { webhooksModule } from './modules/webhooks';
import { kycModule } from './modules/kyc';
import { adminModule } from './modules/admin';
import { complianceModule } from './modules/compliance';
import { hostedModule } from './modules/hosted';
import { auditModule } from './modules/audit';
import { idempotencyModule } from './modules/idempotency';
import { vendorCallsModule } from './modules/vendor-calls';

export const modules = [
  systemModule,
  identityModule,
  marketModule,
  campaignsModule,
  dashboardModule,
  articlesModule,
  publishingModule,
  releaseModule,
  distributionModule,
  engagementModule,
  notificationsModule,
  teamModule,
  newsroomModule,
  approvalsModule,
  complianceReviewModule,
  tokensModule,
  webhooksModule,
  kycModule,
  adminModule,
  complianceModule,
  hostedModule,
  auditModule,
  idempotencyModule,
  vendorCallsModule,
] as const;
