import type { Config } from './config';
import type { Orm } from './db/orm';
import type { Logger } from './lib/logger';
import { MarketService } from './modules/market/market.service';
import type { PluginRegistry } from './plugins/plugin-registry';
import { SystemService } from './modules/system/system.service';

export interface ServiceDeps {
  config: Config;
  orm: Orm;
  logger: Logger;
  plugins: PluginRegistry;
}

/** Every module's service, built once at start-up; routes and resolvers reach them through the request. */
export function createServices(deps: ServiceDeps) {
  return {
    system: new SystemService(deps.orm),
    market: new MarketService(deps.orm, () => deps.plugins.marketData()),
  };
}

export type Services = ReturnType<typeof createServices>;
