import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { DemoService } from './demo.service';
import { KycService } from './kyc.service';
import { TickerAuthorizationService } from './ticker-authorization.service';
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

/** What kyc's services are built from. */
type KycModuleContext = Pick<SharedDeps, 'orm' | 'config' | 'clock' | 'logger' | 'mailer'> & {
  market: DepsOf<typeof KycService>['market'];
  authorization: TickerAuthorizationService;
};

/** The kyc module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const kycModule = defineModule({
  name: 'kyc',
  services: {
    authorization: () => new TickerAuthorizationService(),
    kyc: (c: KycModuleContext) =>
      new KycService({ orm: c.orm, config: c.config, clock: c.clock, logger: c.logger, mailer: c.mailer, market: c.market }),
    demo: (c: KycModuleContext) => new DemoService(c.authorization),
  },
  entities: [KycApplication, KycCodeEvent],
  resolvers: [KycResolver],
  routes: [{ plugin: kycRoutes, prefix: '/kyc' }, { plugin: demoRoutes }, { plugin: demoSessionRoutes }],
  stop: { settle: (services: { kyc: KycService }) => services.kyc.settled() },
});
