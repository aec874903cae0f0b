import { defineModule, type DepsOf, type SharedDeps } from '../../core/module';
import { ArticleDirectory } from './article-directory';
import { ArticlesService } from './articles.service';
import { ArticleVersion } from './article-version.entity';
import { Article } from './article.entity';
import { articlesResolvers } from './articles.resolver';
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

/** What articles' services are built from; `articlePublicUrls` comes from the hosted module (a port). */
type ArticlesModuleContext = Pick<SharedDeps, 'orm' | 'events' | 'clock' | 'logger' | 'contentModel'> &
  Pick<DepsOf<typeof ArticlesService>, 'campaigns' | 'plans' | 'billing' | 'audit' | 'notifications' | 'authorization' | 'market'> & {
    articlePublicUrls: DepsOf<typeof ArticlesService>['publicUrls'];
  };

/** The articles module: what it adds to the app (see docs/architecture.md, "How to add a module"). */
export const articlesModule = defineModule({
  name: 'articles',
  services: {
    // Article rows as other modules may read them (campaigns, engagement, the content generator).
    articleDirectory: (c: ArticlesModuleContext) => new ArticleDirectory(c.orm),
    articles: (c: ArticlesModuleContext) =>
      new ArticlesService({
        campaigns: c.campaigns,
        plans: c.plans,
        billing: c.billing,
        audit: c.audit,
        notifications: c.notifications,
        authorization: c.authorization,
        market: c.market,
        events: c.events,
        clock: c.clock,
        logger: c.logger,
        model: c.contentModel,
        publicUrls: c.articlePublicUrls,
      }),
  },
  entities: [ArticleVersion, Article],
  resolvers: articlesResolvers,
  routes: [{ plugin: articlesRoutes }],
});
