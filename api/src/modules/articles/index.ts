import { defineModule } from '../../lib/module';
import { ArticleVersion } from './article-version.entity';
import { Article } from './article.entity';
import { ArticlesResolver } from './articles.resolver';
import { articlesRoutes } from './articles.routes';
export { ArticleDirectory } from './article-directory';
export { ArticleVersion } from './article-version.entity';
export { Article, storedFinding, type StoredComplianceReport } from './article.entity';
export { ArticlesService } from './articles.service';
export { articlePlainText, countPlainWords, markdownToText, renderMarkdown, safeUrl, type MarkdownOptions } from './articles.markdown';
export { publishedFiguresSql } from './articles.figures';
export { articleDigest } from './articles.views';
export { articleDisclosureCheck } from './article-disclosures';
export { markReleased, releaseVersion, releasedText, type ReleasedText } from './article-release';
export { ArticleChangedError } from './articles.errors';

/** The articles module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const articlesModule = defineModule({
  name: 'articles',
  entities: [ArticleVersion, Article],
  resolvers: [ArticlesResolver],
  routes: [{ plugin: articlesRoutes }],
});
