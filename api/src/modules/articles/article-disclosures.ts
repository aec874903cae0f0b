import type { EntityManager } from '@mikro-orm/core';
import { looksForward, type DisclosureFactsCheck, type DisclosureInput } from '../compliance';
import { campaignCost, type Campaign, type ContentCost } from '../campaigns';
import type { CompanyInfo, MarketService } from '../market';
import type { Article } from './article.entity';

/** What wrote an article and what it cost: the two facts of its disclosures that are not in the campaign form. */
export interface ArticleOrigin {
  /** What IssuerWire charged (or charges at generation) for the campaign's content, and under which plan: campaignCost. */
  cost: ContentCost;
  /** The model that drafted the text; 'composer' or null: the built-in composer. */
  model: string | null | undefined;
}

/** The built-in composer is automated writing, not a model: its disclosure says so. */
function modelName(model: string | null | undefined): string | null {
  return model && model !== 'composer' ? model : null;
}

/**
 * The one place that decides what an article's disclosures say: the campaign's company and ticker as payer,
 * what IssuerWire charged for the content under which plan, the listing's exchange (else the organization's verified
 * one), what wrote the text, and whether it looks forward. Used to write them and, later, to verify them.
 */
export function disclosureInputFor(
  campaign: Campaign,
  listing: CompanyInfo | null,
  title: string,
  body: string,
  origin: ArticleOrigin,
): DisclosureInput {
  return {
    issuerName: campaign.companyName,
    ticker: campaign.ticker,
    exchange: listing?.exchange ?? campaign.organization.exchange ?? '',
    amountCents: origin.cost.amountCents,
    subscription: origin.cost.subscription,
    paymentForm: 'cash',
    model: modelName(origin.model),
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
  const origin = { cost: await campaignCost(em, campaign), model: article.model };
  return { stored: article.disclosureFacts, expected: disclosureInputFor(campaign, listing, article.title, article.body, origin) };
}
