import { sha256 } from '../../lib/crypto';
import type { CredentialCheck } from './credential-check';
import type { IdentityDeps } from './identity.deps';
import {
  AccountLockedError,
  InvalidCodeError,
  InvalidCredentialsError,
  InvalidTempTokenError,
  SignInThrottledError,
} from './identity.errors';
import { signInThrottledMail } from './identity.mails';
import type { LoginInput, VerifyTwoFactorInput } from './identity.schemas';
import { LoginChallenge } from './login-challenge.entity';
import type { LoginThrottles } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password.hasher';
import type { IssuedSession, RequestMeta } from './session.service';
import { activeLock, clearFailures, findUserByUsername, markSignedIn, openLoginChallenge, type LoginOutcome } from './sign-in-steps';

export interface VerifyOutcome {
  userId: string;
  session: IssuedSession;
  method: 'totp' | 'backup_code';
  backupCodesRemaining: number;
}

/** What happens when someone signs in: the password (throttled per address), then the second factor when it is on. */
export class SignIn {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly throttles: LoginThrottles,
    private readonly credentials: CredentialCheck,
    private readonly background: (task: () => Promise<void>) => void,
  ) {}

  /**
   * Known and unknown usernames take the same path until the password is right: the same throttle
   * read, one argon2 verification (a dummy hash for nobody) and the same failure writes, so neither
   * the answer nor its timing says whether an account exists.
   */
  async login(input: LoginInput, meta: RequestMeta): Promise<LoginOutcome> {
    const em = this.deps.orm.em.fork();
    const now = this.deps.clock.now();
    const keys = this.throttles.keys(input.username, meta.ip);
    // Throttled: refuse before spending a hash, whatever the password.
    const wait = await this.throttles.wait(em, keys, now);
    if (wait.ms > 0) throw new SignInThrottledError(wait.ms, wait.ceiling);
    const user = await findUserByUsername(em, input.username);
    const passwordOk = user ? await verifyPassword(user.passwordHash, input.password) : await verifyAgainstDummy(input.password);
    if (!user || !passwordOk) {
      const { ceilingReachedUntil: until } = await this.throttles.recordFailure(em, keys, now);
      // The owner hears of it once per window, after the response.
      if (until && user) this.background(() => this.deps.mailer.send(signInThrottledMail(user.email, user.username, until)));
      throw new InvalidCredentialsError();
    }
    // Locked after wrong codes: only someone who knows the password learns it (423, as the spec's client expects).
    const lock = activeLock(user, now);
    if (lock) throw new AccountLockedError(lock);
    // A full sign-in (no second factor to come) makes this address a trusted one for the account ceiling.
    await this.throttles.recordSuccess(em, keys, now, { trust: !user.twoFactorEnabled });
    if (user.twoFactorEnabled) {
      // Half-way: the code failure count stays until the second factor passes, or codes could be guessed forever.
      const challenge = openLoginChallenge(em, user, now);
      await em.flush();
      return { requiresTwoFactor: true, userId: user.id, ...challenge };
    }
    clearFailures(user);
    markSignedIn(user, now, meta);
    await em.flush();
    return { requiresTwoFactor: false, userId: user.id, session: await this.deps.sessions.issue(user.id, meta) };
  }

  /** The second step: a TOTP code or an unused backup code against the temp token. Wrong codes count towards the lockout. */
  async verifyTwoFactor(input: VerifyTwoFactorInput, meta: RequestMeta): Promise<VerifyOutcome> {
    const tokenHash = sha256(input.tempToken);
    const challenge = await this.deps.orm.em.fork().findOne(LoginChallenge, { tokenHash });
    if (!challenge || !this.challengeOpen(challenge)) throw new InvalidTempTokenError();

    const signedIn = await this.credentials.settle(
      challenge.user.id,
      async (user, tx, now) => {
        if (!user.twoFactorEnabled || !user.twoFactorSecret) throw new InvalidTempTokenError();
        const accepted = this.credentials.acceptSecondFactor(user, input.token, now);
        if (!accepted) return null;
        // Claim the challenge in the same transaction that spends the code: one sign-in per token.
        const claimed = await tx.nativeUpdate(LoginChallenge, { id: challenge.id, usedAt: null, expiresAt: { $gt: now } }, { usedAt: now });
        if (claimed !== 1) throw new InvalidTempTokenError();
        clearFailures(user);
        markSignedIn(user, now, meta);
        return { ...accepted, username: user.username };
      },
      () => new InvalidCodeError(401),
    );
    const { username, ...factor } = signedIn;
    await this.throttles.recordSuccess(this.deps.orm.em.fork(), this.throttles.keys(username, meta.ip), this.deps.clock.now(), {
      trust: true,
    });
    const session = await this.deps.sessions.issue(challenge.user.id, meta);
    return { userId: challenge.user.id, session, ...factor };
  }

  private challengeOpen(challenge: LoginChallenge): boolean {
    return !challenge.usedAt && challenge.expiresAt.getTime() > this.deps.clock.now().getTime();
  }
}
