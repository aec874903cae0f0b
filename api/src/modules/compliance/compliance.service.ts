import type { EntityManager } from '@mikro-orm/core';
import { LRUCache } from 'lru-cache';
import { AppError, NotFoundError } from '../../lib/errors';
import type { MarketService } from '../market';
import { checkContent, type ComplianceReport, type Finding } from './compliance.engine';
import { toAnalysis, toSpecWarnings } from './compliance.report-shapes';
import { verifyDisclosureFacts, withFindings, type DisclosureFactsCheck } from './compliance.disclosure-facts';
import { materialChangeReportDue, formEightKDue, releaseWindows, type ReleaseAdvice } from './compliance.deadlines';
import {
  guidelinesDetailFor,
  guidelinesFor,
  listingRulesFor,
  type GuidelinesDetail,
  type GuidelinesResponse,
  type ListingRules,
} from './compliance.rules';

export interface Listing {
  ticker: string;
  companyName: string;
  rules: ListingRules;
}

export interface Deadlines {
  eventTime: string;
  /** Form 8-K (US) or Form 51-102F3 (Canada); null where the deadline is "immediately" (UK, Australia). */
  materialChangeReport: { form: string; dueAt: string } | null;
  release: ReleaseAdvice | null;
}

export type GuidelinesAnswer = GuidelinesResponse & { ticker: string; companyName: string; detail: GuidelinesDetail; deadlines: Deadlines };

export interface CheckAnswer {
  complianceLevel: ListingRules['complianceLevel'];
  warnings: { critical: string[]; important: string[]; advisory: string[] };
  // Beyond the spec's shape: the explainable findings, the score and the verdict.
  findings: Finding[];
  complianceScore: number;
  result: ComplianceReport['level'];
  exchange: string;
  jurisdiction: string;
  disclosures: ComplianceReport['disclosures'];
}

/** A report with the listing whose rules applied ('' jurisdiction: the common rules only). */
export type ListedReport = ComplianceReport & { exchange: string; jurisdiction: string };

export interface AnalysisAnswer {
  complianceScore: number;
  criticalIssues: string[];
  recommendations: string[];
  findings: Finding[];
}

/** Exchange guidelines, the check engine and the publish gate: one engine for every caller. */
export class ComplianceService {
  // An editor's text is re-checked at every pause in typing, and each check needs the listing: a query that cost
  // about 13 % of POST /api/compliance/check. A company changes exchange once in years, so each instance keeps the
  // listings it found for a minute (an unknown ticker is asked again: it may be listed since).
  private readonly listings = new LRUCache<string, Listing>({ max: 5_000, ttl: 60_000 });

  constructor(private readonly market: MarketService) {}

  /** The ticker's listing and its rules; an unknown ticker is a 404, never a default. */
  async listing(ticker: string, em?: EntityManager): Promise<Listing> {
    const key = ticker.trim().toUpperCase();
    const known = this.listings.get(key);
    if (known) return known;
    const listing = await this.findListing(key, em);
    this.listings.set(key, listing);
    return listing;
  }

  private async findListing(ticker: string, em?: EntityManager): Promise<Listing> {
    const company = await this.market.company(ticker, em);
    if (!company) throw new NotFoundError(`No listing found for ticker ${ticker}.`, 'unknown_ticker');
    const rules = listingRulesFor(company.exchange);
    if (!rules)
      throw new NotFoundError(`No disclosure rules are known for ${company.exchange} (ticker ${company.ticker}).`, 'unsupported_exchange');
    return { ticker: company.ticker, companyName: company.companyName, rules };
  }

  deadlines(rules: ListingRules, eventTime: Date): Deadlines {
    try {
      return this.computeDeadlines(rules, eventTime);
    } catch (error) {
      // The holiday calendars cover a known range; outside it we say so instead of guessing.
      if (error instanceof RangeError) throw new AppError('event_time_out_of_range', error.message, 400);
      throw error;
    }
  }

  private computeDeadlines(rules: ListingRules, eventTime: Date): Deadlines {
    let materialChangeReport: Deadlines['materialChangeReport'] = null;
    if (rules.jurisdiction === 'US') materialChangeReport = { form: 'Form 8-K', dueAt: formEightKDue(eventTime).toISOString() };
    if (rules.jurisdiction === 'CA')
      materialChangeReport = { form: 'Form 51-102F3 material change report', dueAt: materialChangeReportDue(eventTime).toISOString() };
    return { eventTime: eventTime.toISOString(), materialChangeReport, release: releaseWindows(rules.exchange, eventTime) };
  }

  async guidelines(ticker: string, eventTime: Date, em?: EntityManager): Promise<GuidelinesAnswer> {
    const { ticker: t, companyName, rules } = await this.listing(ticker, em);
    return {
      ...guidelinesFor(rules.exchange)!,
      ticker: t,
      companyName,
      detail: guidelinesDetailFor(rules.exchange)!,
      deadlines: this.deadlines(rules, eventTime),
    };
  }

  report(content: string, rules: ListingRules): ComplianceReport {
    return checkContent(content, { exchange: rules.exchange, jurisdiction: rules.jurisdiction });
  }

  /**
   * The report on an article's text as the publish gate and the article's screen read it: the listing's rules,
   * or, for a ticker outside the listings we know, the engine's common rules (as when the text was written).
   * With `disclosures` (a generated piece that stored its disclosure facts), those facts are verified too.
   */
  async reportFor(
    em: EntityManager,
    ticker: string,
    fallbackExchange: string,
    text: string,
    disclosures: DisclosureFactsCheck | null = null,
  ): Promise<ListedReport> {
    const report = await this.listedReport(em, ticker, fallbackExchange, text);
    return disclosures ? withFindings(report, verifyDisclosureFacts(text, disclosures)) : report;
  }

  private async listedReport(em: EntityManager, ticker: string, fallbackExchange: string, text: string): Promise<ListedReport> {
    try {
      const { rules } = await this.listing(ticker, em);
      return { ...this.report(text, rules), exchange: rules.exchange, jurisdiction: rules.jurisdiction };
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
      return { ...checkContent(text, { exchange: fallbackExchange, jurisdiction: '' }), exchange: fallbackExchange, jurisdiction: '' };
    }
  }

  async check(ticker: string, content: string, em?: EntityManager): Promise<CheckAnswer> {
    const { rules } = await this.listing(ticker, em);
    const report = this.report(content, rules);
    return {
      complianceLevel: rules.complianceLevel,
      warnings: toSpecWarnings(report),
      findings: report.findings,
      complianceScore: report.score,
      result: report.level,
      exchange: rules.exchange,
      jurisdiction: rules.jurisdiction,
      disclosures: report.disclosures,
    };
  }

  async analyze(ticker: string, content: string, em?: EntityManager): Promise<AnalysisAnswer> {
    const { rules } = await this.listing(ticker, em);
    const report = this.report(content, rules);
    return { ...toAnalysis(report), findings: report.findings };
  }
}
