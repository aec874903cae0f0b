import type { GraphQLContext } from '../../graphql/context';
import type { ComplianceReviewService } from './compliance-review.service';

/** What the compliance-review resolvers use of the app's services: the module's own view of a GraphQL request. */
export type ComplianceReviewContext = GraphQLContext<{ complianceReview: ComplianceReviewService }>;
