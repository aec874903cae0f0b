import type { Orm } from '../../db/orm';
import type { PublishedPost, PublishedPosts } from '../engagement';

interface PostRow {
  article_id: string;
  organization_id: string;
  platform: string;
  post_id: string;
  published_at: Date | string;
}

/** Live posts only: published, not sandbox, with a platform post id (sandbox ids start with `sandbox-`). */
const LIVE = `p.status = 'published' and not p.sandbox and p.post_id is not null and p.post_id not like 'sandbox-%'`;

function toPost(r: PostRow): PublishedPost {
  return {
    articleId: r.article_id,
    organizationId: r.organization_id,
    platform: r.platform,
    postId: r.post_id,
    publishedAt: new Date(r.published_at),
  };
}

/**
 * Live publications as engagement's metric pulls read them (its PublishedPosts port); the credentials come from
 * the publishing service, which alone decrypts them.
 */
export function publicationPosts(orm: Orm, credentials: PublishedPosts['credentials']): PublishedPosts {
  const db = () => orm.em.getConnection();
  return {
    async ofArticle(articleId: string): Promise<PublishedPost[]> {
      const rows: PostRow[] = await db().execute(
        `select p.article_id, p.organization_id, p.platform, p.post_id, p.published_at from publications p where p.article_id = ? and ${LIVE}`,
        [articleId],
      );
      return rows.map(toPost);
    },

    async publishedSince(since: Date): Promise<PublishedPost[]> {
      const rows: PostRow[] = await db().execute(
        `select p.article_id, p.organization_id, p.platform, p.post_id, p.published_at from publications p where ${LIVE} and p.published_at >= ?::timestamptz`,
        [since.toISOString()],
      );
      return rows.map(toPost);
    },

    credentials,
  };
}
