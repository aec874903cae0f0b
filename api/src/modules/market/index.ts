import { defineModule } from '../../lib/module';
import { MarketResolver } from './market.resolver';
import { marketRoutes } from './market.routes';
import { StockData } from './stock-data.entity';
export { LIVE_QUOTE_MAX_AGE_MS, QUOTE_FRESHNESS, tickerParam, type CompanyInfo, type QuoteFreshness } from './market.schemas';
export { MarketService } from './market.service';
export { StockData } from './stock-data.entity';

/** The market module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const marketModule = defineModule({
  name: 'market',
  entities: [StockData],
  resolvers: [MarketResolver],
  routes: [{ plugin: marketRoutes }],
});
