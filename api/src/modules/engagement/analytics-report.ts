import { Readable } from 'node:stream';
import type { EntityManager } from '@mikro-orm/core';
import { ValidationError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { campaignLabels } from '../campaigns';
import { authorize, type Viewer } from '../identity';
import { csvLine, csvLines } from './csv';
import type { EngagementDeps } from './engagement.deps';
import { analyticsQuerySchema, DEFAULT_RANGE_DAYS, MAX_EXPORT_DAYS, MAX_RANGE_DAYS } from './engagement.schemas';
import { stockSeries } from './engagement.stock';
import { counters, isoDay, type AnalyticsRow, type AnalyticsView, type TotalsRow } from './engagement.views';

const DAY_MS = 86_400_000;
/** Campaign id to its title and ticker. */
type CampaignLabels = Map<string, { title: string; ticker: string }>;
// localeCompare's order, without building a collator for every comparison (a million rows sort in windows).
const collate = new Intl.Collator().compare;
/** Days an export reads at a time: a week of a large issuer's rows is a few thousand. */
const EXPORT_WINDOW_DAYS = 7;
/**
 * Characters of CSV a written chunk holds (at most 96 KB of UTF-8). Each chunk, and the Buffer it becomes, stays under
 * V8's large-object size (128 KB) and dies in the young generation. A window's rows as one string (about 1 MB) went
 * to the large-object space, and its Buffer to external memory, which only a full collection frees: the server's RSS
 * grew by about 100 MB over a million rows (bench/README.md, "What bounds the export's memory").
 */
const CSV_CHUNK_CHARS = 32_768;
const CSV_HEADER = ['date', 'campaign_id', 'campaign', 'ticker', 'platform', 'views', 'clicks', 'shares', 'likes', 'comments'];

/** Each distinct `key` among `rows` with its place when one row of each is sorted by `compare`. */
function ranks<T>(rows: readonly T[], key: (row: T) => string, compare: (a: T, b: T) => number): Map<string, number> {
  const firsts = new Map<string, T>();
  for (const row of rows) if (!firsts.has(key(row))) firsts.set(key(row), row);
  return new Map([...firsts.values()].sort(compare).map((row, i) => [key(row), i]));
}

/** The Analytics screen: views and clicks per day, campaign and platform, the wire orders and the quotes; its CSV export. */
export class AnalyticsReport {
  constructor(private readonly deps: EngagementDeps) {}

  /** Views and clicks per day, campaign and platform in a date range (default the last 30 days), and the newswire orders. */
  async analytics(em: EntityManager, viewer: Viewer | null, query: Record<string, unknown>): Promise<AnalyticsView> {
    const { viewer: reader, from, to, chosen, articleId } = await this.scope(em, viewer, query, MAX_RANGE_DAYS);
    const campaignId = chosen?.id ?? null;
    const [rows, orders] = await Promise.all([
      this.rowsBetween(em, reader.organizationId, from, to, chosen, articleId),
      this.deps.orders ? this.deps.orders.between(em, reader.organizationId, from, to, campaignId) : Promise.resolve([]),
    ]);
    const tickers = chosen
      ? [chosen.ticker]
      : (
          (await em
            .getConnection()
            .execute('select distinct ticker from campaigns where organization_id = ? order by ticker limit 5', [
              reader.organizationId,
            ])) as { ticker: string }[]
        ).map((r) => r.ticker);
    const now = this.deps.clock.now();
    const stocks = await Promise.all(tickers.map((t) => stockSeries(this.deps.market, t, { from, to }, now, this.deps.logger)));
    return { from, to, rows, newswireOrders: orders, stocks };
  }

  /**
   * The Analytics screen's rows as CSV (header row first), with the file name to offer. Streamed a few days at a
   * time and written in small chunks, each made only when the response asks for more: the server holds one window's
   * rows, not the range's, so two years of a large issuer (a million rows and more) export in constant memory. The
   * range is checked before the first byte, so a bad one is still a 400.
   */
  async analyticsCsv(
    em: EntityManager,
    viewer: Viewer | null,
    query: Record<string, unknown>,
  ): Promise<{ filename: string; csv: Readable }> {
    const { viewer: reader, from, to, chosen, articleId } = await this.scope(em, viewer, query, MAX_EXPORT_DAYS);
    const windows = this.windows(from, to);
    const lines = async function* (report: AnalyticsReport): AsyncGenerator<string> {
      yield csvLines([CSV_HEADER]);
      let chunk = '';
      // Campaign labels are read once per export, not per window: an ORM read a window cost time, and what it hung on
      // the identity map's entities outlived young collections (with V8's default semi-spaces, +57 MB a million rows).
      const labels: CampaignLabels = new Map();
      for (const [start, end] of windows) {
        const rows = await report.rowsBetween(em, reader.organizationId, start, end, chosen, articleId, labels);
        for (const r of rows) {
          chunk += csvLine([r.date, r.campaignId, r.campaignTitle, r.ticker, r.label, r.views, r.clicks, r.shares, r.likes, r.comments]);
          if (chunk.length >= CSV_CHUNK_CHARS) {
            yield chunk;
            chunk = '';
          }
        }
      }
      if (chunk) yield chunk;
    };
    return { filename: `issuerwire-analytics-${from}-to-${to}.csv`, csv: Readable.from(lines(this), { objectMode: false }) };
  }

  /** Who may read, the range (default the last 30 days, at most `maxDays`) and the chosen campaign and its article. */
  private async scope(em: EntityManager, viewer: Viewer | null, query: Record<string, unknown>, maxDays: number) {
    const reader = authorize(viewer, 'organization.read');
    const q = parseInput(analyticsQuerySchema, query);
    const today = isoDay(this.deps.clock.now());
    const to = q.to ?? (q.from && q.from > today ? q.from : today);
    const from = q.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * DAY_MS));
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (days > maxDays) {
      const message = `Choose a range of at most ${maxDays} days`;
      throw new ValidationError(message, { from: message });
    }
    const chosen = q.campaignId ? await this.deps.campaigns.own(em, reader, q.campaignId) : null;
    // A campaign has at most one article: filtering by campaign is filtering by its article.
    const articleId = chosen ? ((await this.deps.articles.ofCampaign(em, chosen.id))?.id ?? null) : null;
    return { viewer: reader, from, to, chosen, articleId };
  }

  /** [from, to] cut into windows of EXPORT_WINDOW_DAYS days, in order. */
  private windows(from: string, to: string): [string, string][] {
    const out: [string, string][] = [];
    const last = Date.parse(`${to}T00:00:00Z`);
    for (let start = Date.parse(`${from}T00:00:00Z`); start <= last; start += EXPORT_WINDOW_DAYS * DAY_MS) {
      out.push([isoDay(new Date(start)), isoDay(new Date(Math.min(last, start + (EXPORT_WINDOW_DAYS - 1) * DAY_MS)))]);
    }
    return out;
  }

  /** The rows of [from, to], each under its campaign's title and ticker, ordered by day, campaign and platform. */
  private async rowsBetween(
    em: EntityManager,
    organizationId: string,
    from: string,
    to: string,
    chosen: { id: string } | null,
    articleId: string | null,
    labels: CampaignLabels = new Map(),
  ): Promise<AnalyticsRow[]> {
    if (chosen && !articleId) return [];
    // One row per article, platform and day (the table's unique key): nothing to add up.
    const sums = (await em.getConnection().execute(
      `select date::text as date, article_id, platform, views, clicks, shares, likes, comments
       from analytics where organization_id = ? and date between ?::date and ?::date${articleId ? ' and article_id = ?' : ''}`,
      articleId ? [organizationId, from, to, articleId] : [organizationId, from, to],
    )) as (TotalsRow & { article_id: string })[];
    // Each row under its campaign's title and ticker (the article and campaign modules' reads).
    const owners = await this.deps.articles.findMany(sums.map((r) => r.article_id));
    const unlabelled = new Set([...owners.values()].map((o) => o.campaignId).filter((id) => !labels.has(id)));
    if (unlabelled.size) for (const [id, label] of await campaignLabels(em, [...unlabelled])) labels.set(id, label);
    const rows: AnalyticsRow[] = [];
    for (const r of sums) {
      const campaign = owners.get(r.article_id)?.campaignId;
      const label = campaign ? labels.get(campaign) : undefined;
      if (!campaign || !label) continue;
      const platform = { platform: r.platform, label: this.platformLabel(r.platform) };
      rows.push({ date: r.date, campaignId: campaign, campaignTitle: label.title, ticker: label.ticker, ...platform, ...counters(r) });
    }
    // Campaigns and platforms are ranked once (a window has a few hundred at most), so sorting its thousands of rows
    // compares numbers rather than collating text: the collator was the export's largest cost after parsing.
    const campaignRank = ranks(
      rows,
      (r) => r.campaignId,
      (a, b) => collate(a.campaignTitle, b.campaignTitle) || collate(a.campaignId, b.campaignId),
    );
    const platformRank = ranks(
      rows,
      (r) => r.platform,
      (a, b) => collate(a.platform, b.platform),
    );
    return rows.sort(
      (a, b) =>
        (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
        campaignRank.get(a.campaignId)! - campaignRank.get(b.campaignId)! ||
        platformRank.get(a.platform)! - platformRank.get(b.platform)!,
    );
  }

  private platformLabel(platform: string): string {
    if (platform === 'web') return 'Hosted page';
    const referred = platform.startsWith('web:') ? platform.slice(4) : null;
    const id = referred ?? platform;
    const name = this.deps.plugins.platform(id)?.name ?? id;
    return referred ? `Hosted page, from ${name}` : name;
  }
}
