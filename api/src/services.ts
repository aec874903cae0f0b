import type { Config } from './config';
import type { Orm } from './db/orm';
import { systemClock, type Clock } from './lib/clock';
import type { Logger } from './lib/logger';
import { createMailer, type Mailer } from './mail/mailer';
import { IdentityService, type AuthRateLimit } from './modules/identity/identity.service';
import { SessionService } from './modules/identity/session.service';
import { TickerAuthorizationService } from './modules/kyc/ticker-authorization.service';
import { createContentModel, type ContentModel } from './ai';
import { ComplianceService } from './modules/compliance/compliance.service';
import { ContentGeneratorService } from './modules/compliance/content-generator.service';
import { MarketService } from './modules/market/market.service';
import type { PluginRegistry } from './plugins/plugin-registry';
import { SystemService } from './modules/system/system.service';

export interface ServiceDeps {
  config: Config;
  orm: Orm;
  logger: Logger;
  plugins: PluginRegistry;
  /** Tests may pass a model of their own; otherwise chosen from the settings. */
  contentModel?: ContentModel;
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
  const compliance = new ComplianceService(market);
  const authorization = new TickerAuthorizationService();
  // One content model for campaigns and the content generator: OpenAI with a key, the offline composer without.
  const contentModel = deps.contentModel ?? createContentModel({ openaiApiKey: deps.config.openai.apiKey, openaiBaseUrl: deps.config.openai.baseUrl, openaiModel: deps.config.openai.model });
  return {
    sessions,
    identity: new IdentityService({ orm: deps.orm, config: deps.config, logger: deps.logger, clock, mailer, sessions, authRateLimit: deps.authRateLimit }),
    system: new SystemService(deps.orm),
    authorization,
    market,
    compliance,
    contentModel,
    contentGenerator: new ContentGeneratorService({ authorization, compliance, market, contentModel, clock }),
  };
}

export type Services = ReturnType<typeof createServices>;
