import type { EntityManager } from '@mikro-orm/core';
import { looksForward, type DisclosureFactsCheck, type DisclosureInput } from '../compliance';
import { PLANS, type Campaign } from '../campaigns';
import type { CompanyInfo, MarketService } from '../market';
import type { Article } from './article.entity';

/**
 * The one place that decides what an article's disclosures say: the campaign's company and ticker as payer,
 * its plan's price as the amount (paid in cash), the listing's exchange (else the organization's verified
 * one), and whether the text looks forward. Used to write them and, later, to verify what was stored.
 */
export function disclosureInputFor(campaign: Campaign, listing: CompanyInfo | null, title: string, body: string): DisclosureInput {
  return {
    issuerName: campaign.companyName,
    ticker: campaign.ticker,
    exchange: listing?.exchange ?? campaign.organization.exchange ?? '',
    amountCents: PLANS[campaign.budget].priceCents,
    paymentForm: 'cash',
    forwardLooking: looksForward(`${title}\n\n${body}`),
  };
}

/**
 * What an article's stored disclosure facts are verified against: the inputs its disclosures would be written
 * from now. Null for an article written before facts were stored: its disclosures are read as text only.
 */
export async function articleDisclosureCheck(
  em: EntityManager,
  market: MarketService,
  article: Article,
): Promise<DisclosureFactsCheck | null> {
  if (!article.disclosureFacts) return null;
  const campaign = article.campaign;
  const listing = await market.company(campaign.ticker, em);
  // Without a listing the organization's verified exchange is the source, as when the article was written.
  if (!listing) await em.populate(campaign, ['organization']);
  return { stored: article.disclosureFacts, expected: disclosureInputFor(campaign, listing, article.title, article.body) };
}
