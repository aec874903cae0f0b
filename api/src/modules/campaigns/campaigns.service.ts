import type { EntityManager } from '@mikro-orm/core';
import { sqlKeyset, type KeysetRequest, type PageOf } from '../../db/keyset';
import { preparedRows } from '../../db/prepared';
import type { Clock } from '../../lib/clock';
import { isUuid } from '../../lib/ids';
import { authorize, Organization, type Viewer } from '../identity';
import type { AuditService } from '../audit';
import type { TickerAuthorizationService } from '../kyc';
import { Campaign, type CampaignStatus } from './campaign.entity';
import { CampaignArchivedError, CampaignNotFoundError } from './campaigns.errors';
import { parseInput } from '../../lib/parse-input';
import { headlineFor } from '../../ai';
import {
  campaignDraftSchema,
  campaignInputSchema,
  campaignUpdateSchema,
  defaultCampaignTitle,
  type CampaignDraftInput,
  type CampaignInput,
  type CampaignListQuery,
  type ContentFormat,
} from './campaigns.schemas';
import type { PlanId } from './plans';

/** A campaign's article's release status: the campaign's own statuses less `archived` (articles' ARTICLE_STATUSES). */
export type CampaignArticleStatus = Exclude<CampaignStatus, 'archived'>;

/** What campaigns know of their articles, answered by the articles module (its ArticleDirectory). */
export interface CampaignArticles {
  ofCampaigns(
    em: EntityManager,
    organizationId: string,
    campaignIds: string[],
  ): Promise<Map<string, { id: string; status: CampaignArticleStatus }>>;
}

export const DEFAULT_PAGE_SIZE = 20;
/** The spec's bare list (no paging parameters) is capped; the `x-total-count` header says how many exist. */
export const FULL_LIST_LIMIT = 1000;

/** A campaign as its owner sees it. */
export interface CampaignView {
  id: string;
  title: string;
  companyName: string;
  ticker: string;
  /** Empty for a draft saved without one. */
  sector: string;
  tone: string;
  highlights: string | null;
  website: string | null;
  /** https URLs or origins the issuer confirmed: links to them on the hosted page are tracked. */
  confirmedLinks: string[];
  pressRelease: string | null;
  format: ContentFormat;
  quote: string | null;
  quoteSpeakerName: string | null;
  quoteSpeakerTitle: string | null;
  background: string | null;
  products: string | null;
  customers: string | null;
  strategy: string | null;
  milestones: string | null;
  outlook: string | null;
  budget: PlanId;
  status: CampaignStatus;
  createdAt: Date;
  updatedAt: Date;
  archivedAt: Date | null;
  /** The campaign's article, once generated. */
  articleId: string | null;
  articleStatus: CampaignArticleStatus | null;
}

export interface CampaignPage {
  items: CampaignView[];
  total: number;
  page: number;
  pageSize: number;
}

export function campaignView(c: Campaign, article: { id: string; status: CampaignArticleStatus } | null | undefined): CampaignView {
  return {
    id: c.id,
    title: c.title,
    companyName: c.companyName,
    ticker: c.ticker,
    sector: c.sector,
    tone: c.tone,
    highlights: c.highlights ?? null,
    website: c.website ?? null,
    confirmedLinks: c.confirmedLinks ?? [],
    pressRelease: c.pressRelease ?? null,
    format: c.format,
    quote: c.quote ?? null,
    quoteSpeakerName: c.quoteSpeakerName ?? null,
    quoteSpeakerTitle: c.quoteSpeakerTitle ?? null,
    background: c.background ?? null,
    products: c.products ?? null,
    customers: c.customers ?? null,
    strategy: c.strategy ?? null,
    milestones: c.milestones ?? null,
    outlook: c.outlook ?? null,
    budget: c.budget,
    status: c.status,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    archivedAt: c.archivedAt ?? null,
    articleId: article?.id ?? null,
    articleStatus: article?.status ?? null,
  };
}

interface ListRow {
  id: string;
  title: string;
  company_name: string;
  ticker: string;
  sector: string;
  tone: string;
  highlights: string | null;
  website: string | null;
  confirmed_links: string[] | null;
  press_release: string | null;
  format: ContentFormat;
  quote: string | null;
  quote_speaker_name: string | null;
  quote_speaker_title: string | null;
  background: string | null;
  products: string | null;
  customers: string | null;
  strategy: string | null;
  milestones: string | null;
  outlook: string | null;
  budget: PlanId;
  status: CampaignStatus;
  created_at: Date | string;
  updated_at: Date | string;
  archived_at: Date | string | null;
  total: string | number;
}

function listRowView(r: ListRow, article: { id: string; status: CampaignArticleStatus } | undefined): CampaignView {
  return {
    id: r.id,
    title: r.title,
    companyName: r.company_name,
    ticker: r.ticker,
    sector: r.sector,
    tone: r.tone,
    highlights: r.highlights,
    website: r.website,
    confirmedLinks: r.confirmed_links ?? [],
    pressRelease: r.press_release,
    format: r.format,
    quote: r.quote,
    quoteSpeakerName: r.quote_speaker_name,
    quoteSpeakerTitle: r.quote_speaker_title,
    background: r.background,
    products: r.products,
    customers: r.customers,
    strategy: r.strategy,
    milestones: r.milestones,
    outlook: r.outlook,
    budget: r.budget,
    status: r.status,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
    archivedAt: r.archived_at === null ? null : new Date(r.archived_at),
    articleId: article?.id ?? null,
    articleStatus: article?.status ?? null,
  };
}

function campaignSnapshot(c: Campaign): string {
  const { title, companyName, ticker, sector, tone, highlights, website, confirmedLinks, pressRelease, format, budget } = c;
  const { quote, quoteSpeakerName, quoteSpeakerTitle, background, products, customers, strategy, milestones, outlook } = c;
  return JSON.stringify({
    title,
    companyName,
    ticker,
    sector,
    tone,
    highlights,
    website,
    confirmedLinks,
    pressRelease,
    format,
    quote,
    quoteSpeakerName,
    quoteSpeakerTitle,
    background,
    products,
    customers,
    strategy,
    milestones,
    outlook,
    budget,
  });
}

/**
 * The title a campaign gets when the issuer leaves it out: the composer's headline for its strongest
 * highlight ("NVIDIA Reports Record Quarterly Revenue of $57.0 Billion"), the same rule its draft is headed
 * by; without highlights, the spec's "<company> Campaign". The form pre-fills its title field with it.
 */
export function suggestedCampaignTitle(input: { companyName: string; ticker: string; highlights?: string | null }): string {
  const highlights = (input.highlights ?? '').split(/\r?\n/).filter((line) => line.trim());
  if (!highlights.length) return defaultCampaignTitle(input.companyName);
  return headlineFor({ companyName: input.companyName, ticker: input.ticker, highlights }).slice(0, 255);
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (m) => `\\${m}`);
}

export interface CampaignsDeps {
  authorization: TickerAuthorizationService;
  audit: AuditService;
  clock: Clock;
  articles: CampaignArticles;
}

/** Campaigns of one organization: create (full or draft), list, read, update a draft, archive. Every query is scoped by organization. */
export class CampaignsService {
  constructor(private readonly deps: CampaignsDeps) {}

  /**
   * POST /api/campaigns and createCampaign: `draft: true` (Save Draft) needs only company name and ticker;
   * otherwise every required field of the campaign form. 400 with the spec's messages, then 403 for a ticker
   * that is not the issuer's own.
   */
  async createFrom(em: EntityManager, viewer: Viewer | null, body: Record<string, unknown>): Promise<CampaignView> {
    const input = body.draft === true ? parseInput(campaignDraftSchema, body) : parseInput(campaignInputSchema, body);
    return this.create(em, viewer, input);
  }

  /** Save Draft or the first step of Generate: the ticker must be the issuer's own (403 otherwise). */
  async create(em: EntityManager, viewer: Viewer | null, input: CampaignInput | CampaignDraftInput): Promise<CampaignView> {
    const member = authorize(viewer, 'campaign.write');
    await this.deps.authorization.assertCanActFor(em, member, input.ticker);
    const now = this.deps.clock.now();
    const campaign = em.create(Campaign, {
      organization: em.getReference(Organization, member.organizationId),
      title: input.title || suggestedCampaignTitle(input),
      companyName: input.companyName,
      ticker: input.ticker,
      sector: input.sector ?? '',
      tone: input.tone ?? '',
      highlights: input.highlights,
      website: input.website,
      confirmedLinks: input.confirmedLinks ?? [],
      pressRelease: input.pressRelease,
      format: input.format,
      quote: input.quote,
      quoteSpeakerName: input.quoteSpeakerName,
      quoteSpeakerTitle: input.quoteSpeakerTitle,
      background: input.background,
      products: input.products,
      customers: input.customers,
      strategy: input.strategy,
      milestones: input.milestones,
      outlook: input.outlook,
      budget: input.budget,
      createdAt: now,
      updatedAt: now,
    });
    this.deps.audit.record(em, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'campaign.created',
      entityType: 'campaign',
      entityId: campaign.id,
      content: campaignSnapshot(campaign),
      details: { ticker: campaign.ticker, budget: campaign.budget, draft: !input.sector || !input.tone },
    });
    await em.flush();
    return campaignView(campaign, null);
  }

  /** The form's title suggestion for what the issuer typed so far (signed-in members only; nothing is stored). */
  suggestTitle(viewer: Viewer | null, input: { companyName: string; ticker: string; highlights: string }): string {
    authorize(viewer, 'organization.read');
    const clip = (text: string, max: number) => text.slice(0, max);
    return suggestedCampaignTitle({
      companyName: clip(input.companyName, 255),
      ticker: clip(input.ticker, 10),
      highlights: clip(input.highlights, 10_000),
    });
  }

  /** Changes a campaign's fields (e.g. completing a draft; draft rules apply); the old and the new ticker must both be the issuer's. */
  async update(em: EntityManager, viewer: Viewer | null, id: string, body: Record<string, unknown>): Promise<CampaignView> {
    const input = parseInput(campaignUpdateSchema, body);
    const campaign = await this.own(em, viewer, id);
    authorize(viewer, 'campaign.write');
    await this.deps.authorization.assertCanActFor(em, viewer, campaign.ticker);
    if (input.ticker !== campaign.ticker) await this.deps.authorization.assertCanActFor(em, viewer, input.ticker);
    if (campaign.status === 'archived') throw new CampaignArchivedError();
    Object.assign(campaign, {
      title: input.title ?? campaign.title,
      companyName: input.companyName,
      ticker: input.ticker,
      sector: input.sector ?? '',
      tone: input.tone ?? '',
      highlights: input.highlights,
      website: input.website,
      ...(input.confirmedLinks ? { confirmedLinks: input.confirmedLinks } : {}),
      pressRelease: input.pressRelease,
      format: input.format,
      quote: input.quote,
      quoteSpeakerName: input.quoteSpeakerName,
      quoteSpeakerTitle: input.quoteSpeakerTitle,
      background: input.background,
      products: input.products,
      customers: input.customers,
      strategy: input.strategy,
      milestones: input.milestones,
      outlook: input.outlook,
      budget: input.budget,
      updatedAt: this.deps.clock.now(),
    });
    this.deps.audit.record(em, {
      organizationId: campaign.organization.id,
      actorId: viewer!.userId,
      action: 'campaign.updated',
      entityType: 'campaign',
      entityId: campaign.id,
      content: campaignSnapshot(campaign),
    });
    await em.flush();
    return campaignView(campaign, await this.articleOf(em, campaign));
  }

  async get(em: EntityManager, viewer: Viewer | null, id: string): Promise<CampaignView> {
    const campaign = await this.own(em, viewer, id);
    return campaignView(campaign, await this.articleOf(em, campaign));
  }

  /**
   * Newest first. Without a status filter archived campaigns are left out; `status: 'all'` includes them.
   * Search matches title, company name and ticker. Two statements whatever the page size (the rows with
   * their total, then their articles from the articles module): no entity hydration for the campaigns (the
   * dashboard's hottest call).
   */
  /** The list's filter (organization, status, search) as SQL over `campaigns c`. */
  private listFilter(organizationId: string, query: Pick<CampaignListQuery, 'status' | 'search'>): { where: string; params: unknown[] } {
    const conditions = ['c.organization_id = ?'];
    const params: unknown[] = [organizationId];
    if (!query.status) conditions.push(`c.status <> 'archived'`);
    else if (query.status !== 'all') {
      conditions.push('c.status = ?');
      params.push(query.status);
    }
    if (query.search) {
      const like = `%${escapeLike(query.search)}%`;
      conditions.push('(c.title ilike ? or c.company_name ilike ? or c.ticker ilike ?)');
      params.push(like, like, like);
    }
    return { where: conditions.join(' and '), params };
  }

  /**
   * A keyset page (GraphQL's connection): the `first` campaigns after the campaign `afterId`, newest first.
   * Unlike an offset, a campaign created meanwhile does not shift the page. Null when `afterId` is not a
   * campaign of the organization.
   */
  async listPage(
    em: EntityManager,
    viewer: Viewer | null,
    query: Pick<CampaignListQuery, 'status' | 'search'>,
    page: KeysetRequest,
  ): PageOf<CampaignView> {
    const organizationId = this.organizationOf(viewer);
    const { where, params } = this.listFilter(organizationId, query);
    // Found among all the organization's campaigns: one archived while the list is paged still marks the place.
    const keyset = await sqlKeyset(em, 'campaigns', 'c', organizationId, page.afterId);
    if (!keyset) return null;
    const rows = await preparedRows<ListRow>(
      em,
      `select c.id, c.title, c.company_name, c.ticker, c.sector, c.tone, c.highlights, c.website, c.confirmed_links, c.press_release, c.format, c.quote, c.quote_speaker_name, c.quote_speaker_title, c.background, c.products, c.customers, c.strategy, c.milestones, c.outlook, c.budget, c.status,
              c.created_at, c.updated_at, c.archived_at, 0 as total
       from campaigns c
       where ${where}${keyset.sql}
       order by c.created_at desc, c.id desc
       limit ?`,
      [...params, ...keyset.params, page.first + 1],
    );
    const [count] = await em
      .getConnection()
      .execute<{ n: string | number }[]>(`select count(*) as n from campaigns c where ${where}`, params);
    const shown = rows.slice(0, page.first);
    const articles = await this.deps.articles.ofCampaigns(
      em,
      organizationId,
      shown.map((r) => r.id),
    );
    return {
      items: shown.map((r) => listRowView(r, articles.get(r.id))),
      totalCount: Number(count.n),
      hasNextPage: rows.length > page.first,
    };
  }

  async list(em: EntityManager, viewer: Viewer | null, query: CampaignListQuery & { unpaged?: boolean } = {}): Promise<CampaignPage> {
    const organizationId = this.organizationOf(viewer);
    const { where, params } = this.listFilter(organizationId, query);
    const pageSize = query.unpaged ? FULL_LIST_LIMIT : (query.pageSize ?? DEFAULT_PAGE_SIZE);
    const page = query.unpaged ? 1 : (query.page ?? 1);
    const rows = await preparedRows<ListRow>(
      em,
      `select c.id, c.title, c.company_name, c.ticker, c.sector, c.tone, c.highlights, c.website, c.confirmed_links, c.press_release, c.format, c.quote, c.quote_speaker_name, c.quote_speaker_title, c.background, c.products, c.customers, c.strategy, c.milestones, c.outlook, c.budget, c.status,
              c.created_at, c.updated_at, c.archived_at, count(*) over () as total
       from campaigns c
       where ${where}
       order by c.created_at desc, c.id desc
       limit ? offset ?`,
      [...params, pageSize, (page - 1) * pageSize],
    );
    let total = rows.length ? Number(rows[0].total) : 0;
    if (!rows.length && page > 1) {
      // Past the last page: the window count has no row to ride on.
      const [row] = await em
        .getConnection()
        .execute<{ n: string | number }[]>(`select count(*) as n from campaigns c where ${where}`, params);
      total = Number(row.n);
    }
    const articles = await this.deps.articles.ofCampaigns(
      em,
      organizationId,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => listRowView(r, articles.get(r.id))), total, page, pageSize };
  }

  /** Archive (DELETE): hidden from the default list, cannot generate; the article and the audit trail stay. */
  async archive(em: EntityManager, viewer: Viewer | null, id: string): Promise<CampaignView> {
    const campaign = await this.own(em, viewer, id);
    authorize(viewer, 'campaign.write');
    await this.deps.authorization.assertCanActFor(em, viewer, campaign.ticker);
    if (campaign.status !== 'archived') {
      const now = this.deps.clock.now();
      const previous = campaign.status;
      campaign.status = 'archived';
      campaign.archivedAt = now;
      campaign.updatedAt = now;
      this.deps.audit.record(em, {
        organizationId: campaign.organization.id,
        actorId: viewer!.userId,
        action: 'campaign.archived',
        entityType: 'campaign',
        entityId: campaign.id,
        details: { previousStatus: previous },
      });
      await em.flush();
    }
    return campaignView(campaign, await this.articleOf(em, campaign));
  }

  /** The campaign's status follows its article's release status (draft, scheduled, published, failed); an archived campaign stays archived. */
  followArticle(campaign: Campaign, articleStatus: Exclude<CampaignStatus, 'archived'>, now: Date): void {
    if (campaign.status === 'archived' || campaign.status === articleStatus) return;
    campaign.status = articleStatus;
    campaign.updatedAt = now;
  }

  /** A campaign of the viewer's organization, or 404 (also for another organization's id: no existence leak). 401 when signed out. */
  async own(em: EntityManager, viewer: Viewer | null, id: string): Promise<Campaign> {
    const organizationId = this.organizationOf(viewer);
    const campaign = isUuid(id) ? await em.findOne(Campaign, { id, organization: organizationId }) : null;
    if (!campaign) throw new CampaignNotFoundError();
    return campaign;
  }

  private async articleOf(em: EntityManager, campaign: Campaign): Promise<{ id: string; status: CampaignArticleStatus } | undefined> {
    return (await this.deps.articles.ofCampaigns(em, campaign.organization.id, [campaign.id])).get(campaign.id);
  }

  private organizationOf(viewer: Viewer | null): string {
    return authorize(viewer, 'organization.read').organizationId;
  }
}
