import type { GraphQLContext } from '../../graphql/context';
import type { MarketService } from './market.service';

/** What the market resolvers use of the app's services: the module's own view of a GraphQL request. */
export type MarketContext = GraphQLContext<{ market: MarketService }>;
