import { defineModule } from '../../lib/module';
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
export {
  MESSAGES,
  authRateLimited,
  clearSessionCookie,
  enforceAuthRateLimit,
  loginAnswer,
  registerIdentity,
  requestMeta,
  requireViewer,
  setSessionCookie,
} from './identity.auth';
export { THROTTLE_PURGE_JOB, registerIdentityJobs } from './identity.jobs';
export { IdentityResolver } from './identity.resolver';
export { actionResult, identityRoutes, isoDateTime, issuerProfileResponse } from './identity.routes';
export {
  MEMBER_ROLES,
  PASSWORD_CHECKS,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TICKER_MAX,
  TOKEN_SCOPES,
  TWO_FACTOR_METHODS,
  USERNAME_MAX,
  USERNAME_MIN,
  changePasswordSchema,
  companyNameSchema,
  companyProfileSchema,
  confirmCodeSchema,
  contactNameSchema,
  emailSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  loginSchema,
  newPasswordSchema,
  passwordStrength,
  requestSignInLinkSchema,
  resetPasswordSchema,
  signInWithLinkSchema,
  signupSchema,
  tickerSchema,
  totpCodeSchema,
  usernameSchema,
  verificationCodeSchema,
  verifyTwoFactorSchema,
  type ChangePasswordInput,
  type LoginInput,
  type MemberRole,
  type PasswordCheckId,
  type PasswordStrength,
  type PasswordStrengthLabel,
  type ResetPasswordInput,
  type SignupInput,
  type TokenScope,
  type VerifyTwoFactorInput,
} from './identity.schemas';
export {
  DEFAULT_AUTH_RATE_LIMIT,
  FORGOT_PASSWORD_MESSAGE,
  IdentityService,
  LOCKOUT_DURATION_MS,
  LOCKOUT_THRESHOLD,
  LOGIN_CHALLENGE_TTL_MS,
  MAX_OPEN_PASSWORD_RESETS,
  PASSWORD_RESET_TTL_MS,
  activeLock,
  clearFailures,
  issuerProfile,
  registerFailure,
  type AuthRateLimit,
  type IdentityDeps,
  type IssuerProfile,
  type LoginOutcome,
  type TwoFactorSetup,
  type UserProfile,
  type VerifyOutcome,
} from './identity.service';
export {
  AccountRoleEnum,
  ActionResultType,
  MemberRoleEnum,
  PlanEnum,
  TwoFactorMethodEnum,
  UserHandleFields,
  VerificationStatusEnum,
  withIssuerFields,
} from './identity.types';
export { LoginChallenge } from './login-challenge.entity';
export { LoginThrottle } from './login-throttle.entity';
export { PasswordReset } from './password-reset.entity';
export { SignInLink } from './sign-in-link.entity';
export { MAX_OPEN_SIGN_IN_LINKS, SIGN_IN_LINK_MESSAGE, SIGN_IN_LINK_TTL_MS, SignInLinks } from './sign-in-links';
export { ARGON2_OPTIONS, hashPassword, prepareDummyHash, verifyAgainstDummy, verifyPassword } from './password.hasher';
export { TwoFactorEnrolmentRequiredError, isEnrolledReviewer } from './reviewer';
export { SessionSockets, type SessionSocket } from './session-sockets';
export { Session } from './session.entity';
export {
  SESSION_ABSOLUTE_MS,
  SESSION_CACHE_MS,
  SESSION_COOKIE,
  SESSION_IDLE_MS,
  SESSION_TOUCH_INTERVAL_MS,
  SessionService,
  endsSession,
  type IssuedSession,
  type RequestMeta,
  type SessionInfo,
  type SessionKind,
  type SessionsEndedEvent,
} from './session.service';
export { PLANS, ROLES, User, VERIFICATION_STATUSES, type Plan, type Role, type VerificationStatus } from './user.entity';
export { type TokenPrincipal, type Viewer } from './viewer';
export { createOrPromoteAdmin, type AdminOutcome } from './admin-accounts';
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
export { OPERATIONS, authorize, can, requirePerson, scopeFor, type Operation } from './access';
export { CompanyProfileService, type CompanyProfileView, type MarketCountry } from './company-profile';
export { CompanyProfileResolver } from './company-profile.resolver';
export { companyProfileRoutes } from './company-profile.routes';
export { DemoReadOnlyError, assertWritable, refusesRestWrite } from './read-only';
export { authorizeCommitted, type AccessChange, type AccessHolder } from './committed-access';
export {
  EMAIL_CODE_TTL_MS,
  EmailCodeInvalidError,
  EmailVerificationRequiredError,
  EmailVerifiedElsewhereError,
  confirmEmailCode,
  mailEmailCode,
} from './email-verification';

/** The identity module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const identityModule = defineModule({
  name: 'identity',
  entities: [LoginChallenge, LoginThrottle, Organization, Membership, PasswordReset, Session, SignInLink, User],
  resolvers: [IdentityResolver, CompanyProfileResolver],
  routes: [{ plugin: identityRoutes, prefix: '/auth' }, { plugin: companyProfileRoutes }],
  jobs: registerIdentityJobs,
});
