import { defineModule } from '../../lib/module';
import { registerDistributionJobs } from './distribution.jobs';
import { DistributionResolver } from './distribution.resolver';
import { distributionRoutes } from './distribution.routes';
import { AnalyticsOrderFieldsResolver, DistributionResultMoneyResolver, NewswireOrderMoneyResolver } from './distribution.types';
import { NewswireOrder } from './newswire-order.entity';
export { INTERRUPTED_ORDERS_SWEEP_JOB, registerDistributionJobs } from './distribution.jobs';
export { DistributionResolver } from './distribution.resolver';
export { distributionRoutes } from './distribution.routes';
export { DISTRIBUTE_JOB, DistributionService, type DistributionDeps, type PlacedOrders } from './distribution.service';
export {
  AnalyticsOrderFieldsResolver,
  DisclosureNeedType,
  DistributeInputType,
  DistributionLevelEnum,
  DistributionResultMoneyResolver,
  DistributionResultType,
  LevelMarketsType,
  LevelPricesType,
  MovedPublicationType,
  NewswireDeliveryModeEnum,
  NewswireDeliveryType,
  NewswireOrderMoneyResolver,
  NewswireOrderStatusEnum,
  NewswireOrderType,
  NewswirePackageQuoteType,
  NewswireProviderType,
  NewswireQuoteType,
} from './distribution.types';
export {
  DISTRIBUTION_FAILED,
  distributionMessage,
  orderView,
  providerView,
  type DistributeAnswer,
  type OrderView,
  type ProviderView,
} from './distribution.views';
export { NewswireOrder } from './newswire-order.entity';
export { orderLedger } from './order-ledger';
export { OrderPolling, POLL_INTERVAL_SECONDS, POLL_JOB } from './order-polling';
export { ordersInRange } from './order-reads';

/** The distribution module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const distributionModule = defineModule({
  name: 'distribution',
  entities: [NewswireOrder],
  resolvers: [DistributionResolver, NewswireOrderMoneyResolver, DistributionResultMoneyResolver, AnalyticsOrderFieldsResolver],
  routes: [{ plugin: distributionRoutes }],
  jobs: registerDistributionJobs,
});
