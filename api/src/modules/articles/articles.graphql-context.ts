import type { GraphQLContext } from '../../graphql/context';
import type { ContentModel } from '../../ai';
import type { ArticlesService } from './articles.service';

/** What the articles resolvers use of the app's services: the module's own view of a GraphQL request. */
export type ArticlesContext = GraphQLContext<{ articles: ArticlesService; contentModel: ContentModel }>;
