import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { UnauthorizedError } from '../../lib/errors';
import {
  assertFeatureBrief,
  Campaign,
  CampaignArchivedError,
  CampaignIncompleteError,
  campaignCost,
  HighlightsRequiredError,
  sameCost,
} from '../campaigns';
import { authorize, lockOrganization, Organization, type Viewer } from '../identity';
import { issuerProfile } from './article-content-request';
import type { ArticleLookup } from './article-lookup';
import { addVersion, applyText, generationSummary, writeArticle } from './article-writing';
import { Article } from './article.entity';
import type { ArticlesDeps } from './articles.deps';
import { ArticleExistsError, ArticlePublishedError } from './articles.errors';
import { regeneratedTitle } from './articles.title';
import type { ArticleView, GenerationSummary } from './articles.views';
import type { GenerationStream } from './generation-stream';

/**
 * What happens when an issuer generates a campaign's article (counted against the plan, charged any
 * overage) or regenerates it (a new version, not counted): the model's text, the disclosures and the
 * compliance check added here, versioned, audited and announced in one transaction.
 */
export class ArticleGeneration {
  constructor(
    private readonly deps: ArticlesDeps,
    private readonly stream: GenerationStream,
    private readonly lookup: ArticleLookup,
  ) {}

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

    const generated = await this.stream.runModel(campaign, listing, await issuerProfile(em, member.organizationId));
    try {
      // The disclosed cost is the one billed below (or already billed for this campaign).
      const origin = { cost: await campaignCost(em, campaign, quoted.cost), model: generated.model };
      let written = writeArticle(this.deps.clock, campaign, listing, generated.title, generated.body, origin);
      const result = await em.transactional(async (tx) => {
        // The organization row lock serialises its members' generations: the allowance is re-read under it.
        const locked = await lockOrganization(tx, member.organizationId);
        if (!locked) throw new UnauthorizedError();
        const { usage, cost } = await this.deps.plans.quote(tx, locked.id, confirmOverage);
        // Another member took the last included article meanwhile: the disclosure states what is billed now.
        if (!sameCost(cost, origin.cost))
          written = writeArticle(this.deps.clock, campaign, listing, generated.title, generated.body, { ...origin, cost });
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
        addVersion(tx, article, 'generated', viewer!.userId, now);
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
      this.stream.finish(campaign.id, written, result.article.id);
      return {
        article: await this.lookup.view(em, result.article),
        summary: generationSummary(written, generated.model, 1, result.usage, result.chargedCents),
      };
    } catch (error) {
      this.stream.fail(campaign.id, error);
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
    const article = await this.lookup.own(em, viewer, articleId);
    const campaign = article.campaign;
    await this.deps.authorization.assertCanActFor(em, authorize(viewer, 'article.write'), campaign.ticker);
    this.assertGeneratable(campaign);
    if (article.status === 'published') throw new ArticlePublishedError();
    const listing = await this.deps.market.company(campaign.ticker, em);

    const profile = await issuerProfile(em, campaign.organization.id);
    const generated = await this.stream.runModel(campaign, listing, profile, `${article.id}:${article.version + 1}`);
    try {
      const title = await regeneratedTitle(em, article, generated.title, replaceTitle);
      const written = writeArticle(this.deps.clock, campaign, listing, title, generated.body, {
        cost: await campaignCost(em, campaign),
        model: generated.model,
      });
      const saved = await em.transactional(async (tx) => {
        const locked = await tx.findOneOrFail(Article, { id: article.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (locked.status === 'published') throw new ArticlePublishedError();
        const now = this.deps.clock.now();
        applyText(locked, written, now);
        locked.model = generated.model;
        locked.version += 1;
        addVersion(tx, locked, 'regenerated', viewer!.userId, now);
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
      this.stream.finish(campaign.id, written, saved.id);
      return { article: await this.lookup.view(em, saved), summary: generationSummary(written, generated.model, saved.version, usage, 0) };
    } catch (error) {
      this.stream.fail(campaign.id, error);
      throw error;
    }
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
}
