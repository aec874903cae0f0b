import { defineModule } from '../../lib/module';
import { ComplianceDismissal } from './compliance-dismissal.entity';
import { ComplianceReviewResolver } from './compliance-review.resolver';
import { complianceReviewRoutes } from './compliance-review.routes';
import { ModelReview } from './model-review.entity';
export { ComplianceDismissal } from './compliance-dismissal.entity';
export { ComplianceReviewResolver } from './compliance-review.resolver';
export { complianceReviewRoutes } from './compliance-review.routes';
export {
  ComplianceReviewService,
  FindingNotFoundError,
  type ComplianceReviewDeps,
  type SecondOpinionSource,
} from './compliance-review.service';
export {
  FINDING_SOURCES,
  SECOND_OPINION_STATUSES,
  reviewedLevel,
  type ArticleComplianceView,
  type ArticleFindingView,
  type FindingSource,
  type SecondOpinionState,
  type SecondOpinionStatus,
} from './compliance-review.views';
export { MODEL_REVIEW_STATUSES, ModelReview, type ModelReviewStatus, type StoredVerdict } from './model-review.entity';
export { MAX_REVIEW_ATTEMPTS, SecondOpinionService, type SecondOpinionDeps } from './second-opinion';

/** The compliance-review module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const complianceReviewModule = defineModule({
  name: 'compliance-review',
  entities: [ComplianceDismissal, ModelReview],
  resolvers: [ComplianceReviewResolver],
  routes: [{ plugin: complianceReviewRoutes }],
});
