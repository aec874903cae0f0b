import type { EntityManager } from '@mikro-orm/core';
import type { PluginRegistry } from '../../plugins/plugin-registry';
import type { NewswireOrderRow, WireOrders } from '../engagement';

interface OrderRow {
  id: string;
  campaign_id: string;
  article_id: string;
  provider: string;
  level: string;
  status: string;
  estimated_reach: number;
  cost_cents: number;
  sandbox: boolean;
  release_url: string | null;
  created_at: Date | string;
  published_at: Date | string | null;
}

/**
 * The owner's orders dated (published, else created) within [from, to] (`YYYY-MM-DD`, both days
 * included), optionally of one campaign: what engagement's Analytics screen lists (its WireOrders port).
 */
export function ordersInRange(plugins: Pick<PluginRegistry, 'newswire'>): WireOrders {
  return {
    async between(
      em: EntityManager,
      organizationId: string,
      from: string,
      to: string,
      campaignId: string | null,
    ): Promise<NewswireOrderRow[]> {
      const rows: OrderRow[] = await em.getConnection().execute(
        `select o.id, a.campaign_id, o.article_id, o.provider, o.level, o.status, o.estimated_reach, o.cost_cents, o.sandbox, o.release_url, o.created_at, o.published_at
       from newswire_orders o join articles a on a.id = o.article_id
       where o.organization_id = ? and coalesce(o.published_at, o.created_at)::date between ?::date and ?::date${campaignId ? ' and a.campaign_id = ?' : ''}
       order by o.created_at`,
        campaignId ? [organizationId, from, to, campaignId] : [organizationId, from, to],
      );
      return rows.map((r) => ({
        id: r.id,
        campaignId: r.campaign_id,
        articleId: r.article_id,
        provider: r.provider,
        // The vendor's name as the plugin gives it; the id when that plugin is no longer installed.
        providerName: plugins.newswire(r.provider)?.name ?? r.provider,
        level: r.level,
        status: r.status,
        estimatedReach: Number(r.estimated_reach),
        costCents: Number(r.cost_cents),
        sandbox: Boolean(r.sandbox),
        releaseUrl: r.release_url,
        createdAt: new Date(r.created_at),
        publishedAt: r.published_at === null ? null : new Date(r.published_at),
      }));
    },
  };
}
