import type { EntityManager } from '@mikro-orm/core';
import { ValidationError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { campaignLabels } from '../campaigns';
import { authorize, type Viewer } from '../identity';
import { toCsv } from './csv';
import type { EngagementDeps } from './engagement.deps';
import { analyticsQuerySchema, DEFAULT_RANGE_DAYS, MAX_RANGE_DAYS } from './engagement.schemas';
import { stockSeries } from './engagement.stock';
import { counters, isoDay, type AnalyticsRow, type AnalyticsView, type TotalsRow } from './engagement.views';

/** The Analytics screen: views and clicks per day, campaign and platform, the wire orders and the quotes; its CSV export. */
export class AnalyticsReport {
  constructor(private readonly deps: EngagementDeps) {}

  /** Views and clicks per day, campaign and platform in a date range (default the last 30 days), and the newswire orders. */
  async analytics(em: EntityManager, viewer: Viewer | null, query: Record<string, unknown>): Promise<AnalyticsView> {
    viewer = authorize(viewer, 'organization.read');
    const q = parseInput(analyticsQuerySchema, query);
    const today = isoDay(this.deps.clock.now());
    const to = q.to ?? (q.from && q.from > today ? q.from : today);
    const from = q.from ?? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - (DEFAULT_RANGE_DAYS - 1) * 86_400_000));
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
    if (days > MAX_RANGE_DAYS) {
      const message = `Choose a range of at most ${MAX_RANGE_DAYS} days`;
      throw new ValidationError(message, { from: message });
    }
    const chosen = q.campaignId ? await this.deps.campaigns.own(em, viewer, q.campaignId) : null;
    const campaignId = chosen?.id ?? null;

    // A campaign has at most one article: filtering by campaign is filtering by its article.
    const articleId = campaignId ? ((await this.deps.articles.ofCampaign(em, campaignId))?.id ?? null) : null;
    const [sums, orders] = await Promise.all([
      campaignId && !articleId
        ? Promise.resolve([])
        : (em.getConnection().execute(
            `select date::text as date, article_id, platform,
                    sum(views) as views, sum(clicks) as clicks, sum(shares) as shares, sum(likes) as likes, sum(comments) as comments
             from analytics where organization_id = ? and date between ?::date and ?::date${articleId ? ' and article_id = ?' : ''}
             group by date, article_id, platform`,
            articleId ? [viewer.organizationId, from, to, articleId] : [viewer.organizationId, from, to],
          ) as Promise<(TotalsRow & { article_id: string })[]>),
      this.deps.orders ? this.deps.orders.between(em, viewer.organizationId, from, to, campaignId) : Promise.resolve([]),
    ]);
    // Each row under its campaign's title and ticker (the article and campaign modules' reads).
    const owners = await this.deps.articles.findMany(sums.map((r) => r.article_id));
    const labels = await campaignLabels(em, [...new Set([...owners.values()].map((o) => o.campaignId))]);
    const rows: AnalyticsRow[] = [];
    for (const r of sums) {
      const campaign = owners.get(r.article_id)?.campaignId;
      const label = campaign ? labels.get(campaign) : undefined;
      if (!campaign || !label) continue;
      const platform = { platform: r.platform, label: this.platformLabel(r.platform) };
      rows.push({ date: r.date, campaignId: campaign, campaignTitle: label.title, ticker: label.ticker, ...platform, ...counters(r) });
    }
    const order = (a: AnalyticsRow, b: AnalyticsRow) =>
      a.date.localeCompare(b.date) ||
      a.campaignTitle.localeCompare(b.campaignTitle) ||
      a.campaignId.localeCompare(b.campaignId) ||
      a.platform.localeCompare(b.platform);
    const tickers = chosen
      ? [chosen.ticker]
      : (
          (await em
            .getConnection()
            .execute('select distinct ticker from campaigns where organization_id = ? order by ticker limit 5', [
              viewer.organizationId,
            ])) as { ticker: string }[]
        ).map((r) => r.ticker);
    const now = this.deps.clock.now();
    const stocks = await Promise.all(tickers.map((t) => stockSeries(this.deps.market, t, { from, to }, now, this.deps.logger)));
    return { from, to, rows: rows.sort(order), newswireOrders: orders, stocks };
  }

  /** The Analytics screen's rows as CSV (header row first), with the file name to offer. */
  async analyticsCsv(em: EntityManager, viewer: Viewer | null, query: Record<string, unknown>): Promise<{ filename: string; csv: string }> {
    const data = await this.analytics(em, viewer, query);
    const csv = toCsv(
      ['date', 'campaign_id', 'campaign', 'ticker', 'platform', 'views', 'clicks', 'shares', 'likes', 'comments'],
      data.rows.map((r) => [r.date, r.campaignId, r.campaignTitle, r.ticker, r.label, r.views, r.clicks, r.shares, r.likes, r.comments]),
    );
    return { filename: `issuerwire-analytics-${data.from}-to-${data.to}.csv`, csv };
  }

  private platformLabel(platform: string): string {
    if (platform === 'web') return 'Hosted page';
    const referred = platform.startsWith('web:') ? platform.slice(4) : null;
    const id = referred ?? platform;
    const name = this.deps.plugins.platform(id)?.name ?? id;
    return referred ? `Hosted page, from ${name}` : name;
  }
}
