import { defineModule } from '../../lib/module';
import { MarketResolver } from './market.resolver';
import { marketRoutes } from './market.routes';
import { StockData } from './stock-data.entity';
export { MarketResolver } from './market.resolver';
export { marketRoutes } from './market.routes';
export {
  LIVE_QUOTE_MAX_AGE_MS,
  MARKET_DATA_SETUP,
  QUOTE_FRESHNESS,
  companyInfo,
  quoteFreshness,
  searchQueryParam,
  stockSearchResult,
  tickerParam,
  validateResponse,
  type CompanyInfo,
  type QuoteFreshness,
} from './market.schemas';
export { MIN_SEARCH_LENGTH, MarketService, SEARCH_LIMIT, type StockSearchResult } from './market.service';
export { StockData } from './stock-data.entity';

/** The market module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const marketModule = defineModule({
  name: 'market',
  entities: [StockData],
  resolvers: [MarketResolver],
  routes: [{ plugin: marketRoutes }],
});
