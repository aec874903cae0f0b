import { defineModule } from '../../lib/module';
import { ComplianceResolver } from './compliance.resolver';
import { complianceRoutes, contentGeneratorRoutes } from './compliance.routes';
export {
  FORWARD,
  buildDisclosures,
  formatAmount,
  looksForward,
  type DisclosedSubscription,
  type DisclosureFacts,
  type DisclosureInput,
  type DisclosureItem,
  type Disclosures,
} from './compliance.disclosures';
export {
  COMPLIANCE_RESULTS,
  WHOLE_TEXT_PATTERNS,
  checkContent,
  checkContentByFullScan,
  levelOf,
  normalizeText,
  scoreOf,
  type CheckOptions,
  type ComplianceReport,
  type ComplianceResultLevel,
  type Finding,
  type ListingRef,
  type Severity,
  type Span,
} from './compliance.engine';
export {
  ComplianceResultEnum,
  DisclosureKindEnum,
  GeneratorToneEnum,
  ListingComplianceLevelEnum,
  MarketSessionEnum,
  PaymentFormEnum,
  ResearchDepthEnum,
  RiskLevelEnum,
  SeverityEnum,
} from './compliance.enums';
export { DISCLOSURE_KINDS, PAYMENT_FORMS, type DisclosureKind, type PaymentForm } from './compliance.constants';
export { ComplianceResolver, SpanType } from './compliance.resolver';
export { complianceRoutes, contentGeneratorRoutes } from './compliance.routes';
export {
  ComplianceService,
  type AnalysisAnswer,
  type CheckAnswer,
  type Deadlines,
  type GuidelinesAnswer,
  type ListedReport,
  type Listing,
} from './compliance.service';
export { ContentGeneratorService, type EarlierArticles, type GeneratedPressRelease } from './content-generator.service';
export { findingKey, normalizePassage, passageHash } from './compliance.finding-key';
export { verifyDisclosureFacts, withFindings, type DisclosureFactsCheck } from './compliance.disclosure-facts';
export { listingRulesFor } from './compliance.rules';
export { toAnalysis, toSpecWarnings } from './compliance.report-shapes';

/** The compliance module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const complianceModule = defineModule({
  name: 'compliance',
  resolvers: [ComplianceResolver],
  routes: [{ plugin: complianceRoutes }, { plugin: contentGeneratorRoutes }],
});
