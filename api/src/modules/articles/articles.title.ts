import type { EntityManager } from '@mikro-orm/core';
import { ArticleVersion } from './article-version.entity';
import type { Article } from './article.entity';

/**
 * The title a regeneration gives the article: the issuer's own, when they changed the one the last draft
 * came with, unless they ask for a new one too (a new text should not silently undo their headline).
 */
export async function regeneratedTitle(em: EntityManager, article: Article, generatedTitle: string, replaceTitle = false): Promise<string> {
  if (replaceTitle) return generatedTitle;
  const [lastDraft] = await em.find(
    ArticleVersion,
    { article: article.id, reason: { $in: ['generated', 'regenerated'] } },
    { orderBy: { version: 'desc' }, limit: 1, fields: ['title'] },
  );
  return lastDraft && lastDraft.title !== article.title ? article.title : generatedTitle;
}
