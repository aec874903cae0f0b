import type { ContentFact, ContentRequest, ContentTone } from '../../ai';
import { type Campaign, type Sector, SECTOR_LABELS } from '../campaigns';
import type { CompanyInfo } from '../market';

function formatMarketCap(value: number): string {
  if (value >= 1e12) return `$${(value / 1e12).toFixed(1)}T`;
  if (value >= 1e9) return `$${(value / 1e9).toFixed(1)}B`;
  if (value >= 1e6) return `$${(value / 1e6).toFixed(1)}M`;
  return `$${Math.round(value).toLocaleString('en-US')}`;
}

/** What the content model is asked to write for a campaign: its fields and the market data's facts, never invented ones. */
export function campaignContentRequest(campaign: Campaign, listing: CompanyInfo | null, now: Date, variationSeed?: string): ContentRequest {
  const facts: ContentFact[] = [];
  if (listing?.exchange) facts.push({ label: 'Exchange', value: listing.exchange, source: 'market data' });
  if (listing?.marketCap) facts.push({ label: 'Market capitalisation', value: formatMarketCap(listing.marketCap), source: 'market data' });
  return {
    kind: 'article',
    companyName: campaign.companyName,
    ticker: campaign.ticker,
    exchange: listing?.exchange,
    sector: SECTOR_LABELS[campaign.sector as Sector] ?? campaign.sector,
    industry: listing?.industry ?? undefined,
    tone: campaign.tone as ContentTone,
    highlights: (campaign.highlights ?? '')
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    recentNews: campaign.pressRelease ?? undefined,
    website: campaign.website ?? listing?.website ?? undefined,
    facts,
    date: now.toISOString(),
    variationSeed,
  };
}
