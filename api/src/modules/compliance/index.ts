import { defineModule } from '../../lib/module';
import { ComplianceResolver } from './compliance.resolver';
import { complianceRoutes, contentGeneratorRoutes } from './compliance.routes';
export { buildDisclosures, looksForward, type DisclosureFacts, type DisclosureInput } from './compliance.disclosures';
export {
  checkContent,
  scoreOf,
  type ComplianceReport,
  type ComplianceResultLevel,
  type Finding,
  type Severity,
  type Span,
} from './compliance.engine';
export { ComplianceResultEnum, DisclosureKindEnum, PaymentFormEnum, SeverityEnum } from './compliance.enums';
export { SpanType } from './compliance.resolver';
export { ComplianceService, type ListedReport } from './compliance.service';
export { ContentGeneratorService } from './content-generator.service';
export { findingKey, passageHash } from './compliance.finding-key';
export { type DisclosureFactsCheck } from './compliance.disclosure-facts';
export { listingRulesFor } from './compliance.rules';

/** The compliance module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const complianceModule = defineModule({
  name: 'compliance',
  resolvers: [ComplianceResolver],
  routes: [{ plugin: complianceRoutes }, { plugin: contentGeneratorRoutes }],
});
