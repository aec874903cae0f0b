import type { EntityManager } from '@mikro-orm/core';
import type { ContentFact, ContentRequest, ContentTone, HeadOffice } from '../../ai';
import { BRIEF_FIELDS, type Campaign, type Sector, SECTOR_LABELS } from '../campaigns';
import { findOrganization, organizationOwner } from '../identity';
import type { CompanyInfo } from '../market';

/** What the organization profile gives every piece: the dateline's place, the boilerplate and the contact. */
export interface IssuerProfile {
  headOffice?: HeadOffice;
  boilerplate?: string;
  mediaContact?: string;
  contactName?: string;
}

export async function issuerProfile(em: EntityManager, organizationId: string): Promise<IssuerProfile> {
  const organization = await findOrganization(em, organizationId);
  const owner = await organizationOwner(em, organizationId);
  const city = organization?.headOfficeCity?.trim();
  return {
    headOffice: city
      ? { city, region: organization?.headOfficeRegion ?? undefined, country: organization?.headOfficeCountry ?? undefined }
      : undefined,
    boilerplate: organization?.boilerplate ?? undefined,
    mediaContact: organization?.mediaContact ?? undefined,
    contactName: owner?.contactName ?? undefined,
  };
}

/** What the content model is asked to write for a campaign: its fields and the market data's facts, never invented ones. */
export function campaignContentRequest(
  campaign: Campaign,
  listing: CompanyInfo | null,
  profile: IssuerProfile,
  now: Date,
  variationSeed?: string,
): ContentRequest {
  // Market data is not the issuer's: no figure from it (a market capitalisation without its date read as the issuer's).
  const facts: ContentFact[] = [];
  if (listing?.exchange) facts.push({ label: 'Exchange', value: listing.exchange, source: 'market data' });
  return {
    kind: campaign.format === 'press-release' ? 'press-release' : 'article',
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
    quote:
      campaign.quote?.trim() && campaign.quoteSpeakerName?.trim()
        ? { text: campaign.quote, speakerName: campaign.quoteSpeakerName, speakerTitle: campaign.quoteSpeakerTitle ?? undefined }
        : undefined,
    brief: Object.fromEntries(BRIEF_FIELDS.map((field) => [field, campaign[field] ?? undefined])),
    ...profile,
    facts,
    date: now.toISOString(),
    variationSeed,
  };
}
