import type { EntityManager } from '@mikro-orm/core';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { deriveKey, hmacSha256, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { z } from '../../lib/zod';
import type { Mailer } from '../../mail/mailer';
import type { Orm } from '../../db/orm';
import { authorize, type Viewer } from '../identity';
import { NewsroomSubscriber } from './alerts.entity';
import { alertMail, confirmationMail } from './alerts.mails';
import { Newsroom, NewsroomRelease } from './newsroom.entity';
import type { NewsroomService } from './newsroom.service';

/** pg-boss queues of the alerts: a release's batches, a release's own start, and the minute sweep. */
export const ALERT_BATCH_JOB = 'newsroom-alert-batch';
export const ALERT_DUE_JOB = 'newsroom-alert-due';
export const ALERT_SWEEP_JOB = 'newsroom-alert-sweep';

/** Mails claimed at once: what one retry sends again at most. */
const BATCH_SIZE = 50;
/** Batches one job sends before it ends, so one large list does not hold a worker from the next release for long. */
const MAX_BATCHES_PER_JOB = 40;

/** A mail claimed this long ago and never settled: its process died while sending; it is not sent again. */
const STALE_SENDING_MS = 15 * 60_000;

/** While a release waits for the wire, its due job looks again this often (seconds), for up to an hour. */
const WIRE_WAIT_POLL_SECONDS = 5;
const WIRE_WAIT_MS = 60 * 60_000;

const emailSchema = z.object({ email: z.email({ error: 'Enter a valid email address' }).max(320) });

export interface AlertsDeps {
  orm: Orm;
  clock: Clock;
  mailer: Mailer;
  logger: Logger;
  publicUrl: string;
  credentialsKey: Buffer;
  jobs: JobQueue | null;
  newsroom: NewsroomService;
}

export interface SubscriberSummary {
  /** Confirmed subscribers: those an alert goes to. */
  count: number;
  /** Asked, not confirmed yet. */
  pending: number;
}

/** An SMTP answer of 4xx, or no answer at all (connection, timeout): worth trying again later. */
function temporary(error: unknown): boolean {
  const code = (error as { responseCode?: number }).responseCode;
  return typeof code !== 'number' || code < 500;
}

/**
 * Investor email alerts (issue 40, point 4). Double opt-in subscriptions that say nothing about who is on
 * the list, one-click unsubscribe (RFC 8058), and one mail per confirmed subscriber per release: a row per
 * (release, subscriber) is written once the release is live, claimed before its mail goes to the SMTP
 * server and never claimed again, so a retry, a restart or a second instance cannot send it twice.
 */
export class NewsroomAlerts {
  private readonly unsubscribeKey: Buffer;
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: AlertsDeps) {
    this.unsubscribeKey = deriveKey(deps.credentialsKey, 'newsroom-unsubscribe');
  }

  // -------------------------------------------------------------------------------------------
  // The public side: subscribe, confirm, unsubscribe

  /** Normalizes and checks the address (400 `invalid_input` for its form); null body fields too. */
  parseEmail(body: unknown): string {
    const parsed = emailSchema.safeParse(body);
    if (!parsed.success) {
      const message = 'Enter a valid email address';
      throw new ValidationError(message, { email: message });
    }
    return parsed.data.email.trim().toLowerCase();
  }

  /**
   * Mails a confirmation link unless the address is already confirmed. The answer is the same either way
   * and the mail is sent after it (no timing difference either): the caller learns nothing about the list.
   */
  async subscribe(slug: string, email: string): Promise<void> {
    const newsroom = await this.newsroomOf(slug);
    const token = randomToken();
    const now = this.deps.clock.now();
    const mail = await this.deps.orm.em.fork().transactional(async (tx) => {
      const existing = await tx.findOne(NewsroomSubscriber, { organization: newsroom.organization.id, email });
      if (existing?.status === 'confirmed') return null;
      const row =
        existing ??
        tx.create(NewsroomSubscriber, { organization: newsroom.organization, email, status: 'pending', createdAt: now, updatedAt: now });
      row.confirmTokenHash = sha256(token);
      row.updatedAt = now;
      return confirmationMail(newsroom, email, `${this.deps.publicUrl}/newsroom/${newsroom.slug}/confirm/${token}`);
    });
    if (mail) this.background(() => this.deps.mailer.send(mail));
  }

  /** Confirms the subscription the token was mailed for (a POST only); false for an unknown or used token. */
  async confirm(slug: string, token: string): Promise<boolean> {
    const newsroom = await this.newsroomOf(slug);
    if (!/^[\w-]{20,100}$/.test(token)) return false;
    const now = this.deps.clock.now();
    const res = await this.deps.orm.em
      .fork()
      .getConnection()
      .execute(
        `update newsroom_subscribers set status = 'confirmed', confirmed_at = ?, confirm_token_hash = null, updated_at = ?
         where organization_id = ? and confirm_token_hash = ?`,
        [now, now, newsroom.organization.id, sha256(token)],
        'run',
      );
    return (res as { affectedRows?: number }).affectedRows === 1;
  }

  /** The token of every alert's unsubscribe link: the subscriber's id and its keyed hash (nothing stored). */
  unsubscribeToken(subscriberId: string): string {
    return `${subscriberId}.${hmacSha256(this.unsubscribeKey, subscriberId).slice(0, 32)}`;
  }

  unsubscribeUrl(subscriberId: string): string {
    return `${this.deps.publicUrl}/api/alerts/unsubscribe/${this.unsubscribeToken(subscriberId)}`;
  }

  /** True when the token is one this server made (the page can say so before the button is pressed). */
  validToken(token: string): string | null {
    const [id, mac] = token.split('.');
    if (!id || !mac || !/^[0-9a-f-]{36}$/.test(id)) return null;
    return safeEqual(this.unsubscribeToken(id), token) ? id : null;
  }

  /** Deletes the subscriber (and its queued mails). Unknown or already gone: the same quiet success. */
  async unsubscribe(token: string): Promise<boolean> {
    const id = this.validToken(token);
    if (!id) return false;
    await this.deps.orm.em.fork().nativeDelete(NewsroomSubscriber, { id });
    return true;
  }

  // -------------------------------------------------------------------------------------------
  // Settings → Newsroom: owners see the count, export and remove; nothing else, and only their own

  async summary(em: EntityManager, viewer: Viewer | null): Promise<SubscriberSummary> {
    const member = authorize(viewer, 'newsroom.manage');
    const organization = member.organizationId;
    const [count, pending] = await Promise.all([
      em.fork().count(NewsroomSubscriber, { organization, status: 'confirmed' }),
      em.fork().count(NewsroomSubscriber, { organization, status: 'pending' }),
    ]);
    return { count, pending };
  }

  /** The confirmed addresses as CSV (RFC 4180), oldest first. */
  async exportCsv(em: EntityManager, viewer: Viewer | null): Promise<string> {
    const member = authorize(viewer, 'newsroom.manage');
    const rows = await em
      .fork()
      .find(
        NewsroomSubscriber,
        { organization: member.organizationId, status: 'confirmed' },
        { orderBy: { confirmedAt: 'asc', email: 'asc' } },
      );
    const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
    return ['email,confirmed_at', ...rows.map((r) => `${quote(r.email)},${r.confirmedAt?.toISOString() ?? ''}`)].join('\r\n') + '\r\n';
  }

  /** Removes the given addresses from the organization's list; answers how many were on it. */
  async remove(em: EntityManager, viewer: Viewer | null, body: unknown): Promise<{ removed: number }> {
    const member = authorize(viewer, 'newsroom.manage');
    const parsed = z.object({ emails: z.array(z.string().trim().toLowerCase().max(320)).min(1).max(1000) }).safeParse(body);
    if (!parsed.success) throw new ValidationError('Name the addresses to remove', { emails: 'Name the addresses to remove' });
    const removed = await em
      .fork()
      .nativeDelete(NewsroomSubscriber, { organization: member.organizationId, email: { $in: parsed.data.emails } });
    return { removed };
  }

  // -------------------------------------------------------------------------------------------
  // Sending: once a release is live, one row per confirmed subscriber, then batches through SMTP

  /** After a publish to the newsroom: a job at the release's time, so alerts leave within seconds of it. */
  async scheduleFor(articleId: string): Promise<void> {
    if (!this.deps.jobs) return;
    const row = await this.deps.orm.em.fork().findOne(NewsroomRelease, { article: articleId }, { orderBy: { version: 'desc' } });
    if (!row || row.alertsAt) return;
    await this.deps.jobs.send(ALERT_DUE_JOB, { releaseId: row.id }, { startAfter: this.secondsUntil(row.requestedAt) });
  }

  /** The due job: queues the release's alerts once live; while it waits for the wire, looks again shortly. */
  async due(releaseId: string): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.newsroom.settleDue(this.deps.orm.em.fork(), now);
    const row = await this.deps.orm.em.fork().findOne(NewsroomRelease, { id: releaseId });
    if (!row || row.alertsAt) return;
    if (row.liveAt && row.liveAt.getTime() <= now.getTime()) return void (await this.fanOut(row.id));
    if (!this.deps.jobs || now.getTime() - row.requestedAt.getTime() > WIRE_WAIT_MS) return; // the minute sweep takes over
    const wait = row.requestedAt.getTime() > now.getTime() ? this.secondsUntil(row.requestedAt) : WIRE_WAIT_POLL_SECONDS;
    await this.deps.jobs.send(ALERT_DUE_JOB, { releaseId }, { startAfter: Math.max(1, wait) });
  }

  /**
   * The minute sweep (and what a test runs after moving its clock): settles releases whose time has come,
   * queues the alerts of every live release not yet queued, restarts batches left queued, and closes mails
   * whose sender died mid-send as failed (whether the SMTP server took them is unknown: never sent again).
   */
  async sweep(): Promise<void> {
    const em = this.deps.orm.em.fork();
    const now = this.deps.clock.now();
    await this.deps.newsroom.settleDue(em, now);
    const live = await em.find(NewsroomRelease, { liveAt: { $lte: now }, alertsAt: null }, { fields: ['id'] });
    for (const row of live) await this.fanOut(row.id);
    await em.getConnection().execute(
      `update newsroom_alerts set status = 'failed', error = 'interrupted while sending; not sent again', updated_at = ?
         where status = 'sending' and updated_at < ?`,
      [now, new Date(now.getTime() - STALE_SENDING_MS)],
      'run',
    );
    const waiting: { release_id: string; n: number }[] = await em
      .getConnection()
      .execute(`select release_id, count(*)::int as n from newsroom_alerts where status = 'queued' group by release_id`);
    for (const { release_id: releaseId, n } of waiting) await this.enqueueBatches(releaseId, n);
  }

  /**
   * Writes the release's alert rows, once: the first instance to stamp `alerts_at` does it, in the same
   * transaction. A correction (a later version under the same permalink) mails no one.
   */
  async fanOut(releaseId: string): Promise<number> {
    const now = this.deps.clock.now();
    const queued = await this.deps.orm.em.fork().transactional(async (tx) => {
      const conn = tx.getConnection();
      const ctx = tx.getTransactionContext();
      const stamped = await conn.execute(
        'update newsroom_releases set alerts_at = ? where id = ? and alerts_at is null',
        [now, releaseId],
        'run',
        ctx,
      );
      if ((stamped as { affectedRows?: number }).affectedRows !== 1) return 0;
      const row = await tx.findOneOrFail(NewsroomRelease, { id: releaseId });
      const earlier = await tx.count(NewsroomRelease, { organization: row.organization.id, slug: row.slug, version: { $lt: row.version } });
      if (earlier) return 0;
      const inserted = await conn.execute(
        `insert into newsroom_alerts (id, release_id, subscriber_id, status, attempts, created_at, updated_at)
         select gen_random_uuid(), ?, s.id, 'queued', 0, ?, ? from newsroom_subscribers s
         where s.organization_id = ? and s.status = 'confirmed'
         on conflict (release_id, subscriber_id) do nothing`,
        [releaseId, now, now, row.organization.id],
        'run',
        ctx,
      );
      return (inserted as { affectedRows?: number }).affectedRows ?? 0;
    });
    if (queued) await this.enqueueBatches(releaseId, queued);
    return queued;
  }

  private async enqueueBatches(releaseId: string, rows: number): Promise<void> {
    if (!this.deps.jobs) return;
    for (let i = 0; i < Math.ceil(rows / BATCH_SIZE); i += 1) await this.deps.jobs.send(ALERT_BATCH_JOB, { releaseId });
  }

  /**
   * One batch job: claims BATCH_SIZE queued mails of the release at a time (skipping rows another worker holds)
   * and goes on claiming until none is left or MAX_BATCHES_PER_JOB were sent, so a large list is not paced by the
   * queue's polling (the release's other batch jobs then find nothing and end). The mails of a batch go out side
   * by side over the mailer's pooled connections. A temporary SMTP failure puts its row back in the queue and
   * fails the job, which pg-boss retries with back-off; a permanent refusal ends the row as failed.
   */
  async sendBatch(releaseId: string): Promise<void> {
    for (let batch = 0; batch < MAX_BATCHES_PER_JOB; batch += 1) {
      const { claimed, retry } = await this.sendOneBatch(releaseId);
      if (retry) throw new Error('some alert mails failed for now; the job retries them');
      if (claimed < BATCH_SIZE) return;
    }
  }

  private async sendOneBatch(releaseId: string): Promise<{ claimed: number; retry: boolean }> {
    const em = this.deps.orm.em.fork();
    const conn = em.getConnection();
    const claimed: { id: string; subscriber_id: string }[] = await conn.execute(
      `update newsroom_alerts set status = 'sending', attempts = attempts + 1, updated_at = ?
       where id in (select id from newsroom_alerts where release_id = ? and status = 'queued' order by id limit ? for update skip locked)
       returning id, subscriber_id`,
      [this.deps.clock.now(), releaseId, BATCH_SIZE],
    );
    if (!claimed.length) return { claimed: 0, retry: false };
    const release = await em.findOneOrFail(NewsroomRelease, { id: releaseId });
    const newsroom = await em.findOneOrFail(Newsroom, { organization: release.organization.id });
    const subscribers = await em.find(NewsroomSubscriber, { id: { $in: claimed.map((c) => c.subscriber_id) } });
    const emailOf = new Map(subscribers.map((s) => [s.id, s.email]));
    const permalink = `${this.deps.newsroom.urlOf(newsroom.slug)}/${release.slug}`;
    const outcomes = await Promise.all(
      claimed.map(async ({ id, subscriber_id: subscriberId }) => {
        const to = emailOf.get(subscriberId);
        if (!to) return null; // unsubscribed meanwhile: its row went with it
        try {
          await this.deps.mailer.send(alertMail(newsroom, release, permalink, to, this.unsubscribeUrl(subscriberId)));
          return { id, status: 'sent', error: null };
        } catch (error) {
          const message = error instanceof Error ? error.message.slice(0, 500) : String(error);
          return { id, status: temporary(error) ? 'queued' : 'failed', error: message };
        }
      }),
    );
    const settled = outcomes.filter((o) => o !== null);
    const sent = settled.filter((o) => o.status === 'sent').map((o) => o.id);
    const now = this.deps.clock.now();
    // The sent ones in one statement; the few failures one by one, each with its error.
    if (sent.length) {
      await conn.execute(
        `update newsroom_alerts set status = 'sent', sent_at = ?, error = null, updated_at = ? where id in (${sent.map(() => '?').join(', ')})`,
        [now, now, ...sent],
      );
    }
    for (const o of settled.filter((o) => o.status !== 'sent')) {
      await conn.execute('update newsroom_alerts set status = ?, sent_at = null, error = ?, updated_at = ? where id = ?', [
        o.status,
        o.error,
        now,
        o.id,
      ]);
    }
    return { claimed: claimed.length, retry: settled.some((o) => o.status === 'queued') };
  }

  /** Counts of the release's alert mails by status (the release receipt reads them). */
  async statusOf(em: EntityManager, releaseId: string): Promise<Record<string, number>> {
    const rows: { status: string; n: number }[] = await em
      .getConnection()
      .execute('select status, count(*)::int as n from newsroom_alerts where release_id = ? group by status', [releaseId]);
    return Object.fromEntries(rows.map((r) => [r.status, r.n]));
  }

  // -------------------------------------------------------------------------------------------

  /** 404 for an unknown newsroom (a public page either way: no oracle about addresses). */
  async assertNewsroom(slug: string): Promise<void> {
    await this.newsroomOf(slug);
  }

  private async newsroomOf(slug: string): Promise<Newsroom> {
    const newsroom = await this.deps.orm.em.fork().findOne(Newsroom, { slug: slug.toLowerCase() });
    if (!newsroom) throw new NotFoundError('There is no such newsroom.');
    return newsroom;
  }

  private secondsUntil(at: Date): number {
    return Math.max(0, Math.ceil((at.getTime() - this.deps.clock.now().getTime()) / 1000));
  }

  /** Work that outlives its answer (a confirmation mail); `settled()` waits for it at shutdown and in tests. */
  private background(task: () => Promise<void>): void {
    const run = task()
      .catch((error: unknown) => this.deps.logger.error({ err: error }, 'newsroom alert mail failed'))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
