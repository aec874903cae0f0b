import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { z } from '../../lib/zod';
import type { ArticlesService } from '../articles';
import { NewswireOrder } from '../distribution';
import type { Viewer } from '../identity';
import { Newsroom, NewsroomRelease, type NewsroomAlerts, type NewsroomService } from '../newsroom';
import { Publication } from '../publishing';

/** A channel more than this far past its time without being live is `delayed` (issue 40, point 8). */
export const DELAYED_AFTER_MS = 120_000;

export const RECEIPT_STATUSES = ['scheduled', 'sent', 'live', 'failed', 'delayed'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const receiptJson = z.object({
  articleId: z.string(),
  channels: z.array(
    z.object({
      channel: z.enum(['wire', 'platform', 'newsroom', 'feed', 'alerts']),
      name: z.string().describe('The provider, platform or feed'),
      status: z.enum(RECEIPT_STATUSES),
      at: z.string().nullable().describe('When it went live (or was sent); else when it is due'),
      permalink: z.string().nullable(),
      detail: z.string().nullable(),
    }),
  ),
});
export type ReleaseReceipt = z.infer<typeof receiptJson>;
type Channel = ReleaseReceipt['channels'][number];
/** A channel with the row it is read from and when it was due (what the delay sweep keys and reports). */
export type ChannelState = Channel & { ref: string; due: Date };

/** A wire order's or a post's status: live and failed as recorded; else scheduled before its time, delayed 120 s after it. */
function effectStatus(status: string, due: Date, now: Date): ReceiptStatus {
  if (status === 'published') return 'live';
  if (status === 'failed') return 'failed';
  if (due > now) return 'scheduled';
  if (now.getTime() - due.getTime() > DELAYED_AFTER_MS) return 'delayed';
  return status === 'scheduled' ? 'scheduled' : 'sent';
}

export interface ReceiptDeps {
  articles: ArticlesService;
  newsroom: NewsroomService;
  alerts: NewsroomAlerts;
  clock: Clock;
}

/**
 * The release's receipt: every channel it went to (wire orders, platform posts, the newsroom, its three
 * feeds, the email alerts) with what happened there, when, and where to see it. Read from each channel's
 * own rows; a channel not live 120 s after its time is `delayed`.
 */
export class ReleaseReceipts {
  constructor(private readonly deps: ReceiptDeps) {}

  async receipt(em: EntityManager, viewer: Viewer | null, articleId: string): Promise<ReleaseReceipt> {
    // The viewer's own organization's article, or 404 (articles.get authorizes).
    await this.deps.articles.get(em, viewer, articleId);
    const channels = await this.channelsOf(em, articleId);
    return { articleId, channels: channels.map(({ ref: _ref, due: _due, ...channel }) => channel) };
  }

  /** Every channel of the article's release as it stands now; no authorization (the receipt and the delay sweep). */
  async channelsOf(em: EntityManager, articleId: string): Promise<ChannelState[]> {
    const now = this.deps.clock.now();
    const late = (due: Date | null | undefined) => !!due && now.getTime() - due.getTime() > DELAYED_AFTER_MS;
    const channels: ChannelState[] = [];

    const orders = await em
      .fork()
      .find(NewswireOrder, { article: articleId, status: { $ne: 'cancelled' } }, { orderBy: { createdAt: 'asc' } });
    const wirePending = orders.some((o) => o.status !== 'published' && o.status !== 'failed');
    const posts = await em
      .fork()
      .find(Publication, { article: articleId, status: { $ne: 'cancelled' } }, { orderBy: { createdAt: 'asc' } });
    const effects = [
      ...orders.map((o) => ({
        channel: 'wire' as const,
        name: o.provider,
        row: o,
        permalink: o.releaseUrl,
        due: o.targetTime ?? o.createdAt,
      })),
      ...posts.map((p) => ({
        channel: 'platform' as const,
        name: p.platform,
        row: p,
        permalink: p.url,
        due: p.scheduledFor ?? p.createdAt,
      })),
    ];
    for (const { channel, name, row, permalink, due } of effects) {
      channels.push({
        ref: row.id,
        due,
        channel,
        name,
        status: effectStatus(row.status, due, now),
        at: (row.publishedAt ?? due).toISOString(),
        permalink: permalink ?? null,
        detail: row.lastError ?? ('vendorMessage' in row ? row.vendorMessage : null) ?? null,
      });
    }

    await this.deps.newsroom.settleDue(em.fork(), now);
    const release = await em.fork().findOne(NewsroomRelease, { article: articleId }, { orderBy: { version: 'asc' } });
    const newsroom = release && (await em.fork().findOne(Newsroom, { organization: release.organization.id }));
    if (release && newsroom) {
      const live = !!release.liveAt && release.liveAt <= now;
      // Held back by a wire order still out is the embargo working, not a delay (the wire row says if it is late).
      const status: ReceiptStatus = live
        ? 'live'
        : release.requestedAt > now || wirePending
          ? 'scheduled'
          : late(release.requestedAt)
            ? 'delayed'
            : 'scheduled';
      const at = (live ? release.liveAt! : release.requestedAt).toISOString();
      const url = this.deps.newsroom.urlOf(newsroom.slug);
      const detail = !live && wirePending && release.requestedAt <= now ? 'Waiting for the newswire to report the release out' : null;
      const row = { ref: release.id, due: release.requestedAt };
      channels.push({ ...row, channel: 'newsroom', name: 'newsroom', status, at, permalink: `${url}/${release.slug}`, detail });
      for (const feed of ['rss', 'atom', 'json']) {
        channels.push({ ...row, channel: 'feed', name: feed, status, at, permalink: `${url}/feed.${feed}`, detail: null });
      }
      const counts = await this.deps.alerts.statusOf(em.fork(), release.id);
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      const waiting = (counts.queued ?? 0) + (counts.sending ?? 0);
      let alerts: ReceiptStatus;
      if (!release.alertsAt) alerts = live && late(release.liveAt) ? 'delayed' : 'scheduled';
      else if (waiting) alerts = late(release.alertsAt) ? 'delayed' : 'scheduled';
      else alerts = total > 0 && (counts.failed ?? 0) === total ? 'failed' : 'sent';
      channels.push({
        ref: release.id,
        due: release.alertsAt ?? release.liveAt ?? release.requestedAt,
        channel: 'alerts',
        name: 'email alerts',
        status: alerts,
        at: (release.alertsAt ?? release.liveAt ?? release.requestedAt).toISOString(),
        permalink: null,
        detail: release.alertsAt
          ? `${counts.sent ?? 0} sent, ${waiting} waiting, ${counts.failed ?? 0} failed of ${total}`
          : 'Mailed to the confirmed subscribers when the release is live',
      });
    }
    return channels;
  }
}
