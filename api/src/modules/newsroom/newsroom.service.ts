import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { ConflictError, ForbiddenError, ValidationError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { type Article, markdownToText, releasedText } from '../articles';
import { authorize, can, findOrganization, type Viewer } from '../identity';
import type { EffectLedger, EffectState } from '../vendor-calls';
import { Newsroom, NewsroomRelease } from './newsroom.entity';
import { newsroomZone, zonedTimeText } from './newsroom.time';
import { NEWSROOM_MESSAGES, NEWSROOM_SLUG_PATTERN, newsroomUpdateSchema } from './newsroom.schemas';

/** The platform id of `POST /api/articles/{id}/publish` that puts a release on the newsroom. */
export const NEWSROOM_PLATFORM = 'newsroom';

/** Releases per newsroom page. */
const NEWSROOM_PAGE_SIZE = 20;

/** Items per feed: the newest releases. */
const FEED_SIZE = 50;

export interface NewsroomDeps {
  publicUrl: string;
  clock: Clock;
  /** The article's newswire orders as the release reads them (distribution's ledger, a port the newsroom module's definition fills). */
  wireEffects(em: EntityManager, articleId: string, now: Date): Promise<EffectState[]>;
}

export interface NewsroomView {
  slug: string;
  url: string;
  title: string;
  logoUrl: string | null;
  feeds: { rss: string; atom: string; json: string };
  canChange: boolean;
}

/** One version of a release as the public sees it. */
export interface PublicVersion {
  version: number;
  title: string;
  body: string;
  disclosures: string;
  liveAt: Date;
}

/** A release on the newsroom: its latest live version, and every live version (oldest first) as its history. */
export interface PublicRelease {
  slug: string;
  url: string;
  /** When it first went live (the list's order and date). */
  firstLiveAt: Date;
  latest: PublicVersion;
  versions: PublicVersion[];
  summary: string;
}

/** A newsroom as the public pages and feeds see it. */
export interface PublicNewsroom {
  slug: string;
  url: string;
  title: string;
  logoUrl: string | null;
  companyName: string;
  exchange: string | null;
  createdAt: Date;
}

/** A plain-text summary of a release body: its first sentences, up to about 240 characters. */
function releaseSummary(body: string): string {
  const text = markdownToText(body).replace(/\s+/g, ' ').trim();
  return text.length > 240 ? `${text.slice(0, 237).replace(/\s+\S*$/, '')}…` : text;
}

/** `Northwind Q3: results & outlook` -> `northwind-q3-results-outlook`. */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
  return slug || 'release';
}

/**
 * The organization's newsroom: settings (owners change them), the releases put on it by the release
 * workflow, and what its public pages and feeds show. The embargo is decided when read: a release is
 * shown only once its time has come and no newswire order of the article is still pending; the time it
 * went live is then stored once, so a later wire order never takes it down again.
 */
export class NewsroomService {
  constructor(private readonly deps: NewsroomDeps) {}

  // -------------------------------------------------------------------------------------------
  // Settings → Newsroom

  async settings(em: EntityManager, viewer: Viewer | null): Promise<NewsroomView> {
    const member = authorize(viewer, 'organization.read');
    const newsroom = await em.fork().transactional((tx) => this.ensure(tx, member.organizationId));
    return this.view(newsroom, !member.token && !member.readOnly && can(member.memberRole, 'newsroom.manage'));
  }

  /** Owners only: 409 `newsroom_slug_taken` when another organization has the slug, 400 `newsroom_slug_invalid` for its form. */
  async update(em: EntityManager, viewer: Viewer | null, body: unknown): Promise<NewsroomView> {
    const member = authorize(viewer, 'newsroom.manage');
    const input = parseInput(newsroomUpdateSchema, body);
    if (input.slug !== undefined && !NEWSROOM_SLUG_PATTERN.test(input.slug)) {
      throw new ValidationError(NEWSROOM_MESSAGES.slugInvalid, { slug: NEWSROOM_MESSAGES.slugInvalid }, undefined, 'newsroom_slug_invalid');
    }
    const newsroom = await em.fork().transactional(async (tx) => {
      const row = await this.ensure(tx, member.organizationId);
      if (input.slug !== undefined && input.slug !== row.slug) {
        if (await tx.count(Newsroom, { slug: input.slug, id: { $ne: row.id } })) throw slugTaken();
        row.slug = input.slug;
      }
      if (input.title !== undefined) row.title = input.title;
      if (body && typeof body === 'object' && 'logoUrl' in body) row.logoUrl = input.logoUrl;
      row.updatedAt = this.deps.clock.now();
      try {
        await tx.flush();
      } catch (error) {
        // Two owners taking the same slug at once: the unique index decides.
        if ((error as { name?: string }).name === 'UniqueConstraintViolationException') throw slugTaken();
        throw error;
      }
      return row;
    });
    return this.view(newsroom, true);
  }

  private view(newsroom: Newsroom, canChange: boolean): NewsroomView {
    const url = this.urlOf(newsroom.slug);
    return {
      slug: newsroom.slug,
      url,
      title: newsroom.title,
      logoUrl: newsroom.logoUrl ?? null,
      feeds: { rss: `${url}/feed.rss`, atom: `${url}/feed.atom`, json: `${url}/feed.json` },
      canChange,
    };
  }

  urlOf(slug: string): string {
    return `${this.deps.publicUrl}/newsroom/${slug}`;
  }

  /** The organization's newsroom, made (in the caller's transaction) with the ticker in lower case as its slug. */
  async ensure(tx: EntityManager, organizationId: string): Promise<Newsroom> {
    const existing = await tx.findOne(Newsroom, { organization: organizationId });
    if (existing) return existing;
    const organization = await findOrganization(tx, organizationId);
    if (!organization) throw new ForbiddenError();
    const base = slugOf(organization.ticker ?? organization.name ?? 'newsroom').slice(0, 50);
    let slug = base.length >= 2 ? base : `${base}-newsroom`;
    // A ticker may be listed on several exchanges: the second company gets -2, and so on.
    for (let n = 2; await tx.count(Newsroom, { slug }); n += 1) slug = `${base}-${n}`;
    const now = this.deps.clock.now();
    const row = tx.create(Newsroom, {
      organization,
      slug,
      title: `${organization.name ?? organization.ticker ?? 'Company'} Newsroom`,
      logoUrl: null,
      createdAt: now,
      updatedAt: now,
    });
    await tx.flush();
    return row;
  }

  // -------------------------------------------------------------------------------------------
  // The release workflow's newsroom step

  /**
   * Puts the article's released version on the newsroom from `at` (inside the publish transaction, after
   * the version was marked released). A version already there keeps its row and time. Answers the row.
   */
  async record(tx: EntityManager, article: Article, at: Date): Promise<NewsroomRelease | null> {
    const text = await releasedText(tx, article);
    if (!text) return null;
    await this.ensure(tx, article.organization.id);
    const same = await tx.findOne(NewsroomRelease, { article: article.id, version: text.version });
    if (same) return same;
    const earlier = await tx.findOne(NewsroomRelease, { article: article.id }, { orderBy: { version: 'asc' } });
    let slug = earlier?.slug;
    if (!slug) {
      const base = slugOf(text.title);
      slug = base;
      for (let n = 2; await tx.count(NewsroomRelease, { organization: article.organization.id, slug }); n += 1) slug = `${base}-${n}`;
    }
    const now = this.deps.clock.now();
    return tx.create(NewsroomRelease, {
      organization: article.organization,
      article,
      slug,
      version: text.version,
      title: text.title,
      body: text.body,
      disclosures: text.disclosures,
      requestedAt: at,
      liveAt: null,
      createdAt: now,
      updatedAt: now,
    });
  }

  /** The publish answer's newsroom part: the latest version put there, its permalink and its time (`atText` for people, on the exchange's clock). */
  async publicationOf(em: EntityManager, articleId: string): Promise<{ url: string; version: number; at: string; atText: string } | null> {
    const row = await em
      .fork()
      .findOne(NewsroomRelease, { article: articleId }, { orderBy: { version: 'desc' }, populate: ['organization'] });
    if (!row) return null;
    const newsroom = await em.fork().findOne(Newsroom, { organization: row.organization.id });
    if (!newsroom) return null;
    const at = row.liveAt ?? row.requestedAt;
    return {
      url: `${this.urlOf(newsroom.slug)}/${row.slug}`,
      version: row.version,
      at: at.toISOString(),
      atText: zonedTimeText(at, newsroomZone(row.organization.exchange ?? null)),
    };
  }

  /** The newsroom as one effect kind of the article's release (its status follows it too). */
  readonly ledger: EffectLedger = {
    effectsOf: async (em, articleId) => {
      const rows = await em.find(NewsroomRelease, { article: articleId });
      const now = this.deps.clock.now();
      return rows.map((r) => {
        const live = r.liveAt && r.liveAt.getTime() <= now.getTime();
        // Not live yet: scheduled while its asked time is ahead, in progress while it waits for the wire.
        const waiting = r.requestedAt.getTime() > now.getTime() ? 'scheduled' : 'pending';
        return { state: live ? 'published' : waiting, publishedAt: live ? r.liveAt! : null, platform: NEWSROOM_PLATFORM };
      });
    },
  };

  // -------------------------------------------------------------------------------------------
  // The public newsroom, its releases and its feeds

  /** The newsroom of `slug`, or null. */
  async publicNewsroom(em: EntityManager, slug: string): Promise<PublicNewsroom | null> {
    if (!NEWSROOM_SLUG_PATTERN.test(slug)) return null;
    const newsroom = await em.findOne(Newsroom, { slug }, { populate: ['organization'] });
    if (!newsroom) return null;
    return {
      slug: newsroom.slug,
      url: this.urlOf(newsroom.slug),
      title: newsroom.title,
      logoUrl: newsroom.logoUrl ?? null,
      companyName: newsroom.organization.name ?? newsroom.title,
      exchange: newsroom.organization.exchange ?? null,
      createdAt: newsroom.createdAt,
    };
  }

  /** Every release of the newsroom that is live now, newest first. */
  async releases(em: EntityManager, newsroom: PublicNewsroom): Promise<PublicRelease[]> {
    const owner = await em.findOne(Newsroom, { slug: newsroom.slug });
    if (!owner) return [];
    const now = this.deps.clock.now();
    const rows = await em.find(
      NewsroomRelease,
      { organization: owner.organization.id, requestedAt: { $lte: now } },
      { orderBy: { requestedAt: 'desc', version: 'desc' } },
    );
    await this.settle(em, rows, now);
    const bySlug = new Map<string, NewsroomRelease[]>();
    for (const row of rows) {
      if (!row.liveAt || row.liveAt.getTime() > now.getTime()) continue;
      bySlug.set(row.slug, [...(bySlug.get(row.slug) ?? []), row]);
    }
    const releases = [...bySlug.entries()].map(([slug, versions]) => {
      const ordered = versions
        .sort((a, b) => a.version - b.version)
        .map((v) => ({ version: v.version, title: v.title, body: v.body, disclosures: v.disclosures, liveAt: v.liveAt! }));
      const latest = ordered[ordered.length - 1];
      return {
        slug,
        url: `${newsroom.url}/${slug}`,
        firstLiveAt: ordered[0].liveAt,
        latest,
        versions: ordered,
        summary: releaseSummary(latest.body),
      };
    });
    return releases.sort((a, b) => b.firstLiveAt.getTime() - a.firstLiveAt.getTime() || a.slug.localeCompare(b.slug));
  }

  /** One page of the list (1-based); `pages` is at least 1. */
  async page(
    em: EntityManager,
    newsroom: PublicNewsroom,
    page: number,
  ): Promise<{ releases: PublicRelease[]; page: number; pages: number }> {
    const all = await this.releases(em, newsroom);
    const pages = Math.max(1, Math.ceil(all.length / NEWSROOM_PAGE_SIZE));
    return { releases: all.slice((page - 1) * NEWSROOM_PAGE_SIZE, page * NEWSROOM_PAGE_SIZE), page, pages };
  }

  /** The release at its permalink, once live; null before (the embargo) or when unknown. */
  async release(em: EntityManager, newsroom: PublicNewsroom, releaseSlug: string): Promise<PublicRelease | null> {
    if (!/^[a-z0-9-]{1,140}$/.test(releaseSlug)) return null;
    return (await this.releases(em, newsroom)).find((r) => r.slug === releaseSlug) ?? null;
  }

  /** The newest releases for the feeds. */
  async feed(em: EntityManager, newsroom: PublicNewsroom): Promise<PublicRelease[]> {
    return (await this.releases(em, newsroom)).slice(0, FEED_SIZE);
  }

  /** Settles every row whose time has come and whose live time is not stored yet (the alerts' sweep). */
  async settleDue(em: EntityManager, now: Date): Promise<void> {
    const rows = await em.find(NewsroomRelease, { liveAt: null, requestedAt: { $lte: now } });
    await this.settle(em, rows, now);
  }

  /**
   * Decides the rows whose time has come and whose live time is not stored yet: live once no newswire order
   * of the article is pending, at the later of the asked time and the wire's release. Stored once (a
   * concurrent reader on another instance stores the same value; the first write wins).
   */
  private async settle(em: EntityManager, rows: NewsroomRelease[], now: Date): Promise<void> {
    for (const row of rows) {
      if (row.liveAt || row.requestedAt.getTime() > now.getTime()) continue;
      const articleId = row.article?.id;
      let liveAt = row.requestedAt;
      if (articleId) {
        const wire = await this.deps.wireEffects(em, articleId, now);
        if (wire.some((w) => w.state === 'scheduled' || w.state === 'pending')) continue;
        for (const w of wire) if (w.state === 'published' && w.publishedAt && w.publishedAt > liveAt) liveAt = w.publishedAt;
      }
      if (liveAt.getTime() > now.getTime()) continue;
      await em
        .getConnection()
        .execute('update newsroom_releases set live_at = ?, updated_at = ? where id = ? and live_at is null', [liveAt, now, row.id]);
      row.liveAt = liveAt;
    }
  }
}

function slugTaken(): ConflictError {
  return new ConflictError(NEWSROOM_MESSAGES.slugTaken, 'newsroom_slug_taken');
}
