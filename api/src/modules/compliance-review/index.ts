import { defineModule } from '../../lib/module';
import { ComplianceDismissal } from './compliance-dismissal.entity';
import { ComplianceReviewResolver } from './compliance-review.resolver';
import { complianceReviewRoutes } from './compliance-review.routes';
import { ModelReview } from './model-review.entity';
export { ComplianceReviewService } from './compliance-review.service';
export { SecondOpinionService } from './second-opinion';

/** The compliance-review module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const complianceReviewModule = defineModule({
  name: 'compliance-review',
  entities: [ComplianceDismissal, ModelReview],
  resolvers: [ComplianceReviewResolver],
  routes: [{ plugin: complianceReviewRoutes }],
});
