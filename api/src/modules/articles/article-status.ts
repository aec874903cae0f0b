import type { Article } from './article.entity';
import type { ArticleStatus } from './articles.constants';
import type { ArticlesDeps } from './articles.deps';

/** The article's release status, driven by publishing and distribution (which decide when); the rules live here. */
export class ArticleReleaseStatus {
  constructor(private readonly deps: Pick<ArticlesDeps, 'campaigns' | 'clock'>) {}

  /** Work is under way or waits for a person, with no time set. A published article stays published. */
  markInProgress(article: Article, platforms?: string[]): void {
    if (article.status !== 'published') this.setReleaseStatus(article, 'in_progress');
    if (platforms) this.setPlatforms(article, platforms);
  }

  /** Work waits for a time someone set. A published article stays published. */
  markScheduled(article: Article, platforms?: string[]): void {
    if (article.status !== 'published') this.setReleaseStatus(article, 'scheduled');
    if (platforms) this.setPlatforms(article, platforms);
  }

  /** The first publication went out at `at`; publishedAt keeps the first time. */
  markPublished(article: Article, at: Date, platforms?: string[]): void {
    article.publishedAt ??= at;
    this.setReleaseStatus(article, 'published');
    if (platforms) this.setPlatforms(article, platforms);
  }

  /** Everything failed (the reasons are on each publication and order). A published article stays published. */
  markFailed(article: Article, platforms?: string[]): void {
    if (article.status !== 'published') this.setReleaseStatus(article, 'failed');
    if (platforms) this.setPlatforms(article, platforms);
  }

  /** Nothing pending any more (all cancelled): back to draft, unless already published. */
  markDraft(article: Article, platforms?: string[]): void {
    if (article.status !== 'published') this.setReleaseStatus(article, 'draft');
    if (platforms) this.setPlatforms(article, platforms);
  }

  private setReleaseStatus(article: Article, status: ArticleStatus): void {
    if (article.status !== status) {
      article.status = status;
      article.updatedAt = this.deps.clock.now();
    }
    // The campaign's status follows its article's.
    this.deps.campaigns.followArticle(article.campaign, article.status, this.deps.clock.now());
  }

  private setPlatforms(article: Article, platforms: string[]): void {
    const next = [...new Set(platforms)].sort();
    if (next.join(',') !== [...article.platforms].sort().join(',')) article.platforms = next;
  }
}
