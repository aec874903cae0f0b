import type { EntityManager } from '@mikro-orm/core';
import { preparedRows } from '../../db/prepared';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { ArticlePresence } from '../hosted';
import type { EffectLedger, EffectState } from '../vendor-calls';
import { Publication, type PublicationStatus } from './publication.entity';

const STATE: Record<PublicationStatus, EffectState['state']> = {
  scheduled: 'scheduled',
  publishing: 'pending',
  pending: 'pending',
  published: 'published',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** An article's publications as its release status reads them (a platform post never leads the wire). */
export const publicationLedger: EffectLedger = {
  async effectsOf(em, articleId) {
    const pubs = await em.find(Publication, { article: articleId }, { fields: ['status', 'publishedAt', 'platform'] });
    return pubs.map((p) => ({ state: STATE[p.status], publishedAt: p.publishedAt ?? null, platform: p.platform }));
  },
};

/** Whether an article is out, for its hosted page: read on every visit, so plain rows and no entity hydration. */
export function publicationPresence(plugins: PluginRegistry) {
  return async (em: EntityManager, articleId: string): Promise<ArticlePresence> => {
    const rows: {
      status: string;
      sandbox: boolean;
      url: string | null;
      platform: string;
      published_at: Date | string | null;
      scheduled_for: Date | string | null;
    }[] = await preparedRows(
      em,
      `select status, sandbox, url, platform, published_at, scheduled_for from publications
        where article_id = ? and status in ('scheduled', 'publishing', 'published', 'pending') order by published_at asc nulls last, id`,
      [articleId],
    );
    const pubs = rows.filter((p) => p.status !== 'scheduled');
    const published = pubs.filter((p) => p.status === 'published');
    const firstAt = published.find((p) => p.published_at)?.published_at;
    const next = rows
      .filter((p) => p.status === 'scheduled' && p.scheduled_for)
      .map((p) => new Date(p.scheduled_for!))
      .sort((a, b) => a.getTime() - b.getTime())[0];
    return {
      live: pubs.length > 0,
      scheduledFor: next ?? null,
      sandboxOnly: !published.some((p) => !p.sandbox),
      publishedAt: firstAt ? new Date(firstAt) : null,
      alsoOn: published
        .filter((p) => !p.sandbox && p.url)
        .map((p) => ({ name: plugins.platform(p.platform)?.name ?? p.platform, url: p.url! })),
    };
  };
}
