import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { OpenAiReviewModel, type ComplianceReviewer } from '../../ai';
import { ComplianceReviewService } from './compliance-review.service';
import { SecondOpinionService } from './second-opinion';
import { ComplianceDismissal } from './compliance-dismissal.entity';
import { ComplianceReviewResolver } from './compliance-review.resolver';
import { complianceReviewRoutes } from './compliance-review.routes';
import { ModelReview } from './model-review.entity';
export { ComplianceReviewService } from './compliance-review.service';
export { SecondOpinionService } from './second-opinion';

/** What compliance-review's services are built from. */
type ComplianceReviewModuleContext = Pick<SharedDeps, 'orm' | 'config' | 'clock' | 'logger'> &
  Pick<DepsOf<typeof ComplianceReviewService>, 'articles' | 'compliance' | 'market' | 'audit'> & {
    secondOpinion: SecondOpinionService | null;
    /** The model's second opinion; default: the OpenAI model with a key, none without (null: none). Tests pass their own. */
    complianceReviewer?: ComplianceReviewer | null;
  };

/** The compliance-review module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const complianceReviewModule = defineModule({
  name: 'compliance-review',
  services: {
    // A second reader of borderline sentences when a model is configured (asked in the background, read from storage).
    secondOpinion: (c: ComplianceReviewModuleContext) => {
      const { apiKey, baseUrl, model } = c.config.openai;
      const reviewer =
        c.complianceReviewer !== undefined ? c.complianceReviewer : apiKey ? new OpenAiReviewModel({ apiKey, baseUrl, model }) : null;
      return reviewer ? new SecondOpinionService({ orm: c.orm, reviewer, clock: c.clock, logger: c.logger }) : null;
    },
    // Approvers may dismiss a finding of one version, on the record; the gate counts only what is not dismissed.
    complianceReview: (c: ComplianceReviewModuleContext) =>
      new ComplianceReviewService({
        articles: c.articles,
        compliance: c.compliance,
        market: c.market,
        audit: c.audit,
        clock: c.clock,
        secondOpinion: c.secondOpinion ?? undefined,
      }),
  },
  entities: [ComplianceDismissal, ModelReview],
  resolvers: [ComplianceReviewResolver],
  routes: [{ plugin: complianceReviewRoutes }],
  // A second opinion asked of the model stores its answer (or its failure: the call times out).
  stop: { settle: async (services: { secondOpinion: SecondOpinionService | null }) => services.secondOpinion?.idle() },
});
