import { defineModule } from '../../lib/module';
import { demoSessionRoutes } from './demo-session.routes';
import { KycApplication } from './kyc-application.entity';
import { KycCodeEvent } from './kyc-code-event.entity';
import { KycResolver } from './kyc.resolver';
import { demoRoutes, kycRoutes } from './kyc.routes';
export {
  DEMO_ABSENT_USER_ID,
  DEMO_EMAIL_DOMAIN,
  DEMO_ISSUER_PASSWORD,
  DEMO_ISSUER_USERNAME,
  DEMO_OTHER_TICKER,
  DEMO_SESSION_MS,
  DEMO_TICKER,
  DEMO_UNVERIFIED_USERNAME,
  DEMO_USERNAMES,
  DEMO_WORKSPACE_USERNAME,
  NO_PASSWORD_HASH,
} from './demo-accounts';
export { DemoService, ORACLE_REFUSED_MESSAGE, type DemoAccount, type DemoAccounts } from './demo.service';
export { KYC_APPLICATION_STATUSES, KycApplication, type KycApplicationStatus, type KycStepRecord } from './kyc-application.entity';
export { KYC_CODE_EVENT_KINDS, KycCodeEvent, type KycCodeEventKind } from './kyc-code-event.entity';
export { KycResolver, KycStepType, KycUserDataType, KycVerdictEnum } from './kyc.resolver';
export { demoRoutes, kycRoutes, kycStepResponse, kycUserDataResponse } from './kyc.routes';
export {
  NEWS_UPDATE_MAX,
  REVIEW_REASON_MIN,
  authorizationTestSchema,
  kycApproveSchema,
  kycCodeSchema,
  kycRejectSchema,
  kycSubmitSchema,
  kycVerifyEmailSchema,
  userIdParam,
  websiteSchema,
  type AuthorizationTestInput,
  type KycSubmission,
  type KycVerifyEmailInput,
} from './kyc.schemas';
export {
  KYC_CODE_MAILS_PER_ADDRESS_PER_HOUR,
  KYC_CODE_MAX_ATTEMPTS,
  KYC_CODE_TTL_MS,
  KYC_HISTORY_LIMIT,
  KYC_MESSAGES,
  KYC_RESEND_COOLDOWN_MS,
  KYC_STALE_CHECKING_MS,
  KYC_WRONG_CODES_PER_DAY,
  KycService,
  type KycDeps,
} from './kyc.service';
export {
  TickerAuthorizationService,
  normalizeTicker,
  type AuthorizationCode,
  type TickerAuthorization,
} from './ticker-authorization.service';
export { DEMO_SESSIONS_PER_MINUTE, demoSessionRoutes } from './demo-session.routes';

/** The kyc module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const kycModule = defineModule({
  name: 'kyc',
  entities: [KycApplication, KycCodeEvent],
  resolvers: [KycResolver],
  routes: [{ plugin: kycRoutes, prefix: '/kyc' }, { plugin: demoRoutes }, { plugin: demoSessionRoutes }],
});
