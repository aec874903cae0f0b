import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { ComplianceService } from './compliance.service';
import { ContentGeneratorService } from './content-generator.service';
import { ComplianceResolver } from './compliance.resolver';
import { complianceRoutes, contentGeneratorRoutes } from './compliance.routes';
export { buildDisclosures, looksForward, type DisclosureFacts, type DisclosureInput } from './compliance.disclosures';
export {
  checkContent,
  scoreOf,
  type ComplianceReport,
  type ComplianceResultLevel,
  type Finding,
  type FindingRewrite,
  type Severity,
  type Span,
} from './compliance.engine';
export { ComplianceResultEnum, DisclosureKindEnum, FindingCategoryEnum, PaymentFormEnum, SeverityEnum } from './compliance.enums';
export { DisclosureSlotType, FindingRewriteType, SpanType } from './compliance.resolver';
export { type DisclosureSlotView } from './compliance.disclosure-list';
export { FINDING_CATEGORIES, type FindingCategory } from './compliance.categories';
export { ComplianceService, type ListedReport } from './compliance.service';
export { ContentGeneratorService } from './content-generator.service';
export { findingKey, passageHash } from './compliance.finding-key';
export { type DisclosureFactsCheck } from './compliance.disclosure-facts';
export { listingRulesFor } from './compliance.rules';
export { disclosureSlotsJson, findingCategoryJson, findingRewriteJson } from './compliance.views';

/** What compliance's services are built from; `articleDirectory` is the articles module's reader. */
type ComplianceModuleContext = Pick<SharedDeps, 'clock' | 'contentModel'> & {
  market: DepsOf<typeof ComplianceService>;
  authorization: DepsOf<typeof ContentGeneratorService>['authorization'];
  compliance: ComplianceService;
  articleDirectory: DepsOf<typeof ContentGeneratorService>['articles'];
};

/** The compliance module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const complianceModule = defineModule({
  name: 'compliance',
  services: {
    compliance: (c: ComplianceModuleContext) => new ComplianceService(c.market),
    contentGenerator: (c: ComplianceModuleContext) =>
      new ContentGeneratorService({
        authorization: c.authorization,
        compliance: c.compliance,
        market: c.market,
        contentModel: c.contentModel,
        clock: c.clock,
        articles: c.articleDirectory,
      }),
  },
  resolvers: [ComplianceResolver],
  routes: [{ plugin: complianceRoutes }, { plugin: contentGeneratorRoutes }],
});
