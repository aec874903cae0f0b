import { LockMode, QueryOrder, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import { decrypt, deriveKey, encrypt, hmacSha256, randomToken, sha256 } from '../../lib/crypto';
import { type AppError, UnauthorizedError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import type { Viewer } from './viewer';
import {
  AccountLockedError,
  InvalidCodeError,
  InvalidCredentialsError,
  InvalidResetTokenError,
  InvalidTempTokenError,
  SignInThrottledError,
  TwoFactorStateError,
  UsernameTakenError,
  WrongCurrentPasswordError,
} from './identity.errors';
import { passwordResetMail, signInThrottledMail, signupAddressTakenMail, signupWelcomeMail } from './identity.mails';
import type { ChangePasswordInput, LoginInput, ResetPasswordInput, SignupInput, VerifyTwoFactorInput } from './identity.schemas';
import { LoginChallenge } from './login-challenge.entity';
import { LoginThrottles } from './login-throttle';
import type { MemberRole } from './identity.schemas';
import type { Organization } from './organization.entity';
import { membersOf, membershipOf, openOrganization } from './organizations';
import { hashPassword, prepareDummyHash, verifyAgainstDummy, verifyPassword } from './password.hasher';
import { PasswordReset } from './password-reset.entity';
import { SignInLinks } from './sign-in-links';
import { activeLock, clearFailures, findUserByUsername, markSignedIn, openLoginChallenge, type LoginOutcome } from './sign-in-steps';

import type { IssuedSession, RequestMeta, SessionService } from './session.service';
import { matchTotpStep, newBackupCodes, newTotpSecret, normalizeBackupCode, otpauthUrl, qrCodeDataUrl } from './two-factor.codes';
import { User, type Plan, type Role, type VerificationStatus } from './user.entity';

export { activeLock, clearFailures, LOGIN_CHALLENGE_TTL_MS, type LoginOutcome } from './sign-in-steps';

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_DURATION_MS = 15 * 60_000;
export const PASSWORD_RESET_TTL_MS = 60 * 60_000;
/** Unused reset links one account may have at once: stops anyone from flooding a mailbox. */
export const MAX_OPEN_PASSWORD_RESETS = 3;
/** Per IP, shared by every credential-checking operation (REST and GraphQL alike). */
export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimit = { max: 30, timeWindowMs: 60_000 };

export const FORGOT_PASSWORD_MESSAGE = 'If an account exists for that email, we sent a reset link.';

export interface AuthRateLimit {
  max: number;
  timeWindowMs: number;
}

export interface IdentityDeps {
  orm: Orm;
  config: Config;
  logger: Logger;
  clock: Clock;
  mailer: Mailer;
  sessions: SessionService;
  authRateLimit?: AuthRateLimit;
}

export interface VerifyOutcome {
  userId: string;
  session: IssuedSession;
  method: 'totp' | 'backup_code';
  backupCodesRemaining: number;
}

/** A user's name, the company they declared and their verification (spec: Issuer profile); nothing private. */
export interface IssuerProfile {
  id: string;
  username: string;
  email: string;
  companyName: string | null;
  ticker: string | null;
  exchange: string | null;
  sector: string | null;
  contactName: string | null;
  website: string | null;
  jurisdiction: string | null;
  verificationStatus: VerificationStatus;
}

/** What the signed-in user may see of their own account: no hash, secret or code. */
export interface UserProfile extends IssuerProfile {
  role: Role;
  /** The organization's plan. */
  plan: Plan;
  organizationId: string;
  /** The person's role in their organization. */
  memberRole: MemberRole;
  twoFactorEnabled: boolean;
  /** Two factors are off and required (of everyone by config, or of a team's members): nothing else works until they are on. */
  twoFactorRequired: boolean;
  backupCodesRemaining: number;
  lastLoginAt: Date | null;
  createdAt: Date;
}

export interface TwoFactorSetup {
  /** data:image/png;base64 QR code of the otpauth:// URL. */
  qrCodeUrl: string;
  manualEntryKey: string;
  /** Shown once; only keyed hashes are kept. */
  backupCodes: string[];
}

type Settled<T> = { kind: 'ok'; value: T } | { kind: 'failed' } | { kind: 'locked'; until: Date };

/**
 * Counts a wrong code or current password from someone already past the password step (wrong
 * passwords at sign-in are throttled per address instead: see login-throttle.ts); the fifth in a row
 * locks those steps for 15 minutes. Answers the new lock, if any.
 */
export function registerFailure(user: Pick<User, 'loginAttempts' | 'lockedUntil'>, now: Date): Date | null {
  // A lock that has run out starts the count afresh.
  if (user.lockedUntil && user.lockedUntil.getTime() <= now.getTime()) {
    user.loginAttempts = 0;
    user.lockedUntil = null;
  }
  user.loginAttempts += 1;
  if (user.loginAttempts < LOCKOUT_THRESHOLD) return null;
  user.lockedUntil = new Date(now.getTime() + LOCKOUT_DURATION_MS);
  return user.lockedUntil;
}

/** Accounts, sign-in (password, then TOTP or a backup code), throttling and lockout, 2FA management, password change and reset. */
export class IdentityService {
  readonly authRateLimit: AuthRateLimit;
  /** The owner's way in while the account's ceiling keeps new addresses out. */
  readonly signInLinks: SignInLinks;
  private readonly backupCodeKey: Buffer;
  private readonly throttles: LoginThrottles;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: IdentityDeps) {
    this.authRateLimit = deps.authRateLimit ?? DEFAULT_AUTH_RATE_LIMIT;
    this.backupCodeKey = deriveKey(deps.config.credentialsKey, 'backup-codes');
    this.throttles = new LoginThrottles(deriveKey(deps.config.credentialsKey, 'login-throttle'));
    this.signInLinks = new SignInLinks({ ...deps, throttles: this.throttles, background: (task) => this.background(task) });
    prepareDummyHash();
  }

  /**
   * A free and a taken address get the same answer, at the same cost: an account is made either way
   * (several accounts may name an address until one proves it with a mailed code), and the address is
   * told by mail after the response: a welcome, or, to the owner of a taken one, that someone signed up
   * with it. So the answer, its cookie and its timing say nothing about who has an account.
   */
  async signup(input: SignupInput, meta: RequestMeta): Promise<{ userId: string; session: IssuedSession }> {
    const em = this.em();
    if (await this.findByUsername(em, input.username)) throw new UsernameTakenError();
    const now = this.deps.clock.now();
    const user = em.create(User, {
      username: input.username,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      companyName: input.companyName,
      ticker: input.ticker,
      contactName: input.contactName,
      createdAt: now,
    });
    openOrganization(em, user, now);
    markSignedIn(user, now, meta);
    try {
      await em.flush();
    } catch (error) {
      // Two sign-ups racing for the same name: the database decides.
      if (error instanceof UniqueConstraintViolationException) throw new UsernameTakenError();
      throw error;
    }
    this.background(async () => {
      const owner = await this.accountOfAddress(this.em(), input.email, user.id);
      const mail = owner
        ? signupAddressTakenMail(input.email, owner.username, user.username)
        : signupWelcomeMail(input.email, user.username);
      await this.deps.mailer.send(mail);
    });
    const session = await this.deps.sessions.issue(user.id, meta);
    return { userId: user.id, session };
  }

  /** The account an address belongs to: the one that proved it, else the oldest naming it. */
  private accountOfAddress(em: EntityManager, email: string, except?: string): Promise<User | null> {
    return em.findOne(
      User,
      { email, ...(except ? { id: { $ne: except } } : {}) },
      {
        orderBy: { emailVerifiedAt: QueryOrder.DESC_NULLS_LAST, createdAt: QueryOrder.ASC },
      },
    );
  }

  /**
   * Known and unknown usernames take the same path until the password is right: the same throttle
   * read, one argon2 verification (a dummy hash for nobody) and the same failure writes, so neither
   * the answer nor its timing says whether an account exists.
   */
  async login(input: LoginInput, meta: RequestMeta): Promise<LoginOutcome> {
    const em = this.em();
    const now = this.deps.clock.now();
    const keys = this.throttles.keys(input.username, meta.ip);
    // Throttled: refuse before spending a hash, whatever the password.
    const wait = await this.throttles.wait(em, keys, now);
    if (wait.ms > 0) throw new SignInThrottledError(wait.ms, wait.ceiling);
    const user = await this.findByUsername(em, input.username);
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
    const challenge = await this.em().findOne(LoginChallenge, { tokenHash });
    if (!challenge || !this.challengeOpen(challenge)) throw new InvalidTempTokenError();

    const signedIn = await this.settle(
      challenge.user.id,
      async (user, tx, now) => {
        if (!user.twoFactorEnabled || !user.twoFactorSecret) throw new InvalidTempTokenError();
        const accepted = this.acceptSecondFactor(user, input.token, now);
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
    await this.throttles.recordSuccess(this.em(), this.throttles.keys(username, meta.ip), this.deps.clock.now(), { trust: true });
    const session = await this.deps.sessions.issue(challenge.user.id, meta);
    return { userId: challenge.user.id, session, ...factor };
  }

  async me(viewer: Viewer): Promise<UserProfile> {
    const user = await this.em().findOne(User, viewer.userId);
    const em = this.em();
    const membership = await membershipOf(em, viewer.userId);
    if (!user || !membership) throw new UnauthorizedError();
    const team = (await membersOf(em, membership.organization.id)).length > 1;
    // Everyone sets two factors up before anything else when the server requires it; otherwise every member of a team.
    return { ...toProfile(user, membership), twoFactorRequired: !user.twoFactorEnabled && (viewer.twoFactorPending === true || team) };
  }

  /** A new pending secret and backup codes; 2FA is on only after `enableTwoFactor` proves the app has it. */
  async setupTwoFactor(viewer: Viewer): Promise<TwoFactorSetup> {
    const em = this.em();
    const user = await em.findOne(User, viewer.userId);
    if (!user) throw new UnauthorizedError();
    if (user.twoFactorEnabled) throw TwoFactorStateError.alreadyEnabled();
    const secret = newTotpSecret();
    const backupCodes = newBackupCodes();
    user.twoFactorSecret = encrypt(secret, this.deps.config.credentialsKey, totpContext(user.id));
    user.twoFactorBackupCodes = backupCodes.map((code) => this.backupCodeHash(user.id, normalizeBackupCode(code)!));
    user.totpLastStep = null;
    await em.flush();
    return { qrCodeUrl: await qrCodeDataUrl(otpauthUrl(user.username, secret)), manualEntryKey: secret, backupCodes };
  }

  /** Turns 2FA on when `token` is a current code of the pending secret. Not counted towards the lockout: nothing is protected by it yet. */
  async enableTwoFactor(viewer: Viewer, token: string): Promise<void> {
    await this.em().transactional(async (tx) => {
      const user = await tx.findOne(User, viewer.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new UnauthorizedError();
      if (user.twoFactorEnabled) throw TwoFactorStateError.alreadyEnabled();
      if (!user.twoFactorSecret) throw TwoFactorStateError.notSetUp();
      const step = matchTotpStep(this.totpSecret(user), token, this.deps.clock.now());
      if (step === null) throw new InvalidCodeError(400);
      user.twoFactorEnabled = true;
      user.totpLastStep = step;
    });
    this.deps.sessions.reload(viewer.userId);
  }

  /** Replaces all backup codes, after a current code (TOTP or backup). */
  async regenerateBackupCodes(viewer: Viewer, token: string): Promise<string[]> {
    const backupCodes = newBackupCodes();
    await this.settle(
      viewer.userId,
      async (user, _tx, now) => {
        if (!user.twoFactorEnabled) throw TwoFactorStateError.notEnabled();
        if (!this.acceptSecondFactor(user, token, now)) return null;
        user.twoFactorBackupCodes = backupCodes.map((code) => this.backupCodeHash(user.id, normalizeBackupCode(code)!));
        clearFailures(user);
        return true;
      },
      () => new InvalidCodeError(400),
    );
    return backupCodes;
  }

  /** Turns 2FA off (secret and codes dropped) after a current code; the user may set it up again. */
  async resetTwoFactor(viewer: Viewer, token: string): Promise<void> {
    await this.settle(
      viewer.userId,
      async (user, _tx, now) => {
        if (!user.twoFactorEnabled) throw TwoFactorStateError.notEnabled();
        if (!this.acceptSecondFactor(user, token, now)) return null;
        user.twoFactorEnabled = false;
        user.twoFactorSecret = null;
        user.twoFactorBackupCodes = [];
        user.totpLastStep = null;
        clearFailures(user);
        return true;
      },
      () => new InvalidCodeError(400),
    );
    this.deps.sessions.reload(viewer.userId);
  }

  /** Needs the current password (a wrong one counts towards the lockout); keeps this session, ends the others. */
  async changePassword(viewer: Viewer, input: ChangePasswordInput): Promise<{ endedSessions: number }> {
    const user = await this.em().findOne(User, viewer.userId);
    if (!user) throw new UnauthorizedError();
    const lock = activeLock(user, this.deps.clock.now());
    if (lock) throw new AccountLockedError(lock);
    const currentOk = await verifyPassword(user.passwordHash, input.currentPassword);
    const newHash = currentOk ? await hashPassword(input.password) : null;
    const endedSessions = await this.settle(
      user.id,
      async (locked, tx, now) => {
        if (!newHash) return null;
        locked.passwordHash = newHash;
        clearFailures(locked);
        await this.closeOpenCredentials(tx, locked.id, now);
        return this.deps.sessions.endAllForUser(locked.id, { keep: viewer.sessionId, em: tx });
      },
      () => new WrongCurrentPasswordError(),
    );
    this.deps.sessions.forget({ userId: user.id, keep: viewer.sessionId }); // again, now that it committed
    return { endedSessions };
  }

  /**
   * Always the same answer, at the same speed: the lookup, the link and the mail run after the
   * response, so neither the body nor the timing says whether the email has an account.
   */
  requestPasswordReset(email: string, meta: RequestMeta): { message: string } {
    this.background(async () => {
      const em = this.em();
      const user = await this.accountOfAddress(em, email);
      if (!user) return;
      const now = this.deps.clock.now();
      const open = await em.count(PasswordReset, { user, usedAt: null, expiresAt: { $gt: now } });
      if (open >= MAX_OPEN_PASSWORD_RESETS) {
        this.deps.logger.info({ userId: user.id }, 'password reset not sent: the account already has open reset links');
        return;
      }
      const token = randomToken();
      em.create(PasswordReset, {
        user,
        tokenHash: sha256(token),
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
        requestedIp: meta.ip?.slice(0, 64) ?? null,
        createdAt: now,
      });
      await em.flush();
      const link = `${this.deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await this.deps.mailer.send(passwordResetMail(user.email, user.username, link));
    });
    return { message: FORGOT_PASSWORD_MESSAGE };
  }

  /** Sets a new password from a reset link (once, within the hour), unlocks the account and ends every session. */
  async resetPassword(input: ResetPasswordInput): Promise<void> {
    const newHash = await hashPassword(input.password);
    const tokenHash = sha256(input.token);
    const userId = await this.em().transactional(async (tx) => {
      const now = this.deps.clock.now();
      const reset = await tx.findOne(PasswordReset, { tokenHash }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= now.getTime()) throw new InvalidResetTokenError();
      const user = await tx.findOneOrFail(User, reset.user.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
      user.passwordHash = newHash;
      clearFailures(user);
      await this.closeOpenCredentials(tx, user.id, now);
      await this.deps.sessions.endAllForUser(user.id, { em: tx });
      return user.id;
    });
    this.deps.sessions.forget({ userId }); // again, now that it committed
  }

  /** Deletes sign-in throttle rows that no longer slow or trust anyone (for a periodic job). */
  purgeStaleThrottles(): Promise<number> {
    return this.throttles.purgeStale(this.em(), this.deps.clock.now());
  }

  /** Resolves when mail and other after-the-response work has finished (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  // --- the rules' plumbing ---

  private em(): EntityManager {
    return this.deps.orm.em.fork();
  }

  private findByUsername(em: EntityManager, username: string): Promise<User | null> {
    return findUserByUsername(em, username);
  }

  /**
   * Every credential check ends here, on the user row locked for update: refused while locked, a
   * `null` from `check` is a failure that counts (and may lock), anything else commits. Errors
   * thrown by `check` roll back. Only `tx` may touch the database inside `check`.
   */
  private async settle<T>(
    userId: string,
    check: (user: User, tx: EntityManager, now: Date) => Promise<T | null>,
    failure: () => AppError,
  ): Promise<T> {
    const outcome = await this.em().transactional(async (tx): Promise<Settled<T>> => {
      const user = await tx.findOne(User, userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) return { kind: 'failed' };
      const now = this.deps.clock.now();
      const lock = activeLock(user, now);
      if (lock) return { kind: 'locked', until: lock };
      const value = await check(user, tx, now);
      if (value !== null) return { kind: 'ok', value };
      const newLock = registerFailure(user, now);
      return newLock ? { kind: 'locked', until: newLock } : { kind: 'failed' };
    });
    if (outcome.kind === 'locked') throw new AccountLockedError(outcome.until);
    if (outcome.kind === 'failed') throw failure();
    return outcome.value;
  }

  /** Checks a TOTP code (refusing a replayed or older step) or spends a backup code; mutates `user` only on success. */
  private acceptSecondFactor(
    user: User,
    input: string,
    now: Date,
  ): { method: 'totp' | 'backup_code'; backupCodesRemaining: number } | null {
    const digits = input.replace(/\s/g, '');
    if (/^\d{6}$/.test(digits)) {
      const step = matchTotpStep(this.totpSecret(user), digits, now);
      if (step === null || (user.totpLastStep != null && step <= user.totpLastStep)) return null;
      user.totpLastStep = step;
      return { method: 'totp', backupCodesRemaining: user.twoFactorBackupCodes.length };
    }
    const code = normalizeBackupCode(input);
    if (!code) return null;
    const hash = this.backupCodeHash(user.id, code);
    if (!user.twoFactorBackupCodes.includes(hash)) return null;
    user.twoFactorBackupCodes = user.twoFactorBackupCodes.filter((h) => h !== hash);
    return { method: 'backup_code', backupCodesRemaining: user.twoFactorBackupCodes.length };
  }

  private challengeOpen(challenge: LoginChallenge): boolean {
    return !challenge.usedAt && challenge.expiresAt.getTime() > this.deps.clock.now().getTime();
  }

  /** Reset links and half-finished sign-ins stop working once the password changes. */
  private async closeOpenCredentials(tx: EntityManager, userId: string, now: Date): Promise<void> {
    await tx.nativeUpdate(PasswordReset, { user: userId, usedAt: null }, { usedAt: now });
    await tx.nativeUpdate(LoginChallenge, { user: userId, usedAt: null }, { usedAt: now });
  }

  private totpSecret(user: User): string {
    return decrypt(user.twoFactorSecret!, this.deps.config.credentialsKey, totpContext(user.id));
  }

  /**
   * HMAC-SHA256 with a server key rather than argon2: a code has ~40 bits, so what protects it is a
   * key the database does not hold; checking one code against ten stays instant; whoever also holds
   * the key could decrypt the TOTP secret anyway.
   */
  private backupCodeHash(userId: string, normalizedCode: string): string {
    return hmacSha256(this.backupCodeKey, `${userId}:${normalizedCode}`);
  }

  private background(task: () => Promise<void>): void {
    const running: Promise<void> = task()
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'identity background task failed'))
      .finally(() => this.pending.delete(running));
    this.pending.add(running);
  }
}

function totpContext(userId: string): string {
  return `totp:${userId}`;
}

export function issuerProfile(user: User): IssuerProfile {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    companyName: user.companyName ?? null,
    ticker: user.ticker ?? null,
    exchange: user.exchange ?? null,
    sector: user.sector ?? null,
    contactName: user.contactName ?? null,
    website: user.website ?? null,
    jurisdiction: user.jurisdiction ?? null,
    verificationStatus: user.verificationStatus,
  };
}

/**
 * The signed-in person's profile. A member of a verified company is verified for it whether or not they
 * went through KYC themselves: the company's name, ticker, exchange and website are theirs to act for.
 */
function toProfile(user: User, membership: { organization: Organization; role: MemberRole }): Omit<UserProfile, 'twoFactorRequired'> {
  const company = membership.organization;
  const verified = company.verifiedAt
    ? {
        companyName: company.name ?? null,
        ticker: company.ticker ?? null,
        exchange: company.exchange ?? null,
        website: company.website ?? null,
        verificationStatus: 'verified' as const,
      }
    : {};
  return {
    ...issuerProfile(user),
    ...verified,
    role: user.role,
    plan: membership.organization.plan,
    organizationId: membership.organization.id,
    memberRole: membership.role,
    twoFactorEnabled: user.twoFactorEnabled,
    backupCodesRemaining: user.twoFactorEnabled ? user.twoFactorBackupCodes.length : 0,
    lastLoginAt: user.lastLoginAt ?? null,
    createdAt: user.createdAt,
  };
}
