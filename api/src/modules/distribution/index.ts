import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { DistributionService } from './distribution.service';
import { orderLedger } from './order-ledger';
import { ordersInRange } from './order-reads';
import { vendorCallDeps, type VendorCallContext } from '../vendor-calls';
import { registerDistributionJobs } from './distribution.jobs';
import { DistributionResolver } from './distribution.resolver';
import { distributionRoutes } from './distribution.routes';
import {
  AnalyticsOrderFieldsResolver,
  DistributionResultMoneyResolver,
  NewswireOrderMoneyResolver,
  NewswirePackageQuoteMoneyResolver,
  NewswireProviderMoneyResolver,
} from './distribution.types';
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

/** What distribution's services are built from. */
type DistributionModuleContext = VendorCallContext &
  Pick<SharedDeps, 'plugins'> &
  Pick<DepsOf<typeof DistributionService>, 'billing' | 'market'>;

/** The distribution module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const distributionModule = defineModule({
  name: 'distribution',
  services: {
    distribution: (c: DistributionModuleContext) =>
      new DistributionService({
        ...vendorCallDeps(c),
        plugins: c.plugins,
        billing: c.billing,
        market: c.market,
        pollIntervalSeconds: c.config.orderPollIntervalSeconds,
      }),
    // What other modules read of distribution, as ports: the wire orders' ledger (the release, the newsroom)
    // and the orders in a period (engagement's analytics).
    orderLedger: () => orderLedger,
    wireOrders: (c: DistributionModuleContext) => ordersInRange(c.plugins),
  },
  entities: [NewswireOrder],
  resolvers: [
    DistributionResolver,
    NewswireOrderMoneyResolver,
    DistributionResultMoneyResolver,
    NewswireProviderMoneyResolver,
    NewswirePackageQuoteMoneyResolver,
    AnalyticsOrderFieldsResolver,
  ],
  routes: [{ plugin: distributionRoutes }],
  jobs: registerDistributionJobs,
});
