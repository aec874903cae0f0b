import { LockMode, type EntityManager } from '@mikro-orm/core';
import { composeContent } from './article-content';
import { ArticleVersion } from './article-version.entity';
import { Article } from './article.entity';
import { ArticleChangedError } from './articles.errors';
import { articleDigest } from './articles.views';

// The released version: what every public surface shows (the hosted page and its meta, the links tracked
// from it, platform posts, wire releases). An edit makes a new current version and changes none of them;
// only a release, after the compliance gate and the approval passed for that very version, moves them.

/**
 * A release passed its checks for `checkedVersion`: that version becomes the public one. Runs inside the
 * caller's transaction with the article row locked; 409 `article_changed` when the text moved on since the
 * checks (the newer version has not been through them).
 */
export function markReleased(article: Article, checkedVersion: number): void {
  if (article.version !== checkedVersion) throw new ArticleChangedError();
  article.releasedVersion = checkedVersion;
}

/** markReleased in a transaction of its own (scheduled work coming due, a retry). */
export async function releaseVersion(em: EntityManager, articleId: string, checkedVersion: number): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const article = await tx.findOneOrFail(Article, { id: articleId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    markReleased(article, checkedVersion);
    await tx.flush();
  });
}

/** The released version's text, as the public sees it. */
export interface ReleasedText {
  version: number;
  title: string;
  body: string;
  disclosures: string;
  content: string;
  contentHash: string;
}

/** The article's released text; null when nothing of it was released (or the version's disclosures were never stored). */
export async function releasedText(em: EntityManager, article: Pick<Article, 'id' | 'releasedVersion'>): Promise<ReleasedText | null> {
  if (article.releasedVersion == null) return null;
  const row = await em.findOne(ArticleVersion, { article: article.id, version: article.releasedVersion });
  if (!row || row.disclosures == null) return null;
  const content = composeContent(row.body, row.disclosures);
  // The hash binds the text to the version the gate and the approval saw.
  if (articleDigest(row.title, content) !== row.contentHash) return null;
  return { version: row.version, title: row.title, body: row.body, disclosures: row.disclosures, content, contentHash: row.contentHash };
}
