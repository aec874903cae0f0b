// Every compliance rule, one file each (`<rule id>.ts`, the way ESLint keeps lib/rules/x.js). To add a rule,
// write its file (rule.ts has the shape; `npm run lint` checks it) and add one line here. The order is the
// order rules are checked and reported in.
import { rule as promissoryGuarantee } from './promissory.guarantee';
import { rule as priceTarget } from './price.target';
import { rule as priceValueMultiplied } from './price.value-multiplied';
import { rule as priceFloorPromised } from './price.floor-promised';
import { rule as performanceRepeat } from './performance.repeat';
import { rule as urgencyPressure } from './urgency.pressure';
import { rule as urgencyAheadOfNews } from './urgency.ahead-of-news';
import { rule as disclaimerUndercut } from './disclaimer.undercut';
import { rule as certaintyResults } from './certainty.results';
import { rule as promotionCallToBuy } from './promotion.call-to-buy';
import { rule as comparisonFamousCompany } from './comparison.famous-company';
import { rule as comparisonPastRun } from './comparison.past-run';
import { rule as buzzwordHotSector } from './buzzword.hot-sector';
import { rule as superlativeUnattributed } from './superlative.unattributed';
import { rule as superlativeAsProof } from './superlative.as-proof';
import { rule as certaintyPlans } from './certainty.plans';
import { rule as certaintyApprovals } from './certainty.approvals';
import { rule as certaintyOutcomes } from './certainty.outcomes';
import { rule as certaintyInvestorAssurance } from './certainty.investor-assurance';
import { rule as certaintyDoubleNegative } from './certainty.double-negative';
import { rule as dealNonBindingAsDone } from './deal.non-binding-as-done';
import { rule as demandUnsupported } from './demand.unsupported';
import { rule as demandUniversalAdoption } from './demand.universal-adoption';
import { rule as infoUndisclosedHint } from './info.undisclosed-hint';
import { rule as promiseListingBuyback } from './promise.listing-buyback';
import { rule as miningUnsupportedClaim } from './mining.unsupported-claim';
import { rule as miningSizeWithoutResource } from './mining.size-without-resource';
import { rule as pivotHotSectorValue } from './pivot.hot-sector-value';
import { rule as resultsCherryPicked } from './results.cherry-picked';
import { rule as returnPromised } from './return.promised';
import { rule as returnPayback } from './return.payback';
import { rule as takeoverSpeculation } from './takeover.speculation';
import { rule as endorsementTestimonial } from './endorsement.testimonial';
import { rule as endorsementGainsTestimonial } from './endorsement.gains-testimonial';
import { rule as endorsementVouching } from './endorsement.vouching';
import { rule as flsSafeHarborPenny } from './fls.safe-harbor-penny';
import { rule as placeholderUnfilled } from './placeholder.unfilled';
import type { RuleModule } from './rule';

export const PATTERN_RULES: readonly RuleModule[] = [
  promissoryGuarantee,
  priceTarget,
  priceValueMultiplied,
  priceFloorPromised,
  performanceRepeat,
  urgencyPressure,
  urgencyAheadOfNews,
  disclaimerUndercut,
  certaintyResults,
  promotionCallToBuy,
  comparisonFamousCompany,
  comparisonPastRun,
  buzzwordHotSector,
  superlativeUnattributed,
  superlativeAsProof,
  certaintyPlans,
  certaintyApprovals,
  certaintyOutcomes,
  certaintyInvestorAssurance,
  certaintyDoubleNegative,
  dealNonBindingAsDone,
  demandUnsupported,
  demandUniversalAdoption,
  infoUndisclosedHint,
  promiseListingBuyback,
  miningUnsupportedClaim,
  miningSizeWithoutResource,
  pivotHotSectorValue,
  resultsCherryPicked,
  returnPromised,
  returnPayback,
  takeoverSpeculation,
  endorsementTestimonial,
  endorsementGainsTestimonial,
  endorsementVouching,
  flsSafeHarborPenny,
  placeholderUnfilled,
];
