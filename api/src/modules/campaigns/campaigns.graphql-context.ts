import type { GraphQLContext } from '../../graphql/context';
import type { BillingService } from './billing.service';
import type { CampaignsService } from './campaigns.service';
import type { PlanService } from './plans.service';

/** What the campaigns resolvers use of the app's services: the module's own view of a GraphQL request. */
export type CampaignsContext = GraphQLContext<{ billing: BillingService; campaigns: CampaignsService; plans: PlanService }>;
