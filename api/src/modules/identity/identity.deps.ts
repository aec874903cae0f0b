import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import type { SessionService } from './session.service';

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
