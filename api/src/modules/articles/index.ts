import { defineModule } from '../../lib/module';
import { ArticleVersion } from './article-version.entity';
import { Article } from './article.entity';
import { ArticlesResolver } from './articles.resolver';
import { articlesRoutes } from './articles.routes';
export { ArticleDirectory, type ArticleRef, type CampaignArticle } from './article-directory';
export { ArticleVersion, VERSION_REASONS, type VersionReason } from './article-version.entity';
export { Article, storedFinding, type StoredComplianceReport } from './article.entity';
export { ArticleStatusEnum, ArticlesResolver } from './articles.resolver';
export { articlesRoutes } from './articles.routes';
export { ArticlesService, type ArticleGenerationEvent, type ArticlesDeps, type WrittenText } from './articles.service';
export { articlePlainText, countPlainWords, markdownToText, renderMarkdown, safeUrl, type MarkdownOptions } from './articles.markdown';
export { publishedFiguresSql } from './articles.figures';
export {
  ARTICLE_LIST_LIMIT,
  articleDigest,
  articleView,
  versionViews,
  type ArticleHistory,
  type ArticleListQuery,
  type ArticleVersionView,
  type ArticleView,
  type GenerationSummary,
} from './articles.views';
export { articleDisclosureCheck, disclosureInputFor, type ArticleOrigin } from './article-disclosures';
export { markReleased, releaseVersion, releasedText, type ReleasedText } from './article-release';
export { ArticleChangedError } from './articles.errors';

/** The articles module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const articlesModule = defineModule({
  name: 'articles',
  entities: [ArticleVersion, Article],
  resolvers: [ArticlesResolver],
  routes: [{ plugin: articlesRoutes }],
});
