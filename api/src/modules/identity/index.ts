import { defineModule, type SharedDeps } from '../../core/module';
import { CompanyProfileService } from './company-profile';
import { IdentityService, type AuthRateLimit } from './identity.service';
import { SessionSockets } from './session-sockets';
import { SessionService } from './session.service';
import { CompanyProfileResolver } from './company-profile.resolver';
import { companyProfileRoutes } from './company-profile.routes';
import { registerIdentityJobs } from './identity.jobs';
import { IdentityResolver } from './identity.resolver';
import { identityRoutes } from './identity.routes';
import { LoginChallenge } from './login-challenge.entity';
import { LoginThrottle } from './login-throttle.entity';
import { Membership, Organization } from './organization.entity';
import { PasswordReset } from './password-reset.entity';
import { Session } from './session.entity';
import { SignInLink } from './sign-in-link.entity';
import { User } from './user.entity';
export {
  beginVerification,
  grantVerification,
  lockAccount,
  rejectVerification,
  sendToReview,
  setVerificationCode,
  voidCode,
  type AccountCompany,
} from './account-verification';
export { authRateLimited, enforceAuthRateLimit, registerIdentity, requestMeta, requireViewer, setSessionCookie } from './identity.auth';
export { actionResult, isoDateTime, issuerProfileResponse } from './identity.routes';
export { MEMBER_ROLES, TOKEN_SCOPES, type MemberRole, type TokenScope } from './identity.schemas';
export { IdentityService, issuerProfile, type AuthRateLimit, type IssuerProfile } from './identity.service';
export { ActionResultType, MemberRoleEnum, PlanEnum, UserHandleFields, VerificationStatusEnum, withIssuerFields } from './identity.types';
export { hashPassword } from './password.hasher';
export { TwoFactorEnrolmentRequiredError, isEnrolledReviewer } from './reviewer';
export { SessionSockets } from './session-sockets';
export { SessionService, endsSession, type SessionsEndedEvent } from './session.service';
export { User, VERIFICATION_STATUSES, type VerificationStatus } from './user.entity';
export { type Viewer } from './viewer';
export { createOrPromoteAdmin } from './admin-accounts';
export { findAccount, findAccountByUsername, findAccountsByUsername, verifiedHoldersOf } from './accounts';
export { Membership, Organization } from './organization.entity';
export {
  approvalRuleOf,
  authorizedTickerOf,
  findOrganization,
  lockOrganization,
  membersOf,
  membershipOf,
  membershipRowOf,
  moveMember,
  openOrganization,
  organizationOwner,
  removeMember,
  setApprovalRule,
  setMemberRole,
  setOrganizationPlan,
  verifiedCompanyOf,
  verifiedWebsite,
  type Member,
} from './organizations';
export {
  authorize,
  can,
  OPERATION_WHAT,
  OPERATIONS,
  PERSON_ROUTE,
  PUBLIC_ROUTE,
  requirePerson,
  routeSecurity,
  scopeFor,
  type Operation,
} from './access';
export { CompanyProfileService } from './company-profile';
export { authorizeCommitted, type AccessChange, type AccessHolder } from './committed-access';
export { EmailVerificationRequiredError, confirmEmailCode, mailEmailCode } from './email-verification';

/** What identity's services are built from; `market` and `tokens` are other modules' services, as identity uses them. */
type IdentityModuleContext = Pick<SharedDeps, 'orm' | 'config' | 'logger' | 'clock' | 'mailer' | 'events'> & {
  sessions: SessionService;
  /** Per-IP limit on sign-in, sign-up, 2FA and reset calls; tests lower or raise it. */
  authRateLimit?: AuthRateLimit;
  market: { company(ticker: string): Promise<{ country: string | null } | null> };
  tokens: { liveUntil(tokenId: string): Promise<number | null> };
};

/** The identity module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const identityModule = defineModule({
  name: 'identity',
  services: {
    sessions: (c: IdentityModuleContext) => new SessionService({ orm: c.orm, clock: c.clock, config: c.config, events: c.events }),
    identity: (c: IdentityModuleContext) =>
      new IdentityService({
        orm: c.orm,
        config: c.config,
        logger: c.logger,
        clock: c.clock,
        mailer: c.mailer,
        sessions: c.sessions,
        authRateLimit: c.authRateLimit,
      }),
    companyProfile: (c: IdentityModuleContext) =>
      new CompanyProfileService({ clock: c.clock, marketCountry: async (ticker) => (await c.market.company(ticker))?.country ?? null }),
    // A socket lives as long as what opened it: a person's session or a partner token.
    sessionSockets: ({ events, clock, tokens, sessions }: IdentityModuleContext) =>
      new SessionSockets({
        events,
        clock,
        liveUntil: (viewer) => (viewer.token ? tokens.liveUntil(viewer.token.id) : sessions.liveUntil(viewer.sessionId)),
      }),
  },
  entities: [LoginChallenge, LoginThrottle, Organization, Membership, PasswordReset, Session, SignInLink, User],
  resolvers: [IdentityResolver, CompanyProfileResolver],
  routes: [{ plugin: identityRoutes, prefix: '/auth' }, { plugin: companyProfileRoutes }],
  jobs: registerIdentityJobs,
  stop: { settle: (services) => services.identity.settled() },
});
