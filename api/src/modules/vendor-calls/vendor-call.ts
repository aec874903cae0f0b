import {
  LockMode,
  UniqueConstraintViolationException,
  type EntityManager,
  type EntityName,
  type FilterQuery,
  type Populate,
} from '@mikro-orm/core';
import type { Orm } from '../../db/orm';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { Article } from '../articles';
import type { AuditAction, AuditService } from '../audit';
import type { Notification, NotificationKind, NotificationsService } from '../notifications';
import type { ReleaseLedger } from './release-ledger';
import { auditContent, gaveUpReason, INTERRUPTED_AFTER_MS, INTERRUPTED_SWEEP_CRON, interruptedReason, nextAttempt } from './vendor-outcome';

// The one lifecycle of a call to a vendor (a platform post, a newswire order): the effect is recorded
// and committed before the vendor is called, held as `scheduled` with a job until its time, claimed by
// exactly one run, reconciled after the answer (retried only when the vendor surely did not take it),
// cancelled only while still held here, settled without calling again when a process died mid-call,
// and the article's status follows every change. Each kind says only what differs.

/** A publication or a newswire order: the parts the lifecycle reads and writes. */
export interface VendorEffect {
  id: string;
  status: string;
  jobId?: string | null;
  attempts: number;
  lastError?: string | null;
  updatedAt: Date;
  organization: { id: string };
  article: { id: string };
}

/** What a vendor call came to. `done` carries the kind's own answer; `failed` may record more (a vendor's reference). */
export type CallOutcome<E, S> =
  | { kind: 'done'; value: S }
  | { kind: 'failed'; reason: string; record?: (effect: E) => void }
  | { kind: 'retry'; reason: string; retryAfterMs: number | null };

/** A job to send once the transaction that named it has committed. */
export interface QueuedJob {
  job: string;
  jobId: string;
  at: Date;
}

/** What differs between publications and newswire orders. */
export interface EffectKind<E extends VendorEffect, S> {
  entity: EntityName<E>;
  /** The status while the vendor call is under way (written before the call). */
  calling: string;
  /** The job that makes the call at its time (and retries it). */
  job: string;
  jobData(id: string): Record<string, string>;
  singletonKey(job: string, id: string): string;
  vendorName(effect: E): string;
  /** A retryable failure waits as scheduled until `at` (a publication shows the new time). */
  waitForRetry?(effect: E, at: Date): void;
  /** Writes what the vendor answered: the notification to announce and any follow-up job. */
  done(
    tx: EntityManager,
    effect: E,
    article: Article,
    value: S,
    now: Date,
  ): Promise<{ notification: Notification | null; next: QueuedJob | null }>;
  failure(effect: E, vendor: string, reason: string): EffectRecord;
  /**
   * The status of an interrupted call whose outcome no lookup could tell (the vendor may have it), and
   * what it records. Absent: such a call is failed for the issuer to check (publications).
   */
  unknown?: { status: string; record(effect: E, vendor: string, reason: string): EffectRecord };
}

/** The audit entry and notice of a change the lifecycle makes on its own. */
export interface EffectRecord {
  action: AuditAction;
  details: Record<string, unknown>;
  notice: { kind: NotificationKind; title: string };
}

export interface VendorCallDeps {
  orm: Orm;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
  ledger: ReleaseLedger;
  logger: Logger;
  /** Absent: nothing can be scheduled (the queue is not running in this process). */
  jobs?: JobQueue | null;
  /** A call under way longer than this was interrupted (VENDOR_CALL_GRACE_SECONDS); default INTERRUPTED_AFTER_MS. */
  interruptedAfterMs?: number;
}

export interface CancelRule<E extends VendorEffect> {
  /** Still held here (not sent to the vendor), so cancelling sends nothing back. */
  cancellable(effect: E): boolean;
  refusal(effect: E): AppError;
  action: AuditAction;
  details(effect: E): Record<string, unknown>;
}

/** 503 `scheduling_unavailable`: a later time was asked for and the job queue is not running here. */
export class SchedulingUnavailableError extends AppError {
  constructor() {
    super(
      'scheduling_unavailable',
      'Scheduling is not available right now: the job queue is not running. Publish now, or try again later.',
      503,
    );
  }
}

/** A time at most this far in the past (a datetime-local field has minute precision) means now. */
export const NOW_GRACE_MS = 60_000;

export class VendorCall<E extends VendorEffect, S> {
  constructor(
    private readonly deps: VendorCallDeps,
    private readonly kind: EffectKind<E, S>,
  ) {}

  get canSchedule(): boolean {
    return Boolean(this.deps.jobs);
  }

  /** Throws 503 when `later` and nothing can be scheduled. */
  assertCanSchedule(later: boolean): void {
    if (later && !this.deps.jobs) throw new SchedulingUnavailableError();
  }

  /** Sends a job; a failure is logged and the row keeps its job id, so recovery at the next start sends it again. */
  async sendJob(id: string, jobId: string, at: Date, job = this.kind.job): Promise<void> {
    if (!this.deps.jobs) return;
    try {
      await this.deps.jobs.send(job, this.kind.jobData(id), {
        id: jobId,
        startAfter: at,
        singletonKey: this.kind.singletonKey(job, id),
        retryLimit: 3,
        retryDelay: 30,
        retryBackoff: true,
      });
    } catch (error) {
      this.deps.logger.error({ err: error, effectId: id, job }, 'could not enqueue a vendor call');
    }
  }

  async cancelJob(jobId: string, job = this.kind.job): Promise<void> {
    try {
      await this.deps.jobs?.cancel(job, jobId);
    } catch {
      // Already gone or running: the job finds its id replaced and does nothing.
    }
  }

  /**
   * Writes the outcome, its audit entry and notification, and the article's status, in one transaction;
   * only while the call is under way or its outcome unknown. `applied` runs inside it when it is written.
   */
  async reconcile(id: string, outcome: CallOutcome<E, S>, applied?: (tx: EntityManager, effect: E) => void): Promise<boolean> {
    let written = false;
    let notification: Notification | null = null;
    let next: QueuedJob | null = null;
    await this.deps.orm.em.fork().transactional(async (tx) => {
      const effect = await tx.findOneOrFail(this.kind.entity, { id } as FilterQuery<E>, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (effect.status !== this.kind.calling && effect.status !== this.kind.unknown?.status) return;
      written = true;
      applied?.(tx, effect);
      const article = await tx.findOneOrFail(Article, { id: effect.article.id }, { populate: ['campaign'] });
      const now = this.deps.clock.now();
      effect.updatedAt = now;
      if (outcome.kind === 'retry') {
        const retry = nextAttempt(effect.attempts, outcome.retryAfterMs, now, this.canSchedule, outcome.reason);
        if (retry) {
          next = { job: this.kind.job, jobId: retry.jobId, at: retry.at };
          effect.status = 'scheduled';
          effect.jobId = retry.jobId;
          effect.lastError = retry.note;
          this.kind.waitForRetry?.(effect, retry.at);
          await tx.flush();
          return;
        }
      }
      if (outcome.kind === 'done') {
        ({ notification, next } = await this.kind.done(tx, effect, article, outcome.value, now));
      } else {
        const reason = outcome.kind === 'retry' ? gaveUpReason(effect.attempts, outcome.reason) : outcome.reason;
        effect.status = 'failed';
        effect.lastError = reason;
        if (outcome.kind === 'failed') outcome.record?.(effect);
        notification = this.recordFailure(tx, effect, article, reason);
      }
      await tx.flush();
      await this.deps.ledger.syncArticle(tx, article);
      await tx.flush();
    });
    if (notification) this.deps.notifications.announce(notification);
    const work = next as QueuedJob | null;
    if (work) await this.sendJob(id, work.jobId, work.at, work.job);
    return written;
  }

  /**
   * An interrupted call no lookup could settle: `unknown` (the vendor may have it), for the lookup or a
   * person to settle; never called again meanwhile. Without an unknown status it is failed instead.
   */
  private async markUnknown(id: string, reason: string): Promise<void> {
    const unknown = this.kind.unknown;
    if (!unknown) {
      await this.reconcile(id, { kind: 'failed', reason });
      return;
    }
    let notification: Notification | null = null;
    await this.deps.orm.em.fork().transactional(async (tx) => {
      const effect = await tx.findOneOrFail(this.kind.entity, { id } as FilterQuery<E>, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (effect.status !== this.kind.calling) return;
      const article = await tx.findOneOrFail(Article, { id: effect.article.id }, { populate: ['campaign'] });
      effect.status = unknown.status;
      effect.lastError = reason;
      effect.updatedAt = this.deps.clock.now();
      notification = this.recordFailure(tx, effect, article, reason, unknown.record(effect, this.kind.vendorName(effect), reason));
      await tx.flush();
      await this.deps.ledger.syncArticle(tx, article);
      await tx.flush();
    });
    if (notification) this.deps.notifications.announce(notification);
  }

  /** Audit entry and notification of a failed effect; announced by the caller after commit. */
  private recordFailure(
    tx: EntityManager,
    effect: E,
    article: Article,
    reason: string,
    failure = this.kind.failure(effect, this.kind.vendorName(effect), reason),
  ): Notification {
    this.deps.audit.record(tx, {
      organizationId: effect.organization.id,
      actorId: null,
      action: failure.action,
      entityType: 'article',
      entityId: article.id,
      content: auditContent(article),
      details: failure.details,
    });
    return this.deps.notifications.add(tx, {
      organizationId: effect.organization.id,
      kind: failure.notice.kind,
      title: failure.notice.title,
      body: `"${article.title}": ${reason}`,
      campaignId: article.campaign.id,
      articleId: article.id,
    });
  }

  /**
   * A scheduled effect's job has come: moves it to the calling status only while it still names this job
   * (pg-boss delivers at least once; a second delivery, or a job replaced by a move, finds nothing).
   */
  async claim(id: string, jobId: string, set: Record<string, unknown>): Promise<boolean> {
    const claimed = await this.deps.orm.em.fork().nativeUpdate(
      this.kind.entity,
      { id, status: 'scheduled', jobId } as FilterQuery<E>,
      {
        status: this.kind.calling,
        updatedAt: this.deps.clock.now(),
        ...set,
      } as never,
    );
    return claimed === 1;
  }

  /**
   * A failed effect, again: the same row (the same idempotency key for the vendor), a new round, under its
   * row lock. `reset` writes the new state; the caller then sends the job or makes the call.
   */
  async restart(
    em: EntityManager,
    id: string,
    reset: (locked: E) => void,
    errors: { notFailed: (status: string) => AppError; active: () => AppError },
  ): Promise<void> {
    try {
      await em.fork().transactional(async (tx) => {
        const locked = await tx.findOneOrFail(this.kind.entity, { id } as FilterQuery<E>, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (locked.status !== 'failed') throw errors.notFailed(locked.status);
        const article = await tx.findOneOrFail(Article, { id: locked.article.id }, { populate: ['campaign'] });
        reset(locked);
        locked.lastError = null;
        locked.updatedAt = this.deps.clock.now();
        await tx.flush();
        await this.deps.ledger.syncArticle(tx, article);
        await tx.flush();
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw errors.active();
      throw error;
    }
  }

  /** Cancels a held effect under its row lock: cancelled, its job cancelled, audited, the article's status following. */
  async cancel(em: EntityManager, rule: CancelRule<E>, id: string, actorId: string): Promise<void> {
    let jobId: string | null = null;
    await em.fork().transactional(async (tx) => {
      const locked = await tx.findOneOrFail(this.kind.entity, { id } as FilterQuery<E>, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!rule.cancellable(locked)) throw rule.refusal(locked);
      const article = await tx.findOneOrFail(Article, { id: locked.article.id }, { populate: ['campaign'] });
      jobId = locked.jobId ?? null;
      locked.status = 'cancelled';
      locked.jobId = null;
      locked.updatedAt = this.deps.clock.now();
      this.deps.audit.record(tx, {
        organizationId: locked.organization.id,
        actorId,
        action: rule.action,
        entityType: 'article',
        entityId: article.id,
        content: auditContent(article),
        details: rule.details(locked),
      });
      await tx.flush();
      await this.deps.ledger.syncArticle(tx, article);
      await tx.flush();
    });
    const held = jobId as string | null;
    if (held) await this.cancelJob(held);
  }

  /**
   * Settles calls interrupted mid-way (the process died between recording the call and the vendor's
   * answer, and the grace period is over): through the plugin's lookup when it has one; when it cannot
   * tell, `unknown` (or failed, for a kind without that status) for the issuer to check. Calls already
   * `unknown` are looked up again on every run. Never calls again. `settle` writes what was found.
   */
  async settleInterrupted<R>(
    populate: string[],
    /** The plugin's lookup for this effect, or null when it has none (or nothing was sent: sandbox). */
    lookup: (effect: E, em: EntityManager) => Promise<R | null> | null,
    settle: (effect: E, found: { kind: 'found'; result: R } | { kind: 'none' }) => Promise<void>,
  ): Promise<void> {
    const em = this.deps.orm.em.fork();
    const stale = new Date(this.deps.clock.now().getTime() - (this.deps.interruptedAfterMs ?? INTERRUPTED_AFTER_MS));
    const unknown = this.kind.unknown?.status;
    const find = (where: object) =>
      em.find(this.kind.entity, where as FilterQuery<E>, { populate: populate as unknown as Populate<E, never>, limit: 200 });
    // Apart, so calls still unknown (looked up again each run) never crowd out the newly interrupted.
    const interrupted = [
      ...(await find({ status: this.kind.calling, updatedAt: { $lt: stale } })),
      ...(unknown ? await find({ status: unknown }) : []),
    ];
    for (const effect of interrupted) {
      const name = this.kind.vendorName(effect);
      // Already unknown and still untold: it stays so, without a second notice.
      const untold = (reason: string) => (effect.status === unknown ? Promise.resolve() : this.markUnknown(effect.id, reason));
      let found: R | null;
      try {
        const pending = lookup(effect, em);
        if (pending === null) {
          await untold(interruptedReason(name));
          continue;
        }
        found = await pending;
      } catch (error) {
        const detail = error instanceof Error ? error.message : String(error);
        await untold(interruptedReason(name, `Looking it up on ${name} did not tell: ${detail}`));
        continue;
      }
      await settle(effect, found === null ? { kind: 'none' } : { kind: 'found', result: found });
    }
  }

  /** After a restart: held effects whose job was never enqueued (or is gone) get it back. */
  async requeue(where: FilterQuery<E>, jobOf: (effect: E) => { job: string; at: Date }): Promise<void> {
    if (!this.deps.jobs) return;
    const rows = await this.deps.orm.em.fork().find(this.kind.entity, where, { limit: 1000 });
    for (const row of rows) {
      if (!row.jobId) continue;
      const { job, at } = jobOf(row);
      const found = await this.deps.jobs.job(job, row.jobId).catch(() => null);
      if (!found) await this.sendJob(row.id, row.jobId, at, job);
    }
  }
}

/**
 * What every vendor-call lifecycle runs beside its own workers: a periodic sweep for calls a dying
 * process left in flight, and, now that the queues exist, recovery of work interrupted by a stop and of
 * jobs that were never enqueued.
 */
export async function registerSweepAndRecovery(
  jobs: JobQueue,
  lifecycle: { sweepJob: string; sweep: () => Promise<void>; recover: () => Promise<void>; name: string; logger?: Logger },
): Promise<void> {
  await jobs.work(lifecycle.sweepJob, () => lifecycle.sweep(), { retryLimit: 1, retryDelay: 60 });
  await jobs.boss.schedule(lifecycle.sweepJob, INTERRUPTED_SWEEP_CRON, {}, { tz: 'UTC' });
  try {
    await lifecycle.recover();
  } catch (error) {
    lifecycle.logger?.error({ err: error }, `recovering scheduled ${lifecycle.name} work failed`);
  }
}
