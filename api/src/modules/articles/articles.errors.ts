import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors';

export class ArticleNotFoundError extends NotFoundError {
  constructor() {
    super('Article not found.', 'not_found');
  }
}

/** One article per campaign: a second generation is a Regenerate of the first. */
export class ArticleExistsError extends ConflictError {
  constructor(articleId: string) {
    super('This campaign already has an article. Open it, or regenerate it for a new version.', 'article_exists', { articleId });
  }
}

export class GenerationInProgressError extends ConflictError {
  constructor() {
    super('An article is already being generated for this campaign. Wait for it to finish.', 'generation_in_progress');
  }
}

export class ArticlePublishedError extends ConflictError {
  constructor() {
    super('This article has been published and can no longer be changed. Create a new campaign for new content.', 'article_published');
  }
}

export class EmptyArticleError extends ValidationError {
  constructor() {
    super('The article text cannot be empty.', { content: 'The article text cannot be empty.' });
  }
}

/** The text changed between a release's checks and its effects: that newer version has not been through them. */
export class ArticleChangedError extends ConflictError {
  constructor() {
    super(
      'The article was edited while it was being released. Review the new version (compliance and approval), then release it again.',
      'article_changed',
    );
  }
}
