import type { Config } from './config';
import type { Orm } from './db/orm';
import { systemClock, type Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import { createMailer, type Mailer } from './mail/mailer';
import { IdentityService, type AuthRateLimit } from './modules/identity/identity.service';
import { SessionService } from './modules/identity/session.service';
import { TickerAuthorizationService } from './modules/kyc/ticker-authorization.service';
import { ComplianceService } from './modules/compliance/compliance.service';
import { MarketService } from './modules/market/market.service';
import type { PluginRegistry } from './plugins/plugin-registry';
import { SystemService } from './modules/system/system.service';

export interface ServiceDeps {
  config: Config;
  orm: Orm;
  logger: Logger;
  plugins: PluginRegistry;
  /** Time for every deadline (sessions, lockout, codes); tests pass a ManualClock. */
  clock?: Clock;
  /** Defaults to SMTP to SMTP_URL, or the log when it is unset. */
  mailer?: Mailer;
  /** Per-IP limit on sign-in, sign-up, 2FA and reset calls; tests lower or raise it. */
  authRateLimit?: AuthRateLimit;
}

/** Every module's service, built once at start-up; routes and resolvers reach them through the request. */
export function createServices(deps: ServiceDeps) {
  const clock = deps.clock ?? systemClock;
  const mailer = deps.mailer ?? createMailer(deps.config, deps.logger);
  const sessions = new SessionService({ orm: deps.orm, clock, config: deps.config });
  const market = new MarketService(deps.orm, () => deps.plugins.marketData());
  return {
    sessions,
    identity: new IdentityService({ orm: deps.orm, config: deps.config, logger: deps.logger, clock, mailer, sessions, authRateLimit: deps.authRateLimit }),
    system: new SystemService(deps.orm),
    authorization: new TickerAuthorizationService(),
    market,
    compliance: new ComplianceService(market),
  };
}

export type Services = ReturnType<typeof createServices>;
