import type { NewswireRelease } from '@issuerwire/plugin-sdk';
import { markdownToText, type Article } from '../articles';
import type { User } from '../identity';

/**
 * The release a wire receives, from the article as stored: headline, body and the mandatory
 * disclosures (never dropped), the issuer's listing and contact. The dateline is the issuer's
 * jurisdiction as recorded at KYC; the issuer can correct it on a Web Integration form.
 */
export function newswireRelease(article: Article, user: User, exchange: string | null, targetTime?: Date | null): NewswireRelease {
  const campaign = article.campaign;
  const website = campaign.website ?? user.website ?? undefined;
  return {
    headline: article.title,
    dateline: (user.jurisdiction ?? '').trim().toUpperCase(),
    // Wires take plain text (Business Wire a text file; the web forms plain fields): no Markdown marks.
    body: markdownToText(article.body),
    disclosures: markdownToText(article.disclosures),
    companyName: campaign.companyName,
    ticker: campaign.ticker,
    exchange: exchange ?? user.exchange ?? '',
    contact: { name: user.contactName ?? user.companyName ?? user.username, email: user.email, ...(website ? { website } : {}) },
    ...(targetTime ? { targetTime } : {}),
  };
}
