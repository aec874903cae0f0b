import { defineModule, type SharedDeps } from '../../core/module';
import { MarketService } from './market.service';
import { MarketResolver } from './market.resolver';
import { marketRoutes } from './market.routes';
import { StockData } from './stock-data.entity';
export { LIVE_QUOTE_MAX_AGE_MS, QUOTE_FRESHNESS, tickerParam, type CompanyInfo, type QuoteFreshness } from './market.schemas';
export { MarketService } from './market.service';
export { StockData } from './stock-data.entity';

/** What market's service is built from. */
type MarketModuleContext = Pick<SharedDeps, 'orm' | 'plugins'>;

/** The market module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const marketModule = defineModule({
  name: 'market',
  services: {
    // The bundled dataset (`embedded`) is sample data however it runs; any other market-data plugin in live mode is a feed.
    market: ({ orm, plugins }: MarketModuleContext) =>
      new MarketService(
        orm,
        () => plugins.marketData(),
        () => plugins.list().some((p) => p.kind === 'market-data' && p.id !== 'embedded' && p.mode === 'live'),
      ),
  },
  entities: [StockData],
  resolvers: [MarketResolver],
  routes: [{ plugin: marketRoutes }],
});
