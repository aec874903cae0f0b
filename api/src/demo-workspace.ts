import { demoCompany } from '@issuerwire/market-embedded';
import type { EntityManager } from '@mikro-orm/core';
import type { Orm } from './db/orm';
import { Article, ArticleVersion, articleDigest, type ArticlesService } from './modules/articles';
import { Campaign, type CampaignStatus, type ContentFormat } from './modules/campaigns';
import { NewswireOrder } from './modules/distribution';
import { Analytics } from './modules/engagement';
import { Membership, openOrganization, Organization, User } from './modules/identity';
import { DEMO_EMAIL_DOMAIN, DEMO_WORKSPACE_USERNAME, NO_PASSWORD_HASH } from './modules/kyc';

const DAY_MS = 86_400_000;
/** Days of engagement history the workspace shows. */
export const DEMO_HISTORY_DAYS = 30;

interface DemoOrder {
  provider: string;
  status: NewswireOrder['status'];
  /** Days from now the order is released (scheduled orders; negative: in the past). */
  targetDays?: number;
}

interface DemoCampaign {
  title: string;
  format: ContentFormat;
  status: CampaignStatus;
  highlights: string;
  /** Days before now the campaign was created. */
  ageDays: number;
  article?: { status: Article['status']; body: string; publishedDaysAgo?: number; order?: DemoOrder; peakViews?: number };
}

/**
 * The fictional DEMO company's workspace: one campaign in every status, articles in every status, sandbox
 * newswire orders (marked so: nothing ever reaches a vendor) and a month of hosted-page readers.
 */
const CAMPAIGNS: DemoCampaign[] = [
  {
    title: 'Third-quarter results: recurring revenue up',
    format: 'press-release',
    status: 'published',
    highlights: 'Recurring revenue grew year over year\nTwo new enterprise customers signed',
    ageDays: 29,
    article: {
      status: 'published',
      publishedDaysAgo: 27,
      peakViews: 420,
      order: { provider: 'businesswire', status: 'published' },
      body: 'Demo Issuer Holdings reported third-quarter results today. Recurring revenue grew compared with the same quarter last year, and two new enterprise customers signed multi-year contracts.\n\n## Highlights\n\n- Recurring revenue grew year over year.\n- Two new enterprise customers signed.\n\nDemo Issuer Holdings is a fictional company used to show IssuerWire; none of these figures describe a real business.',
    },
  },
  {
    title: 'A new head of investor relations',
    format: 'article',
    status: 'published',
    highlights: 'Jordan Sample joins as head of investor relations',
    ageDays: 14,
    article: {
      status: 'published',
      publishedDaysAgo: 12,
      peakViews: 260,
      order: { provider: 'globenewswire', status: 'submitted' },
      body: 'Demo Issuer Holdings has appointed Jordan Sample as head of investor relations. Jordan will be the first contact for shareholders and analysts.\n\nDemo Issuer Holdings is a fictional company used to show IssuerWire.',
    },
  },
  {
    title: 'Annual meeting of shareholders',
    format: 'press-release',
    status: 'scheduled',
    highlights: 'The annual meeting takes place online next month',
    ageDays: 5,
    article: {
      status: 'scheduled',
      order: { provider: 'prnewswire', status: 'scheduled', targetDays: 3 },
      body: 'Demo Issuer Holdings will hold its annual meeting of shareholders online next month. Shareholders of record may attend and vote.\n\nDemo Issuer Holdings is a fictional company used to show IssuerWire.',
    },
  },
  {
    title: 'Product launch: Demo Cloud',
    format: 'article',
    status: 'draft',
    highlights: 'Demo Cloud is available to every customer',
    ageDays: 2,
    article: {
      status: 'draft',
      body: 'Demo Issuer Holdings has launched Demo Cloud, available to every customer from today.\n\nDemo Issuer Holdings is a fictional company used to show IssuerWire.',
    },
  },
  {
    title: 'Partnership announcement',
    format: 'press-release',
    status: 'failed',
    highlights: 'A distribution partnership with a fictional reseller',
    ageDays: 9,
    article: {
      status: 'failed',
      order: { provider: 'ein', status: 'failed' },
      body: 'Demo Issuer Holdings has entered a distribution partnership with a reseller.\n\nDemo Issuer Holdings is a fictional company used to show IssuerWire.',
    },
  },
  {
    title: 'Second-quarter results',
    format: 'press-release',
    status: 'archived',
    highlights: 'Second-quarter revenue in line with guidance',
    ageDays: 60,
  },
  { title: 'Sustainability report (idea)', format: 'article', status: 'draft', highlights: 'First sustainability report', ageDays: 1 },
];

function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Readers on day `n` after publishing: a launch peak that settles, a little lower at weekends; deterministic. */
function viewsOn(peak: number, n: number, at: number): number {
  const weekend = [0, 6].includes(new Date(at).getUTCDay()) ? 0.6 : 1;
  return Math.max(3, Math.round((peak / (1 + n * 0.35) + 12 + ((n * 7) % 11)) * weekend));
}

async function workspaceOrganization(em: EntityManager, now: Date): Promise<string> {
  const existing = await em.findOne(User, { username: DEMO_WORKSPACE_USERNAME });
  if (existing) return (await em.findOneOrFail(Membership, { user: existing.id })).organization.id;
  const company = demoCompany();
  const user = em.create(User, {
    username: DEMO_WORKSPACE_USERNAME,
    email: `demo-workspace@${DEMO_EMAIL_DOMAIN}`,
    passwordHash: NO_PASSWORD_HASH,
    companyName: company.name,
    ticker: company.ticker,
    exchange: company.exchange,
    sector: company.sector,
    contactName: 'Dana Demo (fictional)',
    website: company.website,
    jurisdiction: 'United States',
    verificationStatus: 'verified',
    verifiedAt: now,
    kycSubmittedAt: now,
    createdAt: now,
  });
  const organization = openOrganization(em, user, now);
  organization.headOfficeCity = 'Springfield';
  organization.mediaContact = 'Dana Demo (fictional), ir@demo.issuerwire.example';
  await em.flush();
  return organization.id;
}

/**
 * At every start: the public demo workspace, created once and rebuilt when its history is no longer
 * current (its last day of readers is not today), so the dates stay relative to now. Only the workspace
 * organization's campaigns are replaced (their articles, orders and analytics go with them).
 * Answers what it did.
 */
export async function seedDemoWorkspace(orm: Orm, articles: ArticlesService, now: Date = new Date()): Promise<'created' | 'current'> {
  return orm.em.fork().transactional(async (em) => {
    // One instance at a time rebuilds it (several may start together).
    await em.getConnection().execute(`select pg_advisory_xact_lock(hashtext('demo-workspace'))`, [], 'all', em.getTransactionContext());
    const organizationId = await workspaceOrganization(em, now);
    const latest = await em.findOne(Analytics, { organization: organizationId }, { orderBy: { date: 'desc' }, fields: ['date'] });
    if (latest && latest.date === isoDay(now.getTime())) return 'current';
    await em.nativeDelete(Campaign, { organization: organizationId });
    const organization = await em.findOneOrFail(Organization, organizationId);
    const company = demoCompany();
    for (const demo of CAMPAIGNS) {
      const createdAt = new Date(now.getTime() - demo.ageDays * DAY_MS);
      const campaign = em.create(Campaign, {
        organization,
        title: demo.title,
        companyName: company.name,
        ticker: company.ticker,
        // The campaign form's sector (the listing's own, Information Technology, is not one of its choices).
        sector: 'technology',
        tone: 'neutral',
        highlights: demo.highlights,
        website: company.website,
        format: demo.format,
        budget: 'pro',
        status: demo.status,
        archivedAt: demo.status === 'archived' ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      });
      if (demo.article) addArticle(em, articles, campaign, demo.article, now.getTime());
    }
    return 'created';
  });
}

function addArticle(
  em: EntityManager,
  articles: ArticlesService,
  campaign: Campaign,
  demo: NonNullable<DemoCampaign['article']>,
  now: number,
) {
  const written = articles.write(campaign, null, campaign.title, demo.body, { costCents: 0, model: 'composer' });
  const publishedAt = demo.publishedDaysAgo === undefined ? null : new Date(now - demo.publishedDaysAgo * DAY_MS);
  const article = em.create(Article, {
    campaign,
    organization: campaign.organization,
    title: written.title,
    body: written.body,
    disclosures: written.disclosures,
    disclosureFacts: written.disclosureFacts,
    content: written.content,
    compliance: written.compliance,
    complianceReport: written.report,
    wordCount: written.wordCount,
    // Written for the demo by hand, not by the composer or a model: the screens name no writer.
    model: null,
    status: demo.status,
    publishedAt,
    createdAt: campaign.createdAt,
    updatedAt: publishedAt ?? campaign.createdAt,
  });
  em.create(ArticleVersion, {
    article,
    version: 1,
    title: article.title,
    body: article.body,
    contentHash: articleDigest(article.title, article.content),
    disclosureFacts: written.disclosureFacts,
    reason: 'generated',
    model: null,
    createdAt: campaign.createdAt,
  });
  if (publishedAt && demo.peakViews) {
    // Hosted-page readers from the day it was published to today (at most the history's length).
    const days = Math.min(demo.publishedDaysAgo ?? 0, DEMO_HISTORY_DAYS - 1);
    for (let n = days; n >= 0; n--) {
      const at = now - n * DAY_MS;
      const views = viewsOn(demo.peakViews, days - n, at);
      const clicks = Math.round(views / 9);
      em.create(Analytics, { article, organization: campaign.organization, platform: 'web', date: isoDay(at), views, clicks });
      article.views += views;
      article.engagement += clicks;
    }
  }
  if (demo.order) addOrder(em, article, demo.order, now);
}

function addOrder(em: EntityManager, article: Article, demo: DemoOrder, now: number) {
  const released = demo.status === 'published' || demo.status === 'submitted';
  em.create(NewswireOrder, {
    organization: article.organization,
    article,
    provider: demo.provider,
    level: 'basic',
    status: demo.status,
    costCents: 0,
    estimatedReach: 2000,
    targetTime: demo.targetDays === undefined ? null : new Date(now + demo.targetDays * DAY_MS),
    // Sandbox: placed for show, never sent to the wire (see distribution/sandbox-orders.ts).
    sandbox: true,
    vendorRef: demo.status === 'failed' ? null : `sandbox-demo-${demo.provider}`,
    vendorMessage: 'Demo workspace: a sandbox order, nothing was sent to the wire.',
    lastError: demo.status === 'failed' ? 'Demo workspace: the wire refused this sandbox order (an example of a failure).' : null,
    publishedAt: demo.status === 'published' ? article.publishedAt : null,
    attempts: released ? 1 : 0,
    createdAt: article.createdAt,
    updatedAt: article.updatedAt,
  });
}
