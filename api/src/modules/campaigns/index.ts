import { defineModule } from '../../lib/module';
import { BillingResolver } from './billing.resolver';
import { billingRoutes } from './billing.routes';
import { Campaign } from './campaign.entity';
import { CampaignsResolver } from './campaigns.resolver';
import { campaignsRoutes } from './campaigns.routes';
import { Charge } from './charge.entity';
import { DashboardVersion } from './dashboard-version.entity';
export { BillingResolver } from './billing.resolver';
export { billingRoutes } from './billing.routes';
export {
  BillingService,
  CHARGE_CURRENCY,
  campaignChargeReference,
  campaignCost,
  nextArticleCost,
  sameCost,
  subscriptionOf,
  type ChargeView,
  type ContentCost,
  type NewCharge,
  type Subscription,
} from './billing.service';
export { CAMPAIGN_STATUSES, Campaign, campaignLabels, confirmedLinksOf, type CampaignStatus } from './campaign.entity';
export {
  BriefTooThinError,
  CampaignArchivedError,
  CampaignIncompleteError,
  CampaignNotFoundError,
  HighlightsRequiredError,
  OverageConfirmationRequiredError,
  assertFeatureBrief,
} from './campaigns.errors';
export { CampaignStatusEnum, CampaignsResolver, ContentFormatEnum, SectorEnum } from './campaigns.resolver';
export { campaignsRoutes } from './campaigns.routes';
export {
  BRIEF_FIELDS,
  BRIEF_WORD_CAPS,
  BUDGETS,
  CAMPAIGN_LIST_STATUSES,
  CAMPAIGN_TONES,
  CONTENT_FORMATS,
  DEFAULT_BUDGET,
  FEATURE_BRIEF_MIN_WORDS,
  MESSAGES,
  SECTORS,
  SECTOR_LABELS,
  briefShortfall,
  briefShortfallMessage,
  campaignDraftSchema,
  campaignInputSchema,
  campaignListQuerySchema,
  campaignUpdateSchema,
  changePlanSchema,
  defaultCampaignTitle,
  sectorForListing,
  type BriefField,
  type BriefText,
  type Budget,
  type CampaignDraftInput,
  type CampaignInput,
  type CampaignListQuery,
  type CampaignTone,
  type ContentFormat,
  type Sector,
} from './campaigns.schemas';
export {
  CampaignsService,
  DEFAULT_PAGE_SIZE,
  FULL_LIST_LIMIT,
  campaignView,
  suggestedCampaignTitle,
  type CampaignArticleStatus,
  type CampaignArticles,
  type CampaignPage,
  type CampaignView,
  type CampaignsDeps,
} from './campaigns.service';
export { CHARGE_KINDS, Charge, type ChargeKind } from './charge.entity';
export { DashboardCache, type DashboardAnswer } from './dashboard-cache';
export { DashboardVersion } from './dashboard-version.entity';
export { PLANS, PLAN_IDS, formatUsd, monthBounds, overageMessage, planDetails, upgradeFrom, type PlanDetails, type PlanId } from './plans';
export { PlanService, type ArticleCounts, type PlanUsage } from './plans.service';
export { campaignFiguresSql, revenueFiguresSql } from './campaigns.figures';

/** The campaigns module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const campaignsModule = defineModule({
  name: 'campaigns',
  entities: [Campaign, Charge, DashboardVersion],
  resolvers: [CampaignsResolver, BillingResolver],
  routes: [{ plugin: campaignsRoutes }, { plugin: billingRoutes }],
});
