import { deriveKey } from '../../lib/crypto';
import { AccountProfile, type UserProfile } from './account-profile';
import { CredentialCheck } from './credential-check';
import { type AuthRateLimit, DEFAULT_AUTH_RATE_LIMIT, type IdentityDeps } from './identity.deps';
import type { ChangePasswordInput, LoginInput, ResetPasswordInput, SignupInput, VerifyTwoFactorInput } from './identity.schemas';
import { LoginThrottles } from './login-throttle';
import { prepareDummyHash } from './password.hasher';
import { Passwords } from './passwords';
import type { IssuedSession, RequestMeta } from './session.service';
import { SignIn, type VerifyOutcome } from './sign-in';
import { SignInLinks } from './sign-in-links';
import type { LoginOutcome } from './sign-in-steps';
import { SignUp } from './sign-up';
import { type TwoFactorSetup, TwoFactorSettings } from './two-factor-settings';
import type { Viewer } from './viewer';

export { activeLock, clearFailures, LOGIN_CHALLENGE_TTL_MS, type LoginOutcome } from './sign-in-steps';
export { issuerProfile, type IssuerProfile, type UserProfile } from './account-profile';
export { registerFailure } from './credential-check';
export {
  DEFAULT_AUTH_RATE_LIMIT,
  FORGOT_PASSWORD_MESSAGE,
  LOCKOUT_DURATION_MS,
  LOCKOUT_THRESHOLD,
  MAX_OPEN_PASSWORD_RESETS,
  PASSWORD_RESET_TTL_MS,
  type AuthRateLimit,
  type IdentityDeps,
} from './identity.deps';
export type { VerifyOutcome } from './sign-in';
export type { TwoFactorSetup } from './two-factor-settings';

/**
 * Accounts, sign-in (password, then TOTP or a backup code), throttling and lockout, 2FA management, password
 * change and reset. Each use case has its file: sign-up.ts, sign-in.ts, two-factor-settings.ts, passwords.ts,
 * account-profile.ts, over credential-check.ts (the locked row, the lockout, second factors); this class
 * composes them and runs their after-the-response work.
 */
export class IdentityService {
  readonly authRateLimit: AuthRateLimit;
  /** The owner's way in while the account's ceiling keeps new addresses out. */
  readonly signInLinks: SignInLinks;
  private readonly throttles: LoginThrottles;
  private readonly pending = new Set<Promise<void>>();
  private readonly signUp: SignUp;
  private readonly signIn: SignIn;
  private readonly profile: AccountProfile;
  private readonly twoFactor: TwoFactorSettings;
  private readonly passwords: Passwords;

  constructor(private readonly deps: IdentityDeps) {
    this.authRateLimit = deps.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT;
    this.throttles = new LoginThrottles(deriveKey(deps.config.credentialsKey, 'login-throttle'));
    const background = (task: () => Promise<void>) => this.background(task);
    this.signInLinks = new SignInLinks({ ...deps, throttles: this.throttles, background });
    const credentials = new CredentialCheck(deps);
    this.signUp = new SignUp(deps, background);
    this.signIn = new SignIn(deps, this.throttles, credentials, background);
    this.profile = new AccountProfile(deps);
    this.twoFactor = new TwoFactorSettings(deps, credentials);
    this.passwords = new Passwords(deps, credentials, background);
    prepareDummyHash();
  }

  /** Same answer, same cost, whether the address is free or taken (sign-up.ts). */
  signup(input: SignupInput, meta: RequestMeta): Promise<{ userId: string; session: IssuedSession }> {
    return this.signUp.signup(input, meta);
  }

  /** The password step (sign-in.ts): known and unknown usernames take the same path until it is right. */
  login(input: LoginInput, meta: RequestMeta): Promise<LoginOutcome> {
    return this.signIn.login(input, meta);
  }

  /** The second step: a TOTP code or an unused backup code against the temp token. */
  verifyTwoFactor(input: VerifyTwoFactorInput, meta: RequestMeta): Promise<VerifyOutcome> {
    return this.signIn.verifyTwoFactor(input, meta);
  }

  me(viewer: Viewer): Promise<UserProfile> {
    return this.profile.me(viewer);
  }

  // Second factor (two-factor-settings.ts)

  setupTwoFactor(viewer: Viewer): Promise<TwoFactorSetup> {
    return this.twoFactor.setupTwoFactor(viewer);
  }

  enableTwoFactor(viewer: Viewer, token: string): Promise<void> {
    return this.twoFactor.enableTwoFactor(viewer, token);
  }

  regenerateBackupCodes(viewer: Viewer, token: string): Promise<string[]> {
    return this.twoFactor.regenerateBackupCodes(viewer, token);
  }

  resetTwoFactor(viewer: Viewer, token: string): Promise<void> {
    return this.twoFactor.resetTwoFactor(viewer, token);
  }

  // Passwords (passwords.ts)

  changePassword(viewer: Viewer, input: ChangePasswordInput): Promise<{ endedSessions: number }> {
    return this.passwords.changePassword(viewer, input);
  }

  requestPasswordReset(email: string, meta: RequestMeta): { message: string } {
    return this.passwords.requestPasswordReset(email, meta);
  }

  resetPassword(input: ResetPasswordInput): Promise<void> {
    return this.passwords.resetPassword(input);
  }

  /** Deletes sign-in throttle rows that no longer slow or trust anyone (for a periodic job). */
  purgeStaleThrottles(): Promise<number> {
    return this.throttles.purgeStale(this.deps.orm.em.fork(), this.deps.clock.now());
  }

  /** Resolves when mail and other after-the-response work has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  private background(task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'identity background task failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }
}
