// What the article screens see: the article, its generation summary and its version history.
import { sha256 } from '../../lib/crypto';
import type { AuditView } from '../audit';
import type { DisclosureFacts } from '../compliance';
import { lineDiff, type DiffLine } from './line-diff';
import type { Article, StoredComplianceReport } from './article.entity';
import type { ArticleVersion, VersionReason } from './article-version.entity';
import type { ArticleStatus } from './articles.constants';

/** Where readers meet an article, absolute (PUBLIC_URL): a partner embeds the pixel where it shows the article. */
export interface ArticlePublicUrls {
  /** The hosted page, `/p/<slug>`; null until the article is first published. */
  page: string | null;
  /** The view pixel, `/t/v/<articleId>`: a GET from a reader's browser counts a view (bots are answered, not counted). */
  pixel: string;
}

/** The spec's article fields plus what the preview and history need. */
export interface ArticleView {
  id: string;
  campaignId: string;
  title: string;
  /** Body, separator and disclosures: what is exported and published. */
  content: string;
  status: ArticleStatus;
  platforms: string[];
  compliance: boolean;
  views: number;
  engagement: number;
  createdAt: Date;
  publishedAt: Date | null;
  updatedAt: Date;
  wordCount: number;
  /** The disclosure block at the end of `content`. */
  disclosures: string;
  /** What the disclosures state, as data; null for articles written before they were stored. */
  disclosureFacts: DisclosureFacts | null;
  body: string;
  version: number;
  /** The version the hosted page and the platforms show; null until the first release. Behind `version` after an edit of a released article. */
  releasedVersion: number | null;
  model: string | null;
  complianceReport: StoredComplianceReport | null;
  publicUrls: ArticlePublicUrls;
}

export interface GenerationSummary {
  wordCount: number;
  model: string;
  version: number;
  complianceLevel: StoredComplianceReport['level'];
  complianceScore: number;
  findings: StoredComplianceReport['counts'];
  /** Titles of the disclosures appended, in order. */
  disclosures: string[];
  forwardLooking: boolean;
  /** Billed for this campaign by this generation (its budget's price), or 0 when already billed. */
  chargedCents: number;
  quota: { plan: string; limit: number; used: number; remaining: number };
}

export interface ArticleVersionView {
  version: number;
  title: string;
  body: string;
  contentHash: string;
  reason: VersionReason;
  actorId: string | null;
  /** What wrote it: 'composer' or the model's name; null for an edit. */
  model: string | null;
  createdAt: Date;
  titleChanged: boolean;
  /** Line diff of the body against the previous version; null for the first. */
  diff: DiffLine[] | null;
}

export interface ArticleHistory {
  articleId: string;
  versions: ArticleVersionView[];
  /** The audit trail of this article (generation, edits, regenerations, publishing). */
  events: AuditView[];
}

export interface ArticleListQuery {
  campaignId?: string;
  status?: ArticleStatus;
}

export function articleView(a: Article, publicUrls: ArticlePublicUrls): ArticleView {
  return {
    id: a.id,
    campaignId: a.campaign.id,
    title: a.title,
    content: a.content,
    status: a.status,
    platforms: a.platforms,
    compliance: a.compliance,
    views: a.views,
    engagement: a.engagement,
    createdAt: a.createdAt,
    publishedAt: a.publishedAt ?? null,
    updatedAt: a.updatedAt,
    wordCount: a.wordCount,
    disclosures: a.disclosures,
    disclosureFacts: a.disclosureFacts ?? null,
    body: a.body,
    version: a.version,
    releasedVersion: a.releasedVersion ?? null,
    model: a.model ?? null,
    complianceReport: a.complianceReport ?? null,
    publicUrls,
  };
}

/** What the audit trail and the versions hash: the title and the full content. */
export function articleDigest(title: string, content: string): string {
  return sha256(`# ${title}\n\n${content}`);
}

/** The history's versions, oldest first, each with what changed since the one before it. */
export function versionViews(versions: ArticleVersion[]): ArticleVersionView[] {
  return versions.map((v, i): ArticleVersionView => {
    const previous = i > 0 ? versions[i - 1] : null;
    return {
      version: v.version,
      title: v.title,
      body: v.body,
      contentHash: v.contentHash,
      reason: v.reason,
      actorId: v.actorId ?? null,
      model: v.model ?? null,
      createdAt: v.createdAt,
      titleChanged: previous ? previous.title !== v.title : false,
      diff: previous ? lineDiff(previous.body, v.body) : null,
    };
  });
}
