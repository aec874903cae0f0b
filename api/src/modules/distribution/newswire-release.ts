import type { EntityManager } from '@mikro-orm/core';
import type { NewswireRelease } from '@issuerwire/plugin-sdk';
import { ArticleChangedError, markdownToText, releasedText, type Article, type ReleasedText } from '../articles';
import type { Organization, User } from '../identity';
import { datelinePlace, withoutLeadingDateline } from '../../lib/dateline';

/**
 * The release a wire receives, from the article's released version (article-release.ts: an edit after the
 * release is a draft no wire sees); 409 `article_changed` when no version was released.
 */
export async function releasedNewswire(
  em: EntityManager,
  article: Article,
  user: User,
  exchange: string | null,
  organization: Pick<Organization, 'headOfficeCity' | 'headOfficeRegion' | 'headOfficeCountry'> | null,
  targetTime?: Date | null,
): Promise<NewswireRelease> {
  const text = await releasedText(em, article);
  if (!text) throw new ArticleChangedError();
  return newswireRelease(article, text, user, exchange, organization, targetTime);
}

/**
 * The release a wire receives, from a version's text: headline, body and the mandatory
 * disclosures (never dropped), the issuer's listing and contact. The dateline is the head office's city as the
 * organization profile records it ("SEATTLE, WA"); absent when no city is recorded (the order screen says so),
 * never a country alone.
 */
function newswireRelease(
  article: Pick<Article, 'campaign'>,
  text: Pick<ReleasedText, 'title' | 'body' | 'disclosures'>,
  user: User,
  exchange: string | null,
  organization: Pick<Organization, 'headOfficeCity' | 'headOfficeRegion' | 'headOfficeCountry'> | null,
  targetTime?: Date | null,
): NewswireRelease {
  const campaign = article.campaign;
  const website = campaign.website ?? user.website ?? undefined;
  const dateline = datelinePlace({
    city: organization?.headOfficeCity,
    region: organization?.headOfficeRegion,
    country: organization?.headOfficeCountry,
  });
  return {
    headline: text.title,
    // The contract's dateline is absent, not empty, without a head-office city: plugins lead with the date alone.
    ...(dateline ? { dateline } : {}),
    // Wires take plain text (Business Wire a text file; the web forms plain fields): no Markdown marks.
    // The wire's lead carries the dateline: the composer's own is not repeated after it.
    body: markdownToText(withoutLeadingDateline(text.body)),
    disclosures: markdownToText(text.disclosures),
    companyName: campaign.companyName,
    ticker: campaign.ticker,
    exchange: exchange ?? user.exchange ?? '',
    contact: { name: user.contactName ?? user.companyName ?? user.username, email: user.email, ...(website ? { website } : {}) },
    ...(targetTime ? { targetTime } : {}),
  };
}
