import type { EntityManager } from '@mikro-orm/core';
import type { ContentModel } from '../../ai';
import type { Clock } from '../../lib/clock';
import type { EventBus } from '../../lib/event-bus';
import type { Logger } from '../../lib/logger';
import type { AuditService } from '../audit';
import type { BillingService, CampaignsService, PlanService } from '../campaigns';
import type { TickerAuthorizationService } from '../kyc';
import type { MarketService } from '../market';
import type { NotificationsService } from '../notifications';
import type { ArticlePublicUrls } from './articles.views';

/** What the articles service and its use cases are built with (the module's definition, index.ts, passes them). */
export interface ArticlesDeps {
  campaigns: CampaignsService;
  plans: PlanService;
  billing: BillingService;
  audit: AuditService;
  notifications: NotificationsService;
  authorization: TickerAuthorizationService;
  market: MarketService;
  events: EventBus;
  clock: Clock;
  logger: Logger;
  model: ContentModel;
  /**
   * Where readers meet each article, absolute: its hosted page (null before its first publish) and its view
   * pixel. The hosted and engagement modules own those addresses, and they read articles, so the hosted module builds this (articlePublicUrls).
   */
  publicUrls(em: EntityManager, articleIds: string[]): Promise<Map<string, ArticlePublicUrls>>;
}
