import { demoCompany } from '@issuerwire/market-embedded';
import type { EntityManager } from '@mikro-orm/core';
import { ComposerContentModel, type ContentRequest } from './ai';
import type { Orm } from './db/orm';
import { DEMO_CAMPAIGNS, DEMO_FEATURE_BRIEF, type DemoCampaign, type DemoOrder } from './demo-workspace.data';
import { Article, ArticleVersion, articleDigest, type ArticlesService } from './modules/articles';
import { Campaign, campaignChargeReference, Charge, nextArticleCost, PLANS, SECTOR_LABELS, type PlanId } from './modules/campaigns';
import { NewswireOrder } from './modules/distribution';
import { Analytics } from './modules/engagement';
import { Membership, openOrganization, Organization, User } from './modules/identity';
import { DEMO_EMAIL_DOMAIN, DEMO_WORKSPACE_USERNAME, demoCompanyName, NO_PASSWORD_HASH } from './modules/kyc';

const DAY_MS = 86_400_000;
/** Days of engagement history the workspace shows. */
export const DEMO_HISTORY_DAYS = 30;

/** The demo company's profile: the About paragraph and contact every release ends with. */
const DEMO_PROFILE = {
  headOfficeCity: 'Springfield',
  headOfficeRegion: 'IL',
  headOfficeCountry: 'United States',
  boilerplate:
    'Demo Issuer Holdings Inc. is a fictional software company used to show IssuerWire. It sells a workflow platform to mid-sized manufacturers by subscription, on premises and in the cloud. None of its figures describe a real business.',
  mediaContact: 'Jordan Sample, Head of Investor Relations (fictional)\nir@demo.issuerwire.example',
};

function isoDay(at: number): string {
  return new Date(at).toISOString().slice(0, 10);
}

/** Readers on day `n` after publishing: a launch peak that settles, a little lower at weekends; deterministic. */
function viewsOn(peak: number, n: number, at: number): number {
  const weekend = [0, 6].includes(new Date(at).getUTCDay()) ? 0.6 : 1;
  return Math.max(3, Math.round((peak / (1 + n * 0.35) + 12 + ((n * 7) % 11)) * weekend));
}

/** The name as an IR team writes it: the listing's "(fictional)" is said once, in the About paragraph. */
function plainCompanyName(): string {
  return demoCompanyName(demoCompany().name);
}

/**
 * Whether today's workspace holds the campaigns this build writes (their titles, the company's name): drafts
 * an older build wrote the same day (the listing's "(fictional)" in their text) are rebuilt, not kept until tomorrow.
 */
async function writtenByThisBuild(em: EntityManager, organizationId: string): Promise<boolean> {
  const stored = await em.find(Campaign, { organization: organizationId }, { fields: ['title', 'companyName'] });
  const expected = new Set(DEMO_CAMPAIGNS.map((demo) => demo.title));
  return (
    stored.length === expected.size &&
    stored.every((campaign) => expected.has(campaign.title) && campaign.companyName === plainCompanyName())
  );
}

async function workspaceOrganization(em: EntityManager, now: Date): Promise<string> {
  const existing = await em.findOne(User, { username: DEMO_WORKSPACE_USERNAME });
  if (existing) {
    // An older build stored the listing's name, "(fictional)" and all, which the forms then prefilled.
    existing.companyName = plainCompanyName();
    return (await em.findOneOrFail(Membership, { user: existing.id })).organization.id;
  }
  const company = demoCompany();
  const user = em.create(User, {
    username: DEMO_WORKSPACE_USERNAME,
    email: `demo-workspace@${DEMO_EMAIL_DOMAIN}`,
    passwordHash: NO_PASSWORD_HASH,
    companyName: plainCompanyName(),
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
  // Its profile (head office, About, contact) is set at every rebuild: DEMO_PROFILE.
  const organization = openOrganization(em, user, now);
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
    if (latest && latest.date === isoDay(now.getTime()) && (await writtenByThisBuild(em, organizationId))) return 'current';
    // The workspace's bills go with its campaigns (each rebuild bills its campaigns again).
    await em.nativeDelete(Charge, { organization: organizationId });
    await em.nativeDelete(Campaign, { organization: organizationId });
    const organization = await em.findOneOrFail(Organization, organizationId);
    Object.assign(organization, DEMO_PROFILE);
    const company = demoCompany();
    for (const demo of DEMO_CAMPAIGNS) {
      const createdAt = new Date(now.getTime() - demo.ageDays * DAY_MS);
      const campaign = em.create(Campaign, {
        organization,
        title: demo.title,
        companyName: plainCompanyName(),
        ticker: company.ticker,
        // The campaign form's sector (the listing's own, Information Technology, is not one of its choices).
        sector: 'technology',
        tone: demo.tone,
        highlights: demo.highlights.join('\n'),
        pressRelease: demo.news ?? null,
        quote: demo.quote?.text ?? null,
        quoteSpeakerName: demo.quote?.speakerName ?? null,
        quoteSpeakerTitle: demo.quote?.speakerTitle ?? null,
        website: company.website,
        format: demo.format,
        ...(demo.format === 'article' ? DEMO_FEATURE_BRIEF : {}),
        budget: 'pro',
        status: demo.status,
        archivedAt: demo.status === 'archived' ? createdAt : null,
        createdAt,
        updatedAt: createdAt,
      });
      await addArticle(em, articles, campaign, demo, now.getTime());
    }
    // This month's subscription, as the first article of a month bills it.
    const plan = PLANS[organization.plan as PlanId];
    em.create(Charge, {
      organization,
      kind: 'plan',
      amountCents: plan.priceCents,
      plan: organization.plan as PlanId,
      reference: `plan:${organization.id}:${now.toISOString().slice(0, 7)}:${organization.plan}`,
      description: `${plan.name} plan: ${plan.articlesPerMonth} articles a month`,
      createdAt: now,
      updatedAt: now,
    });
    return 'created';
  });
}

/** What the campaign form would ask the composer for: the campaign's own facts and the company profile. */
function composerRequest(campaign: Campaign, demo: DemoCampaign, date: Date): ContentRequest {
  const company = demoCompany();
  return {
    kind: demo.format === 'press-release' ? 'press-release' : 'article',
    companyName: campaign.companyName,
    ticker: campaign.ticker,
    exchange: company.exchange,
    sector: SECTOR_LABELS.technology,
    tone: demo.tone,
    highlights: demo.highlights,
    recentNews: demo.news,
    website: company.website,
    quote: demo.quote,
    brief: demo.format === 'article' ? DEMO_FEATURE_BRIEF : undefined,
    headOffice: { city: DEMO_PROFILE.headOfficeCity, region: DEMO_PROFILE.headOfficeRegion, country: DEMO_PROFILE.headOfficeCountry },
    boilerplate: DEMO_PROFILE.boilerplate,
    mediaContact: DEMO_PROFILE.mediaContact,
    date: date.toISOString(),
  };
}

/**
 * The campaign's article as generation makes it: the built-in composer writes the draft from the campaign's
 * facts, the articles service assembles it with its disclosures, and the campaign is billed what they state.
 */
async function addArticle(em: EntityManager, articles: ArticlesService, campaign: Campaign, campaignDemo: DemoCampaign, now: number) {
  const demo = campaignDemo.article;
  const releasedAt = new Date(now - (demo.publishedDaysAgo ?? campaignDemo.ageDays) * DAY_MS);
  const generated = await new ComposerContentModel().generate(composerRequest(campaign, campaignDemo, releasedAt));
  // Each article is one its subscription includes: no charge beyond the month's subscription.
  const cost = nextArticleCost(campaign.organization.plan as PlanId, 0);
  const written = articles.write(campaign, null, generated.title, generated.body, { cost, model: generated.model });
  em.create(Charge, {
    organization: campaign.organization,
    campaign,
    kind: 'campaign',
    amountCents: cost.amountCents,
    plan: campaign.organization.plan as PlanId,
    reference: campaignChargeReference(campaign.id),
    description: `Included in the ${PLANS[campaign.organization.plan as PlanId].name} plan: ${campaign.title}`,
    createdAt: campaign.createdAt,
    updatedAt: campaign.createdAt,
  });
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
    model: generated.model,
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
    disclosures: article.disclosures,
    contentHash: articleDigest(article.title, article.content),
    disclosureFacts: written.disclosureFacts,
    reason: 'generated',
    model: generated.model,
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
