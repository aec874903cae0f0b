import type { EntityManager } from '@mikro-orm/core';
import { headlineFor, type ContentFact, type ContentModel } from '../../ai';
import { toGenerationError } from '../../ai/generation-error';
import type { Clock } from '../../lib/clock';
import { authorize, findAccount, findOrganization, organizationOwner, type Viewer } from '../identity';
import { planDetails } from '../campaigns';
import type { TickerAuthorizationService } from '../kyc';
import type { MarketService } from '../market';
import { buildDisclosures, looksForward } from './compliance.disclosures';
import type { Finding } from './compliance.engine';
import { toSpecWarnings } from './compliance.report-shapes';
import type { ComplianceService } from './compliance.service';
import type { ContentGenerateBody, SuggestedTitleQuery } from './content-generator.schemas';

export interface GeneratedPressRelease {
  title: string;
  content: string;
  complianceLevel: string;
  jurisdiction: string;
  exchange: string;
  warnings: string[];
  mandatoryDisclosures: string[];
  timestamp: string;
  // Beyond the spec's shape:
  findings: Finding[];
  complianceScore: number;
  model: string;
  researchFacts: ContentFact[];
}

const DEPTH_ARTICLES = { basic: 0, standard: 3, deep: 8 } as const;

/** The issuer's earlier articles, answered by the articles module (its ArticleDirectory). */
export interface EarlierArticles {
  recentTitles(em: EntityManager, organizationId: string, limit: number): Promise<{ title: string; createdAt: Date }[]>;
}

/**
 * The compliant content generator: authorized issuers only, the same content model as campaigns,
 * research drawn only from facts the product holds, disclosures appended here and checked by the engine.
 */
export class ContentGeneratorService {
  constructor(
    private readonly deps: {
      authorization: TickerAuthorizationService;
      compliance: ComplianceService;
      market: MarketService;
      contentModel: ContentModel;
      clock: Clock;
      articles: EarlierArticles;
    },
  ) {}

  /** Facts for the research options: the market data, the issuer's profile and its earlier articles; never invented. */
  private async research(em: EntityManager, input: ContentGenerateBody, organizationId: string): Promise<ContentFact[]> {
    if (!input.enableResearch) return [];
    const facts: ContentFact[] = [];
    const company = await this.deps.market.company(input.ticker, em);
    if (company) {
      facts.push({ label: 'Listing', value: `${company.ticker} on ${company.exchange}`, source: 'market data' });
      if (company.industry) facts.push({ label: 'Industry', value: company.industry, source: 'market data' });
      if (company.website) facts.push({ label: 'Website', value: company.website, source: 'market data' });
    }
    const depth = DEPTH_ARTICLES[input.researchDepth];
    if (depth > 0) {
      const earlier = await this.deps.articles.recentTitles(em, organizationId, depth);
      for (const a of earlier)
        facts.push({ label: 'Earlier article', value: a.title, source: `IssuerWire, ${a.createdAt.toISOString().slice(0, 10)}` });
    }
    if (input.includeCompetitorAnalysis && company?.industry) {
      const peers = await this.deps.market.listedPeers(company.industry, company.ticker, 3, em);
      for (const p of peers)
        facts.push({
          label: 'Listed peer in the same industry',
          value: `${p.companyName} (${p.exchange}: ${p.ticker})`,
          source: 'market data',
        });
    }
    return facts;
  }

  /** The title the form offers: the headline the composer writes from these key messages (no model is asked). */
  suggestTitle(input: SuggestedTitleQuery): string {
    return headlineFor({
      kind: 'press-release',
      companyName: input.companyName,
      ticker: '',
      sector: '',
      tone: 'neutral',
      highlights: [],
      keyMessages: input.keyMessages,
    });
  }

  async generate(em: EntityManager, viewer: Viewer | null, input: ContentGenerateBody): Promise<GeneratedPressRelease> {
    const member = authorize(viewer, 'article.write');
    await this.deps.authorization.assertCanActFor(em, member, input.ticker);
    const organization = (await findOrganization(em, member.organizationId))!;
    // The person writing, or for a partner token the organization's owner (who gave KYC its contact and sector).
    const user = (member.token ? await organizationOwner(em, organization.id) : await findAccount(em, member.userId))!;
    const listing = await this.deps.compliance.listing(input.ticker, em);
    const company = await this.deps.market.company(listing.ticker, em);
    const researchFacts = await this.research(em, input, organization.id);
    const now = this.deps.clock.now();
    let generated;
    try {
      generated = await this.deps.contentModel.generate({
        kind: 'press-release',
        companyName: input.companyName,
        ticker: listing.ticker,
        exchange: listing.rules.exchange,
        sector: company?.sector ?? user.sector ?? '',
        industry: input.includeIndustryAnalysis ? (company?.industry ?? undefined) : undefined,
        tone: input.tone,
        title: input.title,
        highlights: [],
        keyMessages: input.keyMessages,
        website: user.website ?? company?.website ?? undefined,
        contactName: user.contactName ?? undefined,
        quote:
          input.includeCEOQuote && input.quote && input.quoteSpeakerName
            ? { text: input.quote, speakerName: input.quoteSpeakerName, speakerTitle: input.quoteSpeakerTitle || undefined }
            : undefined,
        headOffice: organization.headOfficeCity?.trim()
          ? {
              city: organization.headOfficeCity,
              region: organization.headOfficeRegion ?? undefined,
              country: organization.headOfficeCountry ?? undefined,
            }
          : undefined,
        boilerplate: organization.boilerplate ?? undefined,
        mediaContact: organization.mediaContact ?? undefined,
        includeFinancials: input.includeFinancials,
        customContext: input.customContext || undefined,
        facts: researchFacts,
        date: now.toISOString().slice(0, 10),
      });
    } catch (error) {
      throw toGenerationError(error);
    }
    const disclosures = buildDisclosures({
      issuerName: organization.name ?? input.companyName,
      ticker: listing.ticker,
      exchange: listing.rules.exchange,
      // A draft to copy: nothing is charged for it itself; the disclosure names the subscription it was written under.
      amountCents: 0,
      subscription: planDetails(organization.plan),
      model: generated.model === 'composer' ? null : generated.model,
      forwardLooking: looksForward(generated.body),
      pennyStock: listing.rules.pennyStockLikely,
    });
    const content = `${generated.body.trim()}\n\n---\n\n${disclosures.text}`;
    const report = this.deps.compliance.report(content, listing.rules);
    const warnings = toSpecWarnings(report);
    return {
      title: generated.title,
      content,
      complianceLevel: listing.rules.complianceLevel,
      jurisdiction: listing.rules.jurisdiction,
      exchange: listing.rules.exchange,
      warnings: [...warnings.critical, ...warnings.important, ...warnings.advisory],
      mandatoryDisclosures: disclosures.items.map((i) => i.text),
      timestamp: now.toISOString(),
      findings: report.findings,
      complianceScore: report.score,
      model: generated.model,
      researchFacts,
    };
  }
}
