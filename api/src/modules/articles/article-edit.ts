import { LockMode, type EntityManager } from '@mikro-orm/core';
import { campaignCost } from '../campaigns';
import { authorize, type Viewer } from '../identity';
import { splitEditedContent } from './article-content';
import type { ArticleLookup } from './article-lookup';
import { addVersion, applyText, writeArticle } from './article-writing';
import { Article } from './article.entity';
import type { ArticlesDeps } from './articles.deps';
import { ArticlePublishedError, EmptyArticleError } from './articles.errors';
import type { ArticleView } from './articles.views';

/** What happens when an issuer edits an article's title and text: the disclosures restored, compliance re-checked, a new version. */
export class ArticleEdit {
  constructor(
    private readonly deps: ArticlesDeps,
    private readonly lookup: ArticleLookup,
  ) {}

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
    const article = await this.lookup.own(em, viewer, articleId);
    const campaign = article.campaign;
    await this.deps.authorization.assertCanActFor(em, authorize(viewer, 'article.write'), campaign.ticker);
    if (article.status === 'published') throw new ArticlePublishedError();
    const { body, disclosuresIntact } = splitEditedContent(input.content, article.disclosures);
    if (!body.trim()) throw new EmptyArticleError();
    const title = input.title.trim();
    if (title === article.title && body === article.body) {
      return { article: await this.lookup.view(em, article), disclosuresRestored: !disclosuresIntact, changed: false };
    }
    const listing = await this.deps.market.company(campaign.ticker, em);
    // The issuer's edit of a drafted text: still drafted by the article's model (or the composer).
    const written = writeArticle(this.deps.clock, campaign, listing, title, body, {
      cost: await campaignCost(em, campaign),
      model: article.model,
    });
    // Restored also when the block sent was the old one but the new text needs another (e.g. the forward-looking legend).
    const disclosuresRestored = !disclosuresIntact || written.disclosures !== article.disclosures;
    const saved = await em.transactional(async (tx) => {
      const locked = await tx.findOneOrFail(Article, { id: article.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (locked.status === 'published') throw new ArticlePublishedError();
      const now = this.deps.clock.now();
      applyText(locked, written, now);
      locked.version += 1;
      addVersion(tx, locked, 'edited', viewer!.userId, now);
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
    return { article: await this.lookup.view(em, saved), disclosuresRestored, changed: true };
  }
}
