import type { EntityManager } from '@mikro-orm/core';
import { keysetPage, type KeysetRequest, type PageOf } from '../../db/keyset';
import { isUuid } from '../../lib/ids';
import type { AuditView } from '../audit';
import { authorize, type Viewer } from '../identity';
import { ArticleVersion } from './article-version.entity';
import { Article } from './article.entity';
import type { ArticlesDeps } from './articles.deps';
import { ArticleNotFoundError } from './articles.errors';
import { articleView, versionViews, type ArticleHistory, type ArticleListQuery, type ArticleView } from './articles.views';

/** What an issuer reads of their articles (only their organization's): one, the list, the history. */
export class ArticleLookup {
  constructor(private readonly deps: Pick<ArticlesDeps, 'audit' | 'publicUrls'>) {}

  async get(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<ArticleView> {
    return this.view(em, await this.own(em, viewer, articleId));
  }

  /** What the API answers for an article: its fields and its public addresses. */
  async view(em: EntityManager, article: Article): Promise<ArticleView> {
    return (await this.views(em, [article]))[0]!;
  }

  /** The answers for many articles, their addresses read at once. */
  async views(em: EntityManager, articles: Article[]): Promise<ArticleView[]> {
    const urls = await this.deps.publicUrls(
      em,
      articles.map((a) => a.id),
    );
    return articles.map((a) => articleView(a, urls.get(a.id)!));
  }

  /** A keyset page of the list, newest first (GraphQL's connection, REST's `{ items, nextCursor }`). */
  async listPage(em: EntityManager, viewer: Viewer | null, query: ArticleListQuery, page: KeysetRequest): PageOf<ArticleView> {
    const scope = { organization: authorize(viewer, 'organization.read').organizationId };
    const filter = { ...(query.campaignId ? { campaign: query.campaignId } : {}), ...(query.status ? { status: query.status } : {}) };
    const where = query.campaignId && !isUuid(query.campaignId) ? null : { ...scope, ...filter };
    const found = await keysetPage(em, Article, scope, where, page);
    return found && { ...found, items: await this.views(em, found.items) };
  }

  /** Versions with a line diff between consecutive ones, and the article's audit trail. */
  async history(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<ArticleHistory> {
    const article = await this.own(em, viewer, articleId);
    const versions = await em.find(ArticleVersion, { article: article.id }, { orderBy: { version: 'asc' } });
    const events = await this.deps.audit.history(em, article.organization.id, 'article', article.id);
    return { articleId: article.id, versions: versionViews(versions), events };
  }

  /**
   * One entry of an article's audit trail, read as history reads it (whoever may read the article); null for an
   * entry about anything else (team, tokens, webhooks), which no query shows.
   */
  async historyEntry(em: EntityManager, viewer: Viewer | null, id: string): Promise<AuditView | null> {
    const member = authorize(viewer, 'organization.read');
    const entry = isUuid(id) ? await this.deps.audit.get(em, member.organizationId, id) : null;
    if (entry?.entityType !== 'article' || !entry.entityId) return null;
    // The trail outlives its article; with the article gone, so is its history (404, which node answers as null).
    await this.own(em, member, entry.entityId);
    return entry;
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
}
