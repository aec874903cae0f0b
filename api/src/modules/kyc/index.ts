import { defineModule } from '../../lib/module';
import { demoSessionRoutes } from './demo-session.routes';
import { KycApplication } from './kyc-application.entity';
import { KycCodeEvent } from './kyc-code-event.entity';
import { KycResolver } from './kyc.resolver';
import { demoRoutes, kycRoutes } from './kyc.routes';
export {
  DEMO_EMAIL_DOMAIN,
  DEMO_ISSUER_PASSWORD,
  DEMO_ISSUER_USERNAME,
  DEMO_UNVERIFIED_USERNAME,
  DEMO_WORKSPACE_USERNAME,
  demoCompanyName,
  NO_PASSWORD_HASH,
} from './demo-accounts';
export { DemoService } from './demo.service';
export { KycStepType, KycUserDataType, KycVerdictEnum } from './kyc.resolver';
export { kycStepResponse, kycUserDataResponse } from './kyc.routes';
export { kycApproveSchema, kycRejectSchema, userIdParam } from './kyc.schemas';
export { KYC_MESSAGES, KycService } from './kyc.service';
export { TickerAuthorizationService } from './ticker-authorization.service';

/** The kyc module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const kycModule = defineModule({
  name: 'kyc',
  entities: [KycApplication, KycCodeEvent],
  resolvers: [KycResolver],
  routes: [{ plugin: kycRoutes, prefix: '/kyc' }, { plugin: demoRoutes }, { plugin: demoSessionRoutes }],
});
