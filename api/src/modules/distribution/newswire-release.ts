import type { NewswireRelease } from '@issuerwire/plugin-sdk';
import { markdownToText, type Article } from '../articles';
import type { Organization, User } from '../identity';
import { datelinePlace, withoutLeadingDateline } from '../../lib/dateline';

/**
 * The release a wire receives, from the article as stored: headline, body and the mandatory
 * disclosures (never dropped), the issuer's listing and contact. The dateline is the head office's city as the
 * organization profile records it ("SEATTLE, WA"); empty when no city is recorded (the order screen says so),
 * never a country alone.
 */
export function newswireRelease(
  article: Article,
  user: User,
  exchange: string | null,
  organization: Pick<Organization, 'headOfficeCity' | 'headOfficeRegion' | 'headOfficeCountry'> | null,
  targetTime?: Date | null,
): NewswireRelease {
  const campaign = article.campaign;
  const website = campaign.website ?? user.website ?? undefined;
  return {
    headline: article.title,
    dateline: datelinePlace({
      city: organization?.headOfficeCity,
      region: organization?.headOfficeRegion,
      country: organization?.headOfficeCountry,
    }),
    // Wires take plain text (Business Wire a text file; the web forms plain fields): no Markdown marks.
    // The wire's lead carries the dateline: the composer's own is not repeated after it.
    body: markdownToText(withoutLeadingDateline(article.body)),
    disclosures: markdownToText(article.disclosures),
    companyName: campaign.companyName,
    ticker: campaign.ticker,
    exchange: exchange ?? user.exchange ?? '',
    contact: { name: user.contactName ?? user.companyName ?? user.username, email: user.email, ...(website ? { website } : {}) },
    ...(targetTime ? { targetTime } : {}),
  };
}
