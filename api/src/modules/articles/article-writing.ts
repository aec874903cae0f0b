import type { EntityManager } from '@mikro-orm/core';
import { countWords } from '../../ai';
import type { Clock } from '../../lib/clock';
import type { Campaign, PlanUsage } from '../campaigns';
import { buildDisclosures, checkContent, type DisclosureFacts } from '../compliance';
import type { CompanyInfo } from '../market';
import { composeContent } from './article-content';
import { disclosureInputFor, type ArticleOrigin } from './article-disclosures';
import { ArticleVersion, type VersionReason } from './article-version.entity';
import { type Article, storedFinding, type StoredComplianceReport } from './article.entity';
import { articleDigest, type GenerationSummary } from './articles.views';

// Text, disclosures and compliance: the one place content is assembled. The disclosures are added here,
// never by the model, and re-added on every write; compliance is re-checked on every write.

export interface WrittenText {
  title: string;
  body: string;
  disclosures: string;
  disclosureFacts: DisclosureFacts;
  disclosureTitles: string[];
  forwardLooking: boolean;
  content: string;
  compliance: boolean;
  report: StoredComplianceReport;
  wordCount: number;
}

/** Also the demo workspace's seed (api/src/demo-workspace.ts): its articles are assembled like any other. */
export function writeArticle(
  clock: Clock,
  campaign: Campaign,
  listing: CompanyInfo | null,
  title: string,
  rawBody: string,
  origin: ArticleOrigin,
): WrittenText {
  const body = rawBody.trim();
  const input = disclosureInputFor(campaign, listing, title, body, origin);
  const { exchange, forwardLooking } = input;
  // The legend names the risks of the issuer's sector.
  const disclosures = buildDisclosures({ ...input, sector: campaign.sector });
  const content = composeContent(body, disclosures.text);
  const report = checkContent(`# ${title}\n\n${content}`, { exchange, jurisdiction: '' });
  return {
    title,
    body,
    disclosures: disclosures.text,
    disclosureFacts: disclosures.facts,
    disclosureTitles: disclosures.items.map((i) => i.title),
    forwardLooking,
    content,
    compliance: report.counts.critical === 0,
    report: {
      score: report.score,
      level: report.level,
      counts: report.counts,
      findings: report.findings.map(storedFinding),
      checkedAt: clock.now().toISOString(),
    },
    wordCount: countWords(body),
  };
}

/** A new text on the article row (its version is the caller's). */
export function applyText(article: Article, written: WrittenText, now: Date): void {
  article.title = written.title;
  article.body = written.body;
  article.disclosures = written.disclosures;
  article.disclosureFacts = written.disclosureFacts;
  article.content = written.content;
  article.compliance = written.compliance;
  article.complianceReport = written.report;
  article.wordCount = written.wordCount;
  article.updatedAt = now;
}

/** The version row of the article as it stands now. */
export function addVersion(em: EntityManager, article: Article, reason: VersionReason, actorId: string, now: Date): void {
  em.create(ArticleVersion, {
    article,
    version: article.version,
    title: article.title,
    body: article.body,
    disclosures: article.disclosures,
    contentHash: articleDigest(article.title, article.content),
    disclosureFacts: article.disclosureFacts ?? null,
    reason,
    actorId,
    model: reason === 'edited' ? null : (article.model ?? null),
    createdAt: now,
  });
}

/** The generation answer's summary: words, compliance, disclosures, what was charged and the quota. */
export function generationSummary(
  written: WrittenText,
  model: string,
  version: number,
  usage: Pick<PlanUsage, 'plan' | 'limit' | 'used' | 'remaining'>,
  chargedCents: number,
): GenerationSummary {
  return {
    wordCount: written.wordCount,
    model,
    version,
    complianceLevel: written.report.level,
    complianceScore: written.report.score,
    findings: written.report.counts,
    disclosures: written.disclosureTitles,
    forwardLooking: written.forwardLooking,
    chargedCents,
    quota: { plan: usage.plan, limit: usage.limit, used: usage.used, remaining: usage.remaining },
  };
}
