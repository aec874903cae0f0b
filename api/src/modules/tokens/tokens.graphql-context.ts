import type { GraphQLContext } from '../../graphql/context';
import type { TokensService } from './tokens.service';

/** What the tokens resolvers use of the app's services: the module's own view of a GraphQL request. */
export type TokensContext = GraphQLContext<{ tokens: TokensService }>;
