import type { GraphQLContext } from '../../graphql/context';
import type { ComplianceService } from './compliance.service';
import type { ContentGeneratorService } from './content-generator.service';

/** What the compliance resolvers use of the app's services: the module's own view of a GraphQL request. */
export type ComplianceContext = GraphQLContext<{ compliance: ComplianceService; contentGenerator: ContentGeneratorService }>;
