import { defineModule } from '../../lib/module';
import { BillingResolver } from './billing.resolver';
import { billingRoutes } from './billing.routes';
import { Campaign } from './campaign.entity';
import { CampaignsResolver } from './campaigns.resolver';
import { campaignsRoutes } from './campaigns.routes';
import { Charge } from './charge.entity';
import { DashboardVersion } from './dashboard-version.entity';
export { BillingService, campaignChargeReference, campaignCost, nextArticleCost, sameCost, type ContentCost } from './billing.service';
export { Campaign, campaignLabels, confirmedLinksOf, type CampaignStatus } from './campaign.entity';
export { CampaignArchivedError, CampaignIncompleteError, HighlightsRequiredError, assertFeatureBrief } from './campaigns.errors';
export {
  BRIEF_FIELDS,
  CAMPAIGN_TONES,
  SECTORS,
  SECTOR_LABELS,
  briefShortfall,
  type CampaignTone,
  type ContentFormat,
  type Sector,
} from './campaigns.schemas';
export { CampaignsService } from './campaigns.service';
export { Charge } from './charge.entity';
export { DashboardCache } from './dashboard-cache';
export { PLANS, monthBounds, planDetails, type PlanId } from './plans';
export { PlanService, type PlanUsage } from './plans.service';
export { campaignFiguresSql, revenueFiguresSql } from './campaigns.figures';

/** The campaigns module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const campaignsModule = defineModule({
  name: 'campaigns',
  entities: [Campaign, Charge, DashboardVersion],
  resolvers: [CampaignsResolver, BillingResolver],
  routes: [{ plugin: campaignsRoutes }, { plugin: billingRoutes }],
});
