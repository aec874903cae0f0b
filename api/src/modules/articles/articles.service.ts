import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { keysetPage, type KeysetRequest, type PageOf } from '../../db/keyset';
import { ContentModelError, countWords, type ContentModel, type GeneratedContent } from '../../ai';
import { toGenerationError } from '../../ai/generation-error';
import type { Clock } from '../../lib/clock';
import { UnauthorizedError } from '../../lib/errors';
import { topic, type EventBus } from '../../lib/event-bus';
import type { Logger } from '../../lib/logger';
import { authorize, Organization, type Viewer } from '../identity';
import type { AuditService } from '../audit';
import type { BillingService, CampaignsService, PlanService, PlanUsage } from '../campaigns';
import {
  assertFeatureBrief,
  Campaign,
  CampaignArchivedError,
  CampaignIncompleteError,
  campaignCost,
  HighlightsRequiredError,
  sameCost,
} from '../campaigns';
import { isUuid } from '../../lib/ids';
import { buildDisclosures, checkContent, type DisclosureFacts } from '../compliance';
import { lockOrganization } from '../identity';
import type { TickerAuthorizationService } from '../kyc';
import type { CompanyInfo, MarketService } from '../market';
import type { NotificationsService } from '../notifications';
import { composeContent, DISCLOSURE_SEPARATOR, splitEditedContent } from './article-content';
import { disclosureInputFor, type ArticleOrigin } from './article-disclosures';
import { campaignContentRequest, issuerProfile, type IssuerProfile } from './article-content-request';
import { ArticleVersion, type VersionReason } from './article-version.entity';
import {
  articleView,
  articleDigest,
  ARTICLE_LIST_LIMIT,
  versionViews,
  type ArticleView,
  type GenerationSummary,
  type ArticleHistory,
  type ArticleListQuery,
} from './articles.views';
import { Article, storedFinding, type StoredComplianceReport } from './article.entity';
import type { ArticleStatus } from './articles.constants';
import {
  ArticleExistsError,
  ArticleNotFoundError,
  ArticlePublishedError,
  EmptyArticleError,
  GenerationInProgressError,
} from './articles.errors';
import { regeneratedTitle } from './articles.title';

/** One step of a generation, on `article.generation:<campaignId>` (REST and GraphQL generations alike). */
export interface ArticleGenerationEvent {
  campaignId: string;
  /** Text written since the previous event (the first event carries what was written before the subscription). */
  delta: string;
  done: boolean;
  articleId: string | null;
  /** Readable reason when the generation failed (then `done` is true too). */
  error: string | null;
  errorCode: string | null;
  /** True on the first event of a subscription: it is listening, the generation may start. */
  ready: boolean;
}

declare module '../../lib/event-bus' {
  interface EventMap {
    'article.generation': ArticleGenerationEvent;
  }
}

export interface WrittenText {
  title: string;
  body: string;
  disclosures: string;
  disclosureFacts: DisclosureFacts;
  disclosureTitles: string[];
  forwardLooking: boolean;
  content: string;
  compliance: boolean;
  report: StoredComplianceReport;
  wordCount: number;
}

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
}

/**
 * Articles: generation through the content model, edit, regenerate, history. The disclosures are added
 * here, never by the model, and re-added on every write; compliance is re-checked on every write; every
 * change is versioned and audited in the same transaction as the change.
 */
export class ArticlesService {
  /** Generations running in this process, with the text so far (a late subscriber catches up from it). */
  private readonly running = new Map<string, { text: string }>();

  constructor(private readonly deps: ArticlesDeps) {}

  // Generation

  /**
   * POST /api/campaigns/{id}/generate-article: the campaign's article, counted against the plan's monthly allowance;
   * one beyond it is generated and charged the overage price only with `confirmOverage` (else 402, nothing written).
   */
  async generate(
    em: EntityManager,
    viewer: Viewer | null,
    campaignId: string,
    options: { confirmOverage?: boolean } = {},
  ): Promise<{ article: ArticleView; summary: GenerationSummary }> {
    const confirmOverage = options.confirmOverage === true;
    const campaign = await this.deps.campaigns.own(em, viewer, campaignId);
    const member = authorize(viewer, 'article.write');
    await this.deps.authorization.assertCanActFor(em, member, campaign.ticker);
    this.assertGeneratable(campaign);
    const existing = await em.findOne(Article, { campaign: campaign.id, organization: member.organizationId }, { fields: ['id'] });
    if (existing) throw new ArticleExistsError(existing.id);
    const quoted = await this.deps.plans.quote(em, member.organizationId, confirmOverage);
    const listing = await this.deps.market.company(campaign.ticker, em);

    const generated = await this.runModel(campaign, listing, await issuerProfile(em, member.organizationId));
    try {
      // The disclosed cost is the one billed below (or already billed for this campaign).
      const origin = { cost: await campaignCost(em, campaign, quoted.cost), model: generated.model };
      let written = this.write(campaign, listing, generated.title, generated.body, origin);
      const result = await em.transactional(async (tx) => {
        // The organization row lock serialises its members' generations: the allowance is re-read under it.
        const locked = await lockOrganization(tx, member.organizationId);
        if (!locked) throw new UnauthorizedError();
        const { usage, cost } = await this.deps.plans.quote(tx, locked.id, confirmOverage);
        // Another member took the last included article meanwhile: the disclosure states what is billed now.
        if (!sameCost(cost, origin.cost)) written = this.write(campaign, listing, generated.title, generated.body, { ...origin, cost });
        const now = this.deps.clock.now();
        const article = tx.create(Article, {
          campaign: tx.getReference(Campaign, campaign.id),
          organization: tx.getReference(Organization, locked.id),
          title: written.title,
          content: written.content,
          body: written.body,
          disclosures: written.disclosures,
          disclosureFacts: written.disclosureFacts,
          compliance: written.compliance,
          complianceReport: written.report,
          wordCount: written.wordCount,
          model: generated.model,
          version: 1,
          createdAt: now,
          updatedAt: now,
        });
        this.addVersion(tx, article, 'generated', viewer!.userId, now);
        const { charge, created } = await this.deps.billing.billArticle(tx, {
          organizationId: locked.id,
          campaign,
          cost,
          used: usage.used,
        });
        this.deps.audit.record(tx, {
          organizationId: locked.id,
          actorId: viewer!.userId,
          action: 'article.generated',
          entityType: 'article',
          entityId: article.id,
          content: `# ${article.title}\n\n${article.content}`,
          details: {
            campaignId: campaign.id,
            model: generated.model,
            version: 1,
            wordCount: written.wordCount,
            compliance: written.compliance,
            chargedCents: created ? charge.amountCents : 0,
          },
        });
        const notification = this.deps.notifications.add(tx, {
          organizationId: locked.id,
          kind: 'article.generated',
          title: 'Article generated',
          body: `"${article.title}" is ready for review.`,
          campaignId: campaign.id,
          articleId: article.id,
        });
        await tx.flush();
        return {
          article,
          notification,
          usage: { ...usage, used: usage.used + 1, remaining: usage.remaining - 1 },
          chargedCents: created ? charge.amountCents : 0,
        };
      });
      this.deps.notifications.announce(result.notification);
      this.finish(campaign.id, written, result.article.id);
      return {
        article: articleView(result.article),
        summary: this.summary(written, generated.model, 1, result.usage, result.chargedCents),
      };
    } catch (error) {
      this.fail(campaign.id, error);
      if (error instanceof UniqueConstraintViolationException) {
        const winner = await em.fork().findOne(Article, { campaign: campaign.id }, { fields: ['id'] });
        throw new ArticleExistsError(winner?.id ?? '');
      }
      throw error;
    }
  }

  /** POST /api/articles/{id}/regenerate: a new text for the same article (a new version; not counted against the quota). */
  async regenerate(
    em: EntityManager,
    viewer: Viewer | null,
    articleId: string,
    replaceTitle = false,
  ): Promise<{ article: ArticleView; summary: GenerationSummary }> {
    const article = await this.own(em, viewer, articleId);
    const campaign = article.campaign;
    await this.deps.authorization.assertCanActFor(em, authorize(viewer, 'article.write'), campaign.ticker);
    this.assertGeneratable(campaign);
    if (article.status === 'published') throw new ArticlePublishedError();
    const listing = await this.deps.market.company(campaign.ticker, em);

    const profile = await issuerProfile(em, campaign.organization.id);
    const generated = await this.runModel(campaign, listing, profile, `${article.id}:${article.version + 1}`);
    try {
      const title = await regeneratedTitle(em, article, generated.title, replaceTitle);
      const written = this.write(campaign, listing, title, generated.body, {
        cost: await campaignCost(em, campaign),
        model: generated.model,
      });
      const saved = await em.transactional(async (tx) => {
        const locked = await tx.findOneOrFail(Article, { id: article.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (locked.status === 'published') throw new ArticlePublishedError();
        const now = this.deps.clock.now();
        this.applyText(locked, written, now);
        locked.model = generated.model;
        locked.version += 1;
        this.addVersion(tx, locked, 'regenerated', viewer!.userId, now);
        this.deps.audit.record(tx, {
          organizationId: locked.organization.id,
          actorId: viewer!.userId,
          action: 'article.regenerated',
          entityType: 'article',
          entityId: locked.id,
          content: `# ${locked.title}\n\n${locked.content}`,
          details: {
            campaignId: campaign.id,
            model: generated.model,
            version: locked.version,
            wordCount: written.wordCount,
            compliance: written.compliance,
          },
        });
        await tx.flush();
        return locked;
      });
      const usage = await this.deps.plans.usage(em, viewer);
      this.finish(campaign.id, written, saved.id);
      return { article: articleView(saved), summary: this.summary(written, generated.model, saved.version, usage, 0) };
    } catch (error) {
      this.fail(campaign.id, error);
      throw error;
    }
  }

  /**
   * The live text of a campaign's generation for its owner (GraphQL subscription). Listens before
   * answering, then yields a first `ready` event with anything already written, then each delta, and
   * ends after the `done` event.
   */
  async generationEvents(
    em: EntityManager,
    viewer: Viewer | null,
    campaignId: string,
  ): Promise<AsyncIterableIterator<ArticleGenerationEvent>> {
    const campaign = await this.deps.campaigns.own(em, viewer, campaignId);
    const stream = this.deps.events.subscribe(topic('article.generation', campaign.id));
    // Same tick as subscribe: nothing between the snapshot and the first queued event is lost or doubled.
    const soFar = this.running.get(campaign.id)?.text ?? '';
    const first: ArticleGenerationEvent = {
      campaignId: campaign.id,
      delta: soFar,
      done: false,
      articleId: null,
      error: null,
      errorCode: null,
      ready: true,
    };
    async function* events(): AsyncGenerator<ArticleGenerationEvent> {
      try {
        yield first;
        for await (const event of stream) {
          yield event;
          if (event.done) return;
        }
      } finally {
        await stream.return();
      }
    }
    return events();
  }

  private assertGeneratable(campaign: Campaign): void {
    if (campaign.status === 'archived') throw new CampaignArchivedError();
    const missing: Record<string, string> = {};
    if (!campaign.sector) missing.sector = 'Required';
    if (!campaign.tone) missing.tone = 'Required';
    if (Object.keys(missing).length) throw new CampaignIncompleteError(missing);
    if (!campaign.highlights?.trim()) throw new HighlightsRequiredError();
    assertFeatureBrief(campaign);
  }

  /** Runs the content model, streaming deltas on the bus; a model failure becomes `generation_failed` (502/503/504) with nothing saved. */
  private async runModel(
    campaign: Campaign,
    listing: CompanyInfo | null,
    profile: IssuerProfile,
    variationSeed?: string,
  ): Promise<GeneratedContent> {
    if (this.running.has(campaign.id)) throw new GenerationInProgressError();
    const state = { text: '' };
    this.running.set(campaign.id, state);
    const channel = topic('article.generation', campaign.id);
    try {
      return await this.deps.model.generate(campaignContentRequest(campaign, listing, profile, this.deps.clock.now(), variationSeed), {
        onDelta: (delta) => {
          state.text += delta;
          this.deps.events.publish(channel, {
            campaignId: campaign.id,
            delta,
            done: false,
            articleId: null,
            error: null,
            errorCode: null,
            ready: false,
          });
        },
      });
    } catch (error) {
      this.fail(campaign.id, error);
      if (error instanceof ContentModelError) {
        this.deps.logger.warn({ campaignId: campaign.id, code: error.code, model: this.deps.model.name }, 'article generation failed');
      }
      throw toGenerationError(error);
    }
  }

  private finish(campaignId: string, written: WrittenText, articleId: string): void {
    if (!this.running.delete(campaignId)) return;
    const channel = topic('article.generation', campaignId);
    // The stream ends like the article: with the disclosures the service appended.
    this.deps.events.publish(channel, {
      campaignId,
      delta: `${DISCLOSURE_SEPARATOR}${written.disclosures}`,
      done: false,
      articleId: null,
      error: null,
      errorCode: null,
      ready: false,
    });
    this.deps.events.publish(channel, { campaignId, delta: '', done: true, articleId, error: null, errorCode: null, ready: false });
  }

  private fail(campaignId: string, error: unknown): void {
    if (!this.running.delete(campaignId)) return;
    const message = error instanceof Error ? error.message : 'Generation failed.';
    const code = error instanceof ContentModelError ? error.code : ((error as { code?: string }).code ?? 'generation_failed');
    this.deps.events.publish(topic('article.generation', campaignId), {
      campaignId,
      delta: '',
      done: true,
      articleId: null,
      error: message,
      errorCode: String(code),
      ready: false,
    });
  }

  // Edit

  /**
   * PUT /api/articles/{id}: the issuer's title and text. Any disclosure block in the text is replaced by the
   * canonical one (`disclosuresRestored` says the client's version lacked or altered it); the forward-looking
   * legend and compliance are re-evaluated on the new text.
   */
  async update(
    em: EntityManager,
    viewer: Viewer | null,
    articleId: string,
    input: { title: string; content: string },
  ): Promise<{ article: ArticleView; disclosuresRestored: boolean; changed: boolean }> {
    const article = await this.own(em, viewer, articleId);
    const campaign = article.campaign;
    await this.deps.authorization.assertCanActFor(em, authorize(viewer, 'article.write'), campaign.ticker);
    if (article.status === 'published') throw new ArticlePublishedError();
    const { body, disclosuresIntact } = splitEditedContent(input.content, article.disclosures);
    if (!body.trim()) throw new EmptyArticleError();
    const title = input.title.trim();
    if (title === article.title && body === article.body) {
      return { article: articleView(article), disclosuresRestored: !disclosuresIntact, changed: false };
    }
    const listing = await this.deps.market.company(campaign.ticker, em);
    // The issuer's edit of a drafted text: still drafted by the article's model (or the composer).
    const written = this.write(campaign, listing, title, body, { cost: await campaignCost(em, campaign), model: article.model });
    // Restored also when the block sent was the old one but the new text needs another (e.g. the forward-looking legend).
    const disclosuresRestored = !disclosuresIntact || written.disclosures !== article.disclosures;
    const saved = await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(Article, { id: article.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (locked.status === 'published') throw new ArticlePublishedError();
      const now = this.deps.clock.now();
      this.applyText(locked, written, now);
      locked.version += 1;
      this.addVersion(tx, locked, 'edited', viewer!.userId, now);
      this.deps.audit.record(tx, {
        organizationId: locked.organization.id,
        actorId: viewer!.userId,
        action: 'article.edited',
        entityType: 'article',
        entityId: locked.id,
        content: `# ${locked.title}\n\n${locked.content}`,
        details: { campaignId: campaign.id, version: locked.version, disclosuresRestored, compliance: written.compliance },
      });
      await tx.flush();
      return locked;
    });
    return { article: articleView(saved), disclosuresRestored, changed: true };
  }

  // Release status, driven by publishing and distribution (which decide when); the rules live here.

  /** Work is under way or waits for a person, with no time set. A published article stays published. */
  markInProgress(article: Article, platforms?: string[]): void {
    if (article.status !== 'published') this.setReleaseStatus(article, 'in_progress');
    if (platforms) this.setPlatforms(article, platforms);
  }

  /** Work waits for a time someone set. A published article stays published. */
  markScheduled(article: Article, platforms?: string[]): void {
    if (article.status !== 'published') this.setReleaseStatus(article, 'scheduled');
    if (platforms) this.setPlatforms(article, platforms);
  }

  /** The first publication went out at `at`; publishedAt keeps the first time. */
  markPublished(article: Article, at: Date, platforms?: string[]): void {
    article.publishedAt ??= at;
    this.setReleaseStatus(article, 'published');
    if (platforms) this.setPlatforms(article, platforms);
  }

  /** Everything failed (the reasons are on each publication and order). A published article stays published. */
  markFailed(article: Article, platforms?: string[]): void {
    if (article.status !== 'published') this.setReleaseStatus(article, 'failed');
    if (platforms) this.setPlatforms(article, platforms);
  }

  /** Nothing pending any more (all cancelled): back to draft, unless already published. */
  markDraft(article: Article, platforms?: string[]): void {
    if (article.status !== 'published') this.setReleaseStatus(article, 'draft');
    if (platforms) this.setPlatforms(article, platforms);
  }

  private setReleaseStatus(article: Article, status: ArticleStatus): void {
    if (article.status !== status) {
      article.status = status;
      article.updatedAt = this.deps.clock.now();
    }
    // The campaign's status follows its article's.
    this.deps.campaigns.followArticle(article.campaign, article.status, this.deps.clock.now());
  }

  private setPlatforms(article: Article, platforms: string[]): void {
    const next = [...new Set(platforms)].sort();
    if (next.join(',') !== [...article.platforms].sort().join(',')) article.platforms = next;
  }

  // Reads

  async get(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<ArticleView> {
    return articleView(await this.own(em, viewer, articleId));
  }

  /** The viewer's organization's articles, newest first (at most ARTICLE_LIST_LIMIT). */
  async list(em: EntityManager, viewer: Viewer | null, query: ArticleListQuery = {}): Promise<ArticleView[]> {
    return (await this.listPage(em, viewer, query, { first: ARTICLE_LIST_LIMIT, afterId: null }))?.items ?? [];
  }

  /** A keyset page of the list, newest first (GraphQL's connection). */
  async listPage(em: EntityManager, viewer: Viewer | null, query: ArticleListQuery, page: KeysetRequest): PageOf<ArticleView> {
    const scope = { organization: authorize(viewer, 'organization.read').organizationId };
    const filter = { ...(query.campaignId ? { campaign: query.campaignId } : {}), ...(query.status ? { status: query.status } : {}) };
    const where = query.campaignId && !isUuid(query.campaignId) ? null : { ...scope, ...filter };
    const found = await keysetPage(em, Article, scope, where, page);
    return found && { ...found, items: found.items.map(articleView) };
  }

  /** Versions with a line diff between consecutive ones, and the article's audit trail. */
  async history(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<ArticleHistory> {
    const article = await this.own(em, viewer, articleId);
    const versions = await em.find(ArticleVersion, { article: article.id }, { orderBy: { version: 'asc' } });
    const events = await this.deps.audit.history(em, article.organization.id, 'article', article.id);
    return { articleId: article.id, versions: versionViews(versions), events };
  }

  /** An article of the viewer's organization (with its campaign), or 404 for anything else. */
  async own(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<Article> {
    const member = authorize(viewer, 'organization.read');
    const article = isUuid(articleId)
      ? await em.findOne(Article, { id: articleId, organization: member.organizationId }, { populate: ['campaign'] })
      : null;
    if (!article) throw new ArticleNotFoundError();
    return article;
  }

  // Text, disclosures and compliance: the one place content is assembled

  /** Also the demo workspace's seed (api/src/demo-workspace.ts): its articles are assembled like any other. */
  write(campaign: Campaign, listing: CompanyInfo | null, title: string, rawBody: string, origin: ArticleOrigin): WrittenText {
    const body = rawBody.trim();
    const input = disclosureInputFor(campaign, listing, title, body, origin);
    const { exchange, forwardLooking } = input;
    // The legend names the risks of the issuer's sector.
    const disclosures = buildDisclosures({ ...input, sector: campaign.sector });
    const content = composeContent(body, disclosures.text);
    const report = checkContent(`# ${title}\n\n${content}`, { exchange, jurisdiction: '' });
    return {
      title,
      body,
      disclosures: disclosures.text,
      disclosureFacts: disclosures.facts,
      disclosureTitles: disclosures.items.map((i) => i.title),
      forwardLooking,
      content,
      compliance: report.counts.critical === 0,
      report: {
        score: report.score,
        level: report.level,
        counts: report.counts,
        findings: report.findings.map(storedFinding),
        checkedAt: this.deps.clock.now().toISOString(),
      },
      wordCount: countWords(body),
    };
  }

  private applyText(article: Article, written: WrittenText, now: Date): void {
    article.title = written.title;
    article.body = written.body;
    article.disclosures = written.disclosures;
    article.disclosureFacts = written.disclosureFacts;
    article.content = written.content;
    article.compliance = written.compliance;
    article.complianceReport = written.report;
    article.wordCount = written.wordCount;
    article.updatedAt = now;
  }

  private addVersion(em: EntityManager, article: Article, reason: VersionReason, actorId: string, now: Date): void {
    em.create(ArticleVersion, {
      article,
      version: article.version,
      title: article.title,
      body: article.body,
      disclosures: article.disclosures,
      contentHash: articleDigest(article.title, article.content),
      disclosureFacts: article.disclosureFacts ?? null,
      reason,
      actorId,
      model: reason === 'edited' ? null : (article.model ?? null),
      createdAt: now,
    });
  }

  private summary(
    written: WrittenText,
    model: string,
    version: number,
    usage: Pick<PlanUsage, 'plan' | 'limit' | 'used' | 'remaining'>,
    chargedCents: number,
  ): GenerationSummary {
    return {
      wordCount: written.wordCount,
      model,
      version,
      complianceLevel: written.report.level,
      complianceScore: written.report.score,
      findings: written.report.counts,
      disclosures: written.disclosureTitles,
      forwardLooking: written.forwardLooking,
      chargedCents,
      quota: { plan: usage.plan, limit: usage.limit, used: usage.used, remaining: usage.remaining },
    };
  }
}
