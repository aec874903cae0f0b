export * from './article-directory';
export * from './article-version.entity';
export * from './article.entity';
export * from './articles.resolver';
export * from './articles.routes';
export * from './articles.service';
export * from './articles.markdown';
export * from './articles.figures';
