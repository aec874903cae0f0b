import type { GraphQLContext } from '../../graphql/context';
import type { DemoService } from './demo.service';
import type { KycService } from './kyc.service';

/** What the kyc resolvers use of the app's services: the module's own view of a GraphQL request. */
export type KycContext = GraphQLContext<{ demo: DemoService; kyc: KycService }>;
