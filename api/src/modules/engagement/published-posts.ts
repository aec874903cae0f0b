import type { Orm } from '../../db/orm';
import { PULL_SCHEDULE, type PublishedPost, type PublishedPosts } from './platform-metrics';

interface PostRow {
  article_id: string;
  user_id: string;
  platform: string;
  post_id: string;
  published_at: Date | string;
}

/** Live posts only: published, not sandbox, with a platform post id (sandbox ids start with `sandbox-`). */
const LIVE = `p.status = 'published' and not p.sandbox and p.post_id is not null and p.post_id not like 'sandbox-%'`;

/**
 * The publishing module's publications, read (never written) for metric pulls; the credentials come from
 * the publishing service, which alone decrypts them.
 */
export function publicationPosts(orm: Orm, credentials: PublishedPosts['credentials']): PublishedPosts {
  const db = () => orm.em.getConnection();
  return {
    async ofArticle(articleId: string): Promise<PublishedPost[]> {
      const rows: PostRow[] = await db().execute(
        `select p.article_id, p.user_id, p.platform, p.post_id, p.published_at from publications p where p.article_id = ? and ${LIVE}`,
        [articleId],
      );
      return rows.map((r) => ({
        articleId: r.article_id,
        userId: r.user_id,
        platform: r.platform,
        postId: r.post_id,
        publishedAt: new Date(r.published_at),
      }));
    },

    async dueArticles(now: Date): Promise<string[]> {
      const frequentSince = new Date(now.getTime() - PULL_SCHEDULE.frequentForMs).toISOString();
      const dailySince = new Date(now.getTime() - PULL_SCHEDULE.dailyUntilMs).toISOString();
      const today = now.toISOString().slice(0, 10);
      // Young posts every sweep; older ones once a day (no row of theirs for today yet).
      const rows: { article_id: string }[] = await db().execute(
        `select distinct p.article_id from publications p
         where ${LIVE} and p.published_at >= ?::timestamptz
           and (p.published_at >= ?::timestamptz
                or not exists (select 1 from analytics a where a.article_id = p.article_id and a.platform = p.platform and a.date = ?::date))`,
        [dailySince, frequentSince, today],
      );
      return rows.map((r) => r.article_id);
    },

    credentials,
  };
}
