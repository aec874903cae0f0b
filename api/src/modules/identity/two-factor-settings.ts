import { LockMode } from '@mikro-orm/core';
import { encrypt } from '../../lib/crypto';
import { UnauthorizedError } from '../../lib/errors';
import { type CredentialCheck, totpContext } from './credential-check';
import type { IdentityDeps } from './identity.deps';
import { InvalidCodeError, TwoFactorStateError } from './identity.errors';
import { clearFailures } from './sign-in-steps';
import { matchTotpStep, newBackupCodes, newTotpSecret, normalizeBackupCode, otpauthUrl, qrCodeDataUrl } from './two-factor.codes';
import { User } from './user.entity';
import type { Viewer } from './viewer';

export interface TwoFactorSetup {
  /** data:image/png;base64 QR code of the otpauth:// URL. */
  qrCodeUrl: string;
  manualEntryKey: string;
  /** Shown once; only keyed hashes are kept. */
  backupCodes: string[];
}

/** What happens when a person sets up, turns on, renews or turns off their second factor. */
export class TwoFactorSettings {
  constructor(
    private readonly deps: IdentityDeps,
    private readonly credentials: CredentialCheck,
  ) {}

  /** A new pending secret and backup codes; 2FA is on only after `enableTwoFactor` proves the app has it. */
  async setupTwoFactor(viewer: Viewer): Promise<TwoFactorSetup> {
    const em = this.deps.orm.em.fork();
    const user = await em.findOne(User, viewer.userId);
    if (!user) throw new UnauthorizedError();
    if (user.twoFactorEnabled) throw TwoFactorStateError.alreadyEnabled();
    const secret = newTotpSecret();
    const backupCodes = newBackupCodes();
    user.twoFactorSecret = encrypt(secret, this.deps.config.credentialsKey, totpContext(user.id));
    user.twoFactorBackupCodes = backupCodes.map((code) => this.credentials.backupCodeHash(user.id, normalizeBackupCode(code)!));
    user.totpLastStep = null;
    await em.flush();
    return { qrCodeUrl: await qrCodeDataUrl(otpauthUrl(user.username, secret)), manualEntryKey: secret, backupCodes };
  }

  /** Turns 2FA on when `token` is a current code of the pending secret. Not counted towards the lockout: nothing is protected by it yet. */
  async enableTwoFactor(viewer: Viewer, token: string): Promise<void> {
    await this.deps.orm.em.fork().transactional(async (tx) => {
      const user = await tx.findOne(User, viewer.userId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!user) throw new UnauthorizedError();
      if (user.twoFactorEnabled) throw TwoFactorStateError.alreadyEnabled();
      if (!user.twoFactorSecret) throw TwoFactorStateError.notSetUp();
      const step = matchTotpStep(this.credentials.totpSecret(user), token, this.deps.clock.now());
      if (step === null) throw new InvalidCodeError(400);
      user.twoFactorEnabled = true;
      user.totpLastStep = step;
    });
    this.deps.sessions.reload(viewer.userId);
  }

  /** Replaces all backup codes, after a current code (TOTP or backup). */
  async regenerateBackupCodes(viewer: Viewer, token: string): Promise<string[]> {
    const backupCodes = newBackupCodes();
    await this.credentials.settle(
      viewer.userId,
      async (user, _tx, now) => {
        if (!user.twoFactorEnabled) throw TwoFactorStateError.notEnabled();
        if (!this.credentials.acceptSecondFactor(user, token, now)) return null;
        user.twoFactorBackupCodes = backupCodes.map((code) => this.credentials.backupCodeHash(user.id, normalizeBackupCode(code)!));
        clearFailures(user);
        return true;
      },
      () => new InvalidCodeError(400),
    );
    return backupCodes;
  }

  /** Turns 2FA off (secret and codes dropped) after a current code; the user may set it up again. */
  async resetTwoFactor(viewer: Viewer, token: string): Promise<void> {
    await this.credentials.settle(
      viewer.userId,
      async (user, _tx, now) => {
        if (!user.twoFactorEnabled) throw TwoFactorStateError.notEnabled();
        if (!this.credentials.acceptSecondFactor(user, token, now)) return null;
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
}
