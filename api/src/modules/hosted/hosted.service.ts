import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { preparedRows } from '../../db/prepared';
import { LRUCache } from 'lru-cache';
import { type Article } from '../articles';
import type { MarketService } from '../market';
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
  /** The earliest scheduled publication, when none is out yet. */
  scheduledFor: Date | null;
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

interface PageRow {
  article_id: string;
  title: string;
  body: string;
  disclosures: string;
  published_at: Date | string | null;
  company_name: string;
  ticker: string;
  exchange: string | null;
}

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
  return BigInt(`0x${randomBytes(5).toString('hex')}`)
    .toString(36)
    .padStart(8, '0');
}

/** The hosted article page: one per published article, the canonical URL the platforms link to. */
export class HostedService {
  /** Rendered pages by article, with what they showed: markdown rendering and link lookups dominate a visit. */
  private readonly rendered = new LRUCache<string, { shown: string; html: string }>({ max: 500 });

  constructor(private readonly deps: HostedDeps) {}

  /**
   * The page's HTML: rendered again only when anything it shows changed (the page data is read fresh on
   * every visit, so an edit, a new post or a cancellation shows at once).
   */
  async html(page: HostedArticle & { articleId: string }, render: () => Promise<string>): Promise<string> {
    const shown = JSON.stringify(page);
    const hit = this.rendered.get(page.articleId);
    if (hit?.shown === shown) return hit.html;
    const html = await render();
    this.rendered.set(page.articleId, { shown, html });
    return html;
  }

  urlOf(slug: string): string {
    return `${this.deps.publicUrl}/p/${slug}`;
  }

  /** The article's page, created (in the caller's unit of work) at its first publish. */
  async ensure(em: EntityManager, article: Article): Promise<HostedPage> {
    const existing = await em.findOne(HostedPage, { article: article.id });
    if (existing) return existing;
    return em.create(HostedPage, { article, organization: article.organization, slug: `${slugify(article.title)}-${shortId()}` });
  }

  /** The pages' slugs by article, for the articles that have one (an article's page is made at its first publish). */
  async slugsOf(em: EntityManager, articleIds: string[]): Promise<Map<string, string>> {
    if (articleIds.length === 0) return new Map();
    const pages = await em.find(HostedPage, { article: { $in: articleIds } }, { fields: ['slug', 'article'] });
    return new Map(pages.map((page) => [page.article.id, page.slug]));
  }

  async find(em: EntityManager, articleId: string): Promise<HostedPage | null> {
    return em.findOne(HostedPage, { article: articleId });
  }

  /**
   * What `/p/<slug>` shows: the article's released version once it is out; only its release time while it is scheduled (the
   * content stays unpublished until then); null for an unknown slug or nothing published or scheduled.
   */
  async page(em: EntityManager, slug: string): Promise<(HostedArticle & { articleId: string }) | { scheduledFor: Date } | null> {
    if (!/^[a-z0-9-]{1,120}$/.test(slug)) return null;
    // Every visit runs this: one indexed join without entity hydration, prepared (on PGlite, planning the
    // join on every visit had been most of a visit's CPU). The text is the released version's, never the
    // article's current one: an edit is a draft until it passes the gate and the approval in a release.
    const [page] = await preparedRows<PageRow>(
      em,
      `select a.id as article_id, v.title, v.body, v.disclosures, a.published_at, c.company_name, c.ticker, o.exchange
         from hosted_pages h join articles a on a.id = h.article_id
         join article_versions v on v.article_id = a.id and v.version = a.released_version
         join campaigns c on c.id = a.campaign_id join organizations o on o.id = h.organization_id
        where h.slug = ? and v.disclosures is not null`,
      [slug],
    );
    if (!page) return null;
    const presence = await this.deps.presence(em, page.article_id);
    if (!presence.live) return presence.scheduledFor ? { scheduledFor: presence.scheduledFor } : null;
    const listing = await this.deps.market.company(page.ticker, em);
    return {
      articleId: page.article_id,
      title: page.title,
      body: page.body,
      disclosures: page.disclosures,
      companyName: page.company_name,
      ticker: page.ticker,
      exchange: listing?.exchange ?? page.exchange ?? null,
      publishedAt: presence.publishedAt ?? (page.published_at ? new Date(page.published_at) : null),
      canonicalUrl: this.urlOf(slug),
      sandboxOnly: presence.sandboxOnly,
      alsoOn: presence.alsoOn,
    };
  }
}
