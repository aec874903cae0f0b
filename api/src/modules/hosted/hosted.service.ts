import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { Article } from '../articles/article.entity';
import type { MarketService } from '../market/market.service';
import { HostedPage } from './hosted-page.entity';
import type { HostedArticle } from './hosted.page';

/** Whether the article is out (the page is served only then), as the publishing module knows it. */
export interface ArticlePresence {
  /** A publication is being published, is published, or waits for the issuer to post it. */
  live: boolean;
  /** No publication reached a real platform. */
  sandboxOnly: boolean;
  /** First publication's time. */
  publishedAt: Date | null;
  /** Real posts: platform name and URL. */
  alsoOn: { name: string; url: string }[];
}

export interface HostedDeps {
  publicUrl: string;
  market: MarketService;
  /** Supplied by the publishing service (it owns publications). */
  presence(em: EntityManager, articleId: string): Promise<ArticlePresence>;
}

const SLUG_WORDS = 80;

/** `Northwind Q3: results & outlook` -> `northwind-q3-results-outlook`. */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_WORDS)
    .replace(/-+$/g, '');
  return slug || 'article';
}

function shortId(): string {
  // 40 random bits in base 36: eight characters, unguessable enough to keep unpublished drafts unlisted.
  return BigInt(`0x${randomBytes(5).toString('hex')}`).toString(36).padStart(8, '0');
}

/** The hosted article page: one per published article, the canonical URL the platforms link to. */
export class HostedService {
  constructor(private readonly deps: HostedDeps) {}

  urlOf(slug: string): string {
    return `${this.deps.publicUrl}/p/${slug}`;
  }

  /** The article's page, created (in the caller's unit of work) at its first publish. */
  async ensure(em: EntityManager, article: Article): Promise<HostedPage> {
    const existing = await em.findOne(HostedPage, { article: article.id });
    if (existing) return existing;
    return em.create(HostedPage, { article, user: article.user, slug: `${slugify(article.title)}-${shortId()}` });
  }

  async find(em: EntityManager, articleId: string): Promise<HostedPage | null> {
    return em.findOne(HostedPage, { article: articleId });
  }

  /** What `/p/<slug>` shows, or null (unknown slug, or nothing published yet). */
  async page(em: EntityManager, slug: string): Promise<(HostedArticle & { articleId: string }) | null> {
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
    const page = await em.findOne(HostedPage, { slug }, { populate: ['article', 'article.campaign', 'user'] });
    if (!page) return null;
    const presence = await this.deps.presence(em, page.article.id);
    if (!presence.live) return null;
    const article: Article = page.article;
    const campaign = article.campaign;
    const listing = await this.deps.market.company(campaign.ticker, em);
    return {
      articleId: article.id,
      title: article.title,
      body: article.body,
      disclosures: article.disclosures,
      companyName: campaign.companyName,
      ticker: campaign.ticker,
      exchange: listing?.exchange ?? page.user.exchange ?? null,
      publishedAt: presence.publishedAt ?? article.publishedAt ?? null,
      canonicalUrl: this.urlOf(page.slug),
      sandboxOnly: presence.sandboxOnly,
      alsoOn: presence.alsoOn,
    };
  }
}
