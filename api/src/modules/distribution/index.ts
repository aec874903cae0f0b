import { defineModule } from '../../lib/module';
import { registerDistributionJobs } from './distribution.jobs';
import { DistributionResolver } from './distribution.resolver';
import { distributionRoutes } from './distribution.routes';
import { AnalyticsOrderFieldsResolver, DistributionResultMoneyResolver, NewswireOrderMoneyResolver } from './distribution.types';
import { NewswireOrder } from './newswire-order.entity';
export { DistributionService } from './distribution.service';
export {
  DistributeInputType,
  DistributionLevelEnum,
  DistributionResultType,
  NewswireOrderStatusEnum,
  NewswireOrderType,
} from './distribution.types';
export { type DistributeAnswer, type OrderView } from './distribution.views';
export { NewswireOrder } from './newswire-order.entity';
export { orderLedger } from './order-ledger';
export { ordersInRange } from './order-reads';

/** The distribution module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const distributionModule = defineModule({
  name: 'distribution',
  entities: [NewswireOrder],
  resolvers: [DistributionResolver, NewswireOrderMoneyResolver, DistributionResultMoneyResolver, AnalyticsOrderFieldsResolver],
  routes: [{ plugin: distributionRoutes }],
  jobs: registerDistributionJobs,
});
