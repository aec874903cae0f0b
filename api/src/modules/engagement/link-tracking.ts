import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { isBot } from './bot-filter';
import { type EngagementDeps, HITS_PER_ADDRESS_PER_MINUTE, type TrackResult } from './engagement.deps';
import { type EngagementIngest, IngestWriteError, type TrackingHit } from './engagement.ingest';
import type { TrackingMeta } from './engagement.views';
import { loadLinkAllowList, trackableUrl } from './link-allow-list';
import { ReaderHasher } from './readers';

const SOURCE_ALIASES: Record<string, string> = { x: 'twitter' };

/**
 * What happens when a reader opens a hosted page or follows a tracked link: the outbound links rewritten
 * to `/r/<id>` (allow-listed targets only), and each hit counted once per reader through the ingest.
 */
export class LinkTracking {
  private readonly links = new LRUCache<string, { articleId: string; targetUrl: string }>({ max: 10_000 });
  /** `<articleId> <url>` -> its tracked address, or '' when it may not be tracked. */
  private readonly trackedUrls = new LRUCache<string, string>({ max: 50_000 });
  private readonly readers: ReaderHasher;
  private readonly hitsPerMinute: number;

  constructor(
    private readonly deps: EngagementDeps,
    private readonly ingest: EngagementIngest,
  ) {
    this.readers = new ReaderHasher(deps.orm, deps.clock);
    this.hitsPerMinute = deps.hitsPerAddressPerMinute ?? HITS_PER_ADDRESS_PER_MINUTE;
  }

  /** One visit of the hosted article page (or of the pixel): counted, ignored (a bot or a prefetch), or an unknown article. */
  recordView(articleId: string, meta: TrackingMeta = {}): Promise<TrackResult> {
    return this.track(articleId, 'view', meta);
  }

  /**
   * A click on a tracked link: the stored target, or null for an unknown id. The click is counted only
   * for a person (not a bot or a prefetch); the redirect happens either way.
   */
  async click(linkId: string, meta: TrackingMeta = {}): Promise<string | null> {
    const link = await this.link(linkId);
    if (!link) return null;
    await this.track(link.articleId, 'click', meta);
    return link.targetUrl;
  }

  /**
   * Tracked addresses for an article's outbound links: `<publicUrl>/r/<id>` for each URL on the allow-list
   * (the verified domain, the connected platforms' hosts, the links the issuer confirmed); other URLs are
   * absent from the answer and stay as they are. The same URL of the same article always gets the same id.
   */
  async trackedLinks(articleId: string, urls: readonly string[]): Promise<Map<string, string>> {
    const answer = new Map<string, string>();
    const unknown: string[] = [];
    for (const url of new Set(urls)) {
      const known = this.trackedUrls.get(`${articleId} ${url}`);
      if (known === undefined) unknown.push(url);
      else if (known) answer.set(url, known);
    }
    if (unknown.length === 0) return answer;
    const article = await this.deps.articles.find(articleId);
    if (!article) return answer;
    const allow = await loadLinkAllowList(this.deps.orm.em.fork(), this.deps.linkAllowList, article);
    const db = this.deps.orm.em.getConnection();
    const targets = new Map<string, string[]>();
    for (const url of unknown) {
      const target = trackableUrl(url, allow);
      if (target) targets.set(target, [...(targets.get(target) ?? []), url]);
      else this.trackedUrls.set(`${articleId} ${url}`, ''); // stays as it is
    }
    if (targets.size === 0) return answer;
    const list = [...targets.keys()];
    const params: unknown[] = [];
    for (const target of list) params.push(randomBytes(8).toString('base64url'), articleId, target);
    await db.execute(
      `insert into tracked_links (id, article_id, target_url) values ${list.map(() => '(?, ?, ?)').join(', ')} on conflict (article_id, target_url) do nothing`,
      params,
      'run',
    );
    const rows = await db.execute<{ id: string; target_url: string }[]>(
      `select id, target_url from tracked_links where article_id = ? and target_url in (${list.map(() => '?').join(', ')})`,
      [articleId, ...list],
    );
    for (const row of rows) {
      this.links.set(row.id, { articleId, targetUrl: row.target_url });
      const tracked = `${this.deps.publicUrl}/r/${row.id}`;
      for (const url of targets.get(row.target_url) ?? []) {
        answer.set(url, tracked);
        this.trackedUrls.set(`${articleId} ${url}`, tracked);
      }
    }
    return answer;
  }

  /**
   * Renders a page with its outbound links tracked: `render` is called once to collect the links, then
   * again with each allow-listed one replaced by its `/r/<id>` address (the hosted page).
   */
  async withTrackedLinks(articleId: string, render: (linkHref: (url: string) => string) => string): Promise<string> {
    const urls: string[] = [];
    render((url) => {
      urls.push(url);
      return url;
    });
    const tracked = await this.trackedLinks(articleId, urls);
    return render((url) => tracked.get(url) ?? url);
  }

  /** One link: its tracked address, or null when the URL may not be tracked (it then stays as it is). */
  async trackedLink(articleId: string, url: string): Promise<string | null> {
    return (await this.trackedLinks(articleId, [url])).get(url) ?? null;
  }

  private async link(linkId: string): Promise<{ articleId: string; targetUrl: string } | null> {
    const cached = this.links.get(linkId);
    if (cached) return cached;
    if (!/^[A-Za-z0-9_-]{1,16}$/.test(linkId)) return null;
    const em = this.deps.orm.em.fork();
    const [row] = await em
      .getConnection()
      .execute<{ article_id: string; target_url: string }[]>('select article_id, target_url from tracked_links where id = ?', [linkId]);
    const article = row ? await this.deps.articles.find(row.article_id) : null;
    if (!row || !article) return null;
    // Stored before the allow-list was narrowed (or since revoked): never redirected, the link is "not found".
    if (!trackableUrl(row.target_url, await loadLinkAllowList(em, this.deps.linkAllowList, article))) return null;
    const link = { articleId: row.article_id, targetUrl: row.target_url };
    this.links.set(linkId, link);
    return link;
  }

  /** `web`, or `web:<platform>` when the hit names a platform this server publishes to. */
  private trafficPlatform(source: string | null | undefined): string {
    const id = source ? (SOURCE_ALIASES[source.toLowerCase()] ?? source.toLowerCase()) : null;
    return id && this.deps.plugins.platform(id) ? `web:${id}` : 'web';
  }

  /**
   * Counts a hit once per reader (keyed hash of address and User-Agent) per article and kind within
   * 30 minutes, and only after the write holding it has committed: a hit answered is a hit stored.
   */
  private async track(articleId: string, kind: TrackingHit['kind'], meta: TrackingMeta): Promise<TrackResult> {
    // The article and today's salt are at hand for nearly every hit: then only the write is waited for.
    const article = this.deps.articles.cached(articleId) ?? (await this.deps.articles.find(articleId));
    if (!article) return 'unknown';
    if (meta.prefetch || isBot(meta.userAgent)) return 'ignored';
    const address = meta.address || 'unknown';
    try {
      // Counted hits per address and minute, across instances (hits that arrive together share one statement).
      const { count } = await this.deps.rateLimits.hit('tracking', address, 60_000);
      if (count > this.hitsPerMinute) return 'limited';
      const userAgent = meta.userAgent ?? '';
      const reader = this.readers.readerNow(address, userAgent) ?? (await this.readers.reader(address, userAgent));
      const counted = await this.ingest.record({ articleId: article.articleId, platform: this.trafficPlatform(meta.source), kind, reader });
      return counted ? 'counted' : 'repeat';
    } catch (error) {
      // The ingest logged a failed write; the limit's count and the salt read are logged here.
      if (!(error instanceof IngestWriteError)) this.deps.logger.error({ err: error }, 'tracking hit could not be counted');
      return 'failed';
    }
  }
}
