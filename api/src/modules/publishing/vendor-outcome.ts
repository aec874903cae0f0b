import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager, type EntityName, type FilterQuery } from '@mikro-orm/core';
import { isPluginError } from '@issuerwire/plugin-sdk';
import type { Clock } from '../../lib/clock';
import type { AppError } from '../../lib/errors';
import { Article } from '../articles';
import type { AuditAction, AuditService } from '../audit';
import type { Notification, NotificationKind, NotificationsService } from '../notifications';

// What to do after a vendor call, decided once for platforms and newswires alike: a publication and a
// newswire order are both an effect recorded before the vendor is called and reconciled after. A
// publish or an order is public (and often paid): it is retried only when the vendor surely did not take it.

export type VendorFailure =
  /** The vendor did not take it and asked us to come back (rate limit, outage before sending). */
  | { kind: 'retry'; reason: string; retryAfterMs: number | null }
  /** The vendor refused it; trying again as is will not help (credentials, content, configuration). */
  | { kind: 'refused'; reason: string; code: string }
  /** The request may have reached the vendor: never repeated automatically. */
  | { kind: 'unknown'; reason: string };

/** Vendor calls per round before a retryable failure is given up (a manual Retry starts a new round). */
export const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 30_000;
const RETRY_MAX_MS = 60 * 60 * 1000;

/** A call still under way after this long was interrupted (vendor calls time out far sooner). */
export const INTERRUPTED_AFTER_MS = 10 * 60 * 1000;
/** How often the interrupted-call sweep runs (pg-boss cron, UTC). */
export const INTERRUPTED_SWEEP_CRON = '*/5 * * * *';

/** The message every unknown outcome carries, so the issuer checks before pressing Retry. */
export function outcomeUnknownReason(vendor: string, detail: string): string {
  return `Outcome unknown: check ${vendor} before retrying. ${detail}`.trim();
}

/** Why an interrupted call was given up without knowing what the vendor did. */
export function interruptedReason(vendor: string, detail = ''): string {
  return `Interrupted; check ${vendor} before retrying: the server stopped during the call, before ${vendor}'s answer was recorded. ${detail}`.trim();
}

export function classifyVendorFailure(error: unknown, vendor: string): VendorFailure {
  if (!isPluginError(error)) {
    const detail = error instanceof Error ? error.message : String(error);
    return { kind: 'unknown', reason: outcomeUnknownReason(vendor, `The call ended unexpectedly (${detail}).`) };
  }
  const message = error.message;
  // The SDK says so when an irreversible call may have been carried out (a 5xx or a lost connection after
  // sending); a connection failure not worth retrying is treated alike.
  if (error.outcomeUnknown || (error.code === 'disconnected' && !error.retryable))
    return { kind: 'unknown', reason: outcomeUnknownReason(vendor, message) };
  switch (error.code) {
    case 'rate_limited':
      return {
        kind: 'retry',
        reason: `${vendor} is rate limiting requests: ${message}`,
        retryAfterMs: (error as { retryAfterMs?: number }).retryAfterMs ?? null,
      };
    case 'auth_expired':
      return {
        kind: 'refused',
        code: error.code,
        reason: `${vendor} refused the credentials: reconnect the account in Settings. ${message}`,
      };
    case 'invalid_content':
      return { kind: 'refused', code: error.code, reason: `${vendor} refused the content: ${message}` };
    case 'disconnected':
    case 'vendor_error':
      if (error.retryable) {
        const retryAfterMs = (error as { retryAfterMs?: number | null }).retryAfterMs ?? null;
        return { kind: 'retry', reason: `${vendor} could not take it now: ${message}`, retryAfterMs };
      }
      return { kind: 'refused', code: error.code, reason: `${vendor} refused it: ${message}` };
    default:
      return { kind: 'refused', code: error.code, reason: `${vendor}: ${message}` };
  }
}

/** A failed vendor call as the effect records it: retried later, or failed with the reason. */
export function failedCall(
  error: unknown,
  vendor: string,
): { kind: 'retry'; reason: string; retryAfterMs: number | null } | { kind: 'failed'; reason: string } {
  const failure = classifyVendorFailure(error, vendor);
  return failure.kind === 'retry' ? failure : { kind: 'failed', reason: failure.reason };
}

/**
 * The next attempt of a retryable failure: back-off doubling from 30 s (or the vendor's wait, if
 * longer), capped at an hour; null once the round's attempts are used up or nothing can be scheduled.
 */
export function nextAttempt(
  attempts: number,
  retryAfterMs: number | null,
  now: Date,
  canSchedule: boolean,
  reason: string,
): { jobId: string; at: Date; note: string } | null {
  if (attempts >= MAX_ATTEMPTS || !canSchedule) return null;
  const delay = Math.min(RETRY_MAX_MS, Math.max(retryAfterMs ?? 0, RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1)));
  const at = new Date(now.getTime() + delay);
  return { jobId: randomUUID(), at, note: `${reason} Retrying at ${at.toISOString()} (attempt ${attempts + 1} of ${MAX_ATTEMPTS}).` };
}

/** Why a retryable failure ended the round. */
export function gaveUpReason(attempts: number, reason: string): string {
  return `Gave up after ${attempts} attempt${attempts === 1 ? '' : 's'}: ${reason}`;
}

/** What the audit log keeps of the article an effect released. */
export function auditContent(article: Pick<Article, 'title' | 'content'>): string {
  return `# ${article.title}\n\n${article.content}`;
}

/** A publication or a newswire order: the parts the shared handling reads and writes. */
export interface VendorEffect {
  id: string;
  status: string;
  jobId?: string | null;
  updatedAt: Date;
  user: { id: string };
  article: { id: string };
}

export interface VendorEffectDeps {
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
  /** The article's status follows its effects (the publishing service's rule). */
  syncArticle(tx: EntityManager, article: Article): Promise<void>;
}

/** Audit entry and notification of a failed effect; the caller announces the notification after commit. */
export function recordFailure(
  tx: EntityManager,
  deps: VendorEffectDeps,
  input: {
    effect: VendorEffect;
    article: Article & { campaign: { id: string } };
    reason: string;
    action: AuditAction;
    details: Record<string, unknown>;
    notice: { kind: NotificationKind; title: string };
  },
): Notification {
  const { effect, article, reason } = input;
  deps.audit.record(tx, {
    userId: effect.user.id,
    actorId: null,
    action: input.action,
    entityType: 'article',
    entityId: article.id,
    content: auditContent(article),
    details: input.details,
  });
  return deps.notifications.add(tx, {
    userId: effect.user.id,
    kind: input.notice.kind,
    title: input.notice.title,
    body: `"${article.title}": ${reason}`,
    campaignId: article.campaign.id,
    articleId: article.id,
  });
}

export interface CancelRule<E extends VendorEffect> {
  entity: EntityName<E>;
  /** Still held here (not sent to the vendor), so cancelling sends nothing back. */
  cancellable(effect: E): boolean;
  refusal(effect: E): AppError;
  action: AuditAction;
  details(effect: E): Record<string, unknown>;
}

/**
 * Cancels a held effect under its row lock: cancelled, its job cleared, audited, the article's status
 * following. Answers the job id to cancel in the queue (after commit).
 */
export async function cancelEffect<E extends VendorEffect>(
  em: EntityManager,
  deps: VendorEffectDeps,
  rule: CancelRule<E>,
  id: string,
  actorId: string,
): Promise<string | null> {
  let jobId: string | null = null;
  await em.fork().transactional(async (tx) => {
    const locked = await tx.findOneOrFail(rule.entity, { id } as FilterQuery<E>, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!rule.cancellable(locked)) throw rule.refusal(locked);
    const article = await tx.findOneOrFail(Article, { id: locked.article.id }, { populate: ['campaign'] });
    jobId = locked.jobId ?? null;
    locked.status = 'cancelled';
    locked.jobId = null;
    locked.updatedAt = deps.clock.now();
    deps.audit.record(tx, {
      userId: locked.user.id,
      actorId,
      action: rule.action,
      entityType: 'article',
      entityId: article.id,
      content: auditContent(article),
      details: rule.details(locked),
    });
    await tx.flush();
    await deps.syncArticle(tx, article);
    await tx.flush();
  });
  return jobId;
}

/**
 * Settles calls interrupted mid-way (the process died between recording "sending" and the vendor's
 * answer): through the plugin's lookup when it has one, else failed for the issuer to check. Never
 * sends again. `settle` reconciles one effect with what was found (null: the vendor shows none).
 */
export async function settleInterrupted<E extends VendorEffect, R>(
  effects: E[],
  vendorName: (effect: E) => string,
  /** The plugin's lookup for this effect, or null when it has none (or nothing was sent: sandbox). */
  lookup: (effect: E) => Promise<R | null> | null,
  settle: (effect: E, found: { kind: 'found'; result: R } | { kind: 'none' } | { kind: 'failed'; reason: string }) => Promise<void>,
): Promise<void> {
  for (const effect of effects) {
    const name = vendorName(effect);
    let found: R | null;
    try {
      const pending = lookup(effect);
      if (pending === null) {
        await settle(effect, { kind: 'failed', reason: interruptedReason(name) });
        continue;
      }
      found = await pending;
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      await settle(effect, { kind: 'failed', reason: interruptedReason(name, `Looking it up on ${name} did not tell: ${detail}`) });
      continue;
    }
    await settle(effect, found === null ? { kind: 'none' } : { kind: 'found', result: found });
  }
}
