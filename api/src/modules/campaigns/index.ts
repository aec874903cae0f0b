import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { BillingService } from './billing.service';
import { CampaignsService } from './campaigns.service';
import { DashboardCache } from './dashboard-cache';
import { PlanService } from './plans.service';
import { BillingResolver } from './billing.resolver';
import { billingRoutes } from './billing.routes';
import { Campaign } from './campaign.entity';
import { CampaignsResolver, PlanMoneyResolver, PlanUsageMoneyResolver } from './campaigns.resolver';
export { CampaignType } from './campaigns.resolver';
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

/** What campaigns' services are built from; `articleDirectory` is the articles module's reader (a port). */
type CampaignsModuleContext = Pick<SharedDeps, 'clock' | 'config'> & {
  authorization: DepsOf<typeof CampaignsService>['authorization'];
  audit: DepsOf<typeof CampaignsService>['audit'];
  articleDirectory: DepsOf<typeof CampaignsService>['articles'] & DepsOf<typeof PlanService>['articles'];
};

/** The campaigns module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const campaignsModule = defineModule({
  name: 'campaigns',
  services: {
    billing: (c: CampaignsModuleContext) => new BillingService(c.clock),
    campaigns: (c: CampaignsModuleContext) =>
      new CampaignsService({ authorization: c.authorization, audit: c.audit, clock: c.clock, articles: c.articleDirectory }),
    plans: (c: CampaignsModuleContext) =>
      new PlanService({
        authorization: c.authorization,
        audit: c.audit,
        clock: c.clock,
        articles: c.articleDirectory,
        supportEmail: c.config.supportEmail,
      }),
    dashboardCache: () => new DashboardCache(),
  },
  entities: [Campaign, Charge, DashboardVersion],
  resolvers: [CampaignsResolver, PlanMoneyResolver, PlanUsageMoneyResolver, BillingResolver],
  routes: [{ plugin: campaignsRoutes }, { plugin: billingRoutes }],
});
