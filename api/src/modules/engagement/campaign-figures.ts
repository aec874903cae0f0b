import type { EntityManager } from '@mikro-orm/core';
import type { Campaign } from '../campaigns';
import { COMPARISON_LABEL, type EngagementDeps } from './engagement.deps';
import { ENGAGEMENT as ENGAGEMENT_SUM } from './engagement.figures';
import { COUNTERS, type Counter } from './engagement.ingest';
import { stockView } from './engagement.stock';
import {
  counters,
  platformFigures,
  zero,
  type Comparison,
  type EngagementView,
  type SeriesPoint,
  type StockView,
  type TotalsRow,
} from './engagement.views';

/** A campaign's tracker figures: per platform and day, its total against the issuer's other campaigns, the quote. */
export class CampaignFigures {
  constructor(private readonly deps: EngagementDeps) {}

  async figures(em: EntityManager, campaign: Campaign, updatedAt: Date): Promise<EngagementView> {
    const article = await this.deps.articles.ofCampaign(em, campaign.id);
    const db = em.getConnection();
    const [series, perArticle, quote] = await Promise.all([
      article
        ? (db.execute(
            'select date::text as date, platform, views, clicks, shares, likes, comments from analytics where article_id = ? order by date, platform',
            [article.id],
          ) as Promise<TotalsRow[]>)
        : Promise.resolve([] as TotalsRow[]),
      // The dashboard's engagement definition, per campaign of this issuer: this one's total and the comparison.
      db.execute(`select article_id, ${ENGAGEMENT_SUM} as engagement from analytics where organization_id = ? group by article_id`, [
        campaign.organization.id,
      ]) as Promise<{ article_id: string; engagement: number | string }[]>,
      this.quote(campaign.ticker),
    ]);

    const totals = new Map<string, Record<Counter, number>>();
    const web = { views: 0, clicks: 0 };
    const points: SeriesPoint[] = [];
    for (const row of series) {
      const c = counters(row);
      points.push({ date: row.date, platform: row.platform, ...c });
      const sum = totals.get(row.platform) ?? zero();
      for (const k of COUNTERS) sum[k] += c[k];
      totals.set(row.platform, sum);
      if (row.platform === 'web' || row.platform.startsWith('web:')) {
        web.views += c.views;
        web.clicks += c.clicks;
      }
    }

    // Per campaign: each article's sum under its campaign (the directory knows which, cached).
    const owners = await this.deps.articles.findMany(perArticle.map((r) => r.article_id));
    const engagementBy = new Map<string, number>();
    for (const r of perArticle) {
      const campaignId = owners.get(r.article_id)?.campaignId;
      if (campaignId) engagementBy.set(campaignId, (engagementBy.get(campaignId) ?? 0) + Number(r.engagement));
    }
    const totalEngagement = engagementBy.get(campaign.id) ?? 0;
    return {
      campaignId: campaign.id,
      articleId: article?.id ?? null,
      articleTitle: article?.title ?? null,
      publishedAt: article?.publishedAt ?? null,
      hasData: series.length > 0,
      platforms: {
        twitter: platformFigures('twitter', totals),
        medium: platformFigures('medium', totals),
        substack: platformFigures('substack', totals),
        web,
      },
      stockData: quote,
      totalEngagement,
      comparison: series.length > 0 ? this.comparison(campaign.id, totalEngagement, engagementBy) : null,
      series: points,
      updatedAt,
    };
  }

  /** This campaign against the average of the issuer's other campaigns with data; null without any. */
  private comparison(campaignId: string, total: number, engagementBy: Map<string, number>): Comparison | null {
    const others = [...engagementBy].filter(([id]) => id !== campaignId).map(([, n]) => n);
    if (others.length === 0) return null;
    const average = others.reduce((a, b) => a + b, 0) / others.length;
    if (average === 0) return null;
    return {
      label: COMPARISON_LABEL,
      percent: Math.round(((total - average) / average) * 100),
      averageEngagement: Math.round(average * 10) / 10,
      campaignsCompared: others.length,
    };
  }

  private quote(ticker: string): Promise<StockView> {
    return stockView(this.deps.market, ticker, this.deps.clock.now(), this.deps.logger);
  }
}
