import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import type { Mailer } from '../../mail/mailer';
import { Article, ArticleVersion } from '../articles';
import { membersOf } from '../identity';
import type { Notification, NotificationsService } from '../notifications';
import { personsBehindTokens } from '../tokens';
import { DELAYED_AFTER_MS, type ChannelState, type ReleaseReceipts } from './release-receipt';
import { ReleaseDelay } from './release-delay.entity';
import { releaseDelayedMail } from './release-delay.mails';

/** pg-boss queue of the sweep that raises the delay alerts (every minute). */
export const RELEASE_DELAY_SWEEP_JOB = 'release-delay-sweep';

export interface ReleaseDelaysDeps {
  orm: Orm;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  notifications: NotificationsService;
  receipts: ReleaseReceipts;
}

/** Channels not yet alerted that may be delayed: each kind of row past its time by 120 s, not final. */
const CANDIDATES_SQL = `
select o.article_id from newswire_orders o
 where o.status not in ('published', 'failed', 'cancelled') and coalesce(o.target_time, o.created_at) < ?
   and not exists (select 1 from release_delays d where d.ref = o.id and d.channel = 'wire')
union
select p.article_id from publications p
 where p.status not in ('published', 'failed', 'cancelled') and coalesce(p.scheduled_for, p.created_at) < ?
   and not exists (select 1 from release_delays d where d.ref = p.id and d.channel = 'platform')
union
select r.article_id from newsroom_releases r
 where r.article_id is not null and r.requested_at < ?
   and (r.live_at is null or r.live_at > ? or r.alerts_at is null
        or exists (select 1 from newsroom_alerts a where a.release_id = r.id and a.status in ('queued', 'sending')))
   and (select count(*) from release_delays d where d.ref = r.id and d.channel in ('newsroom', 'alerts')) < 2`;

/**
 * Issue 40, point 8: a channel of a release more than 120 s past its time without being live raises, once,
 * an in-app notification, a mail to the organization's owners and the article's author with a link to the
 * article's Release tab, and a `release.delayed` webhook. The receipt decides what is delayed (one rule for
 * both); the newsroom's feeds share its row, so the newsroom's alert speaks for them.
 */
export class ReleaseDelays {
  constructor(private readonly deps: ReleaseDelaysDeps) {}

  /** The minute sweep (and what tests call after moving the clock). Answers how many alerts it raised. */
  async sweep(): Promise<number> {
    const em = this.deps.orm.em.fork();
    const now = this.deps.clock.now();
    const cutoff = new Date(now.getTime() - DELAYED_AFTER_MS);
    const rows: { article_id: string }[] = await em.getConnection().execute(CANDIDATES_SQL, [cutoff, cutoff, cutoff, now]);
    let raised = 0;
    for (const articleId of new Set(rows.map((r) => r.article_id))) {
      const delayed = (await this.deps.receipts.channelsOf(em.fork(), articleId)).filter(
        (c) => c.status === 'delayed' && c.channel !== 'feed',
      );
      for (const channel of delayed) if (await this.raise(articleId, channel)) raised += 1;
    }
    await this.mailPending();
    return raised;
  }

  /** Claims the channel (its unique row) with its notification and webhook deliveries in one transaction; false when raised before. */
  private async raise(articleId: string, channel: ChannelState): Promise<boolean> {
    let notification: Notification | null;
    try {
      notification = await this.deps.orm.em.fork().transactional(async (tx) => {
        const article = await tx.findOneOrFail(Article, { id: articleId });
        if (await tx.count(ReleaseDelay, { ref: channel.ref, channel: channel.channel })) return null;
        const now = this.deps.clock.now();
        tx.create(ReleaseDelay, {
          organization: article.organization,
          article,
          channel: channel.channel,
          name: channel.name,
          ref: channel.ref,
          dueAt: channel.due,
          detail: channel.detail,
          createdAt: now,
          updatedAt: now,
        });
        return this.deps.notifications.add(tx, {
          organizationId: article.organization.id,
          kind: 'release.delayed',
          title: `Release delayed: ${channelLabel(channel)}`,
          body: `"${article.title}" is not live on ${channelLabel(channel)}, due ${channel.due.toISOString()}.${channel.detail ? ` ${channel.detail}` : ''}`,
          campaignId: article.campaign.id,
          articleId,
        });
      });
    } catch (error) {
      // Another instance raised it between our check and our insert.
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
    if (!notification) return false;
    this.deps.notifications.announce(notification);
    return true;
  }

  /** Mails each raised alert not mailed yet: claimed first (`sending`), so a mail never goes twice. */
  private async mailPending(): Promise<void> {
    const em = this.deps.orm.em.fork();
    const claimed: { id: string }[] = await em
      .getConnection()
      .execute(`update release_delays set mail_status = 'sending', updated_at = ? where mail_status = 'pending' returning id`, [
        this.deps.clock.now(),
      ]);
    if (!claimed.length) return;
    const delays = await em.find(ReleaseDelay, { id: { $in: claimed.map((c) => c.id) } }, { populate: ['article', 'organization'] });
    for (const delay of delays) {
      let failed = false;
      for (const to of await this.recipients(em, delay.article)) {
        try {
          await this.deps.mailer.send(
            releaseDelayedMail({
              to,
              organization: delay.organization.name ?? 'your company',
              title: delay.article.title,
              channel: channelLabel(delay),
              dueAt: delay.dueAt,
              detail: delay.detail ?? null,
              link: `${this.deps.publicUrl}/articles/${delay.article.id}?tab=release`,
            }),
          );
        } catch (error) {
          failed = true;
          this.deps.logger.error({ err: error, delayId: delay.id }, 'release delay mail failed');
        }
      }
      delay.mailStatus = failed ? 'failed' : 'sent';
      delay.updatedAt = this.deps.clock.now();
    }
    await em.flush();
  }

  /** The organization's owners and the author of the released version (the person behind a token), members only. */
  private async recipients(em: EntityManager, article: Article): Promise<string[]> {
    const members = await membersOf(em, article.organization.id);
    const version = await em.findOne(ArticleVersion, { article: article.id, version: article.releasedVersion ?? article.version });
    const actor = version?.actorId ?? null;
    const author = actor ? ((await personsBehindTokens(em, [actor])).get(actor) ?? actor) : null;
    return [...new Set(members.filter((m) => m.role === 'owner' || m.userId === author).map((m) => m.email))];
  }
}

function channelLabel(channel: { channel: string; name: string }): string {
  if (channel.channel === 'wire') return `the newswire (${channel.name})`;
  if (channel.channel === 'platform') return channel.name;
  if (channel.channel === 'newsroom') return 'the newsroom and its feeds';
  return 'the investor email alerts';
}
