import type { PlatformArticle } from '@issuerwire/plugin-sdk';
import type { Article, ReleasedText } from '../articles';
import { type Sector, SECTOR_LABELS } from '../campaigns';

/**
 * What a platform posts: the article's released version (an edit after the release is a draft no platform
 * sees until it is released in turn). Its link to the hosted page names the platform (`?src=twitter`): the
 * page's view is then counted for that platform (engagement reads `src`).
 */
export function platformArticle(article: Article, text: ReleasedText, hostedUrl: string, platformId: string): PlatformArticle {
  const link = new URL(hostedUrl);
  link.searchParams.set('src', platformId);
  const campaign = article.campaign;
  const tags = [campaign.ticker, SECTOR_LABELS[campaign.sector as Sector] ?? campaign.sector, 'Investor Relations'].filter(Boolean);
  return { title: text.title, markdown: text.content, canonicalUrl: link.href, tags };
}
