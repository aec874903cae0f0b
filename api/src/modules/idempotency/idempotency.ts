import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { IdempotencyKey } from './idempotency-key.entity';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { ConflictError, ValidationError } from '../../lib/errors';

// Idempotency keys for calls with effects outside our database (publishing, newswire orders): the web
// app sends one `Idempotency-Key` per user action, so a double click or a retry after a timeout gets
// the first answer instead of a second post or a second paid order.

/** How long a key is remembered; a key older than this starts a new action. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface IdempotentCall {
  /** Who is calling: the person's or the partner token's id (Viewer.userId), so keys of two callers never meet. */
  principalId: string;
  /** The operation name (not the URL), e.g. `publish-article`. */
  route: string;
  /** Absent: the call runs unprotected (clients that send no key). */
  key: string | null | undefined;
  /** What identifies the request: its parsed body and path parameters. */
  request: unknown;
}

/** An action's answer (never an HTTP status: the REST facade derives that from the answer). */
export interface IdempotentResult<T> {
  body: T;
  /** True when this is the stored answer of an earlier call with the same key. */
  replayed: boolean;
}

export class IdempotencyKeyReusedError extends ConflictError {
  constructor() {
    super('This Idempotency-Key was already used for a different request. Send a new key for a new action.', 'idempotency_key_reused');
  }
}

export class IdempotencyInProgressError extends ConflictError {
  constructor() {
    super(
      'A request with this Idempotency-Key is still being processed. Try again in a moment to get its answer.',
      'idempotency_in_progress',
    );
  }
}

/** JSON with object keys sorted, so the same body always hashes the same. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  });
}

export function requestHash(request: unknown): string {
  return sha256(stableJson(request ?? null));
}

export interface IdempotencyOptions {
  clock: Clock;
  /** How long a second request waits for the first one with the same key to finish. */
  waitMs?: number;
  pollMs?: number;
  /**
   * A key in progress for longer than this was left by a process that died mid-action
   * (VENDOR_CALL_GRACE_SECONDS); default ten minutes.
   */
  orphanedAfterMs?: number;
}

/**
 * The answer for a key whose first request died mid-action: what its effects (claimed no earlier than
 * `since`) have come to now, read without acting again.
 */
export type OrphanedAnswer<T> = (since: Date) => Promise<T>;

/**
 * Runs an action once per key. The key row is inserted (and committed) before the action starts: the
 * unique constraint makes a concurrent twin wait for the first answer. The same key with the same request
 * answers the stored result; with another request, 409 `idempotency_key_reused`. When the action throws
 * (a refusal before any effect: validation, authorization, the compliance gate), the key is released so
 * a corrected retry can run; an action with effects answers a result instead of throwing.
 */
export class IdempotencyService {
  private readonly waitMs: number;
  private readonly pollMs: number;
  private readonly orphanedAfterMs: number;

  constructor(private readonly options: IdempotencyOptions) {
    this.waitMs = options.waitMs ?? 15_000;
    this.pollMs = options.pollMs ?? 100;
    this.orphanedAfterMs = options.orphanedAfterMs ?? 10 * 60_000;
  }

  /**
   * `orphaned`: how to answer once the first request's process has died mid-action (its key stays in
   * progress): the state its effects reached, as the vendor calls' own recovery settles them; never the
   * action again (it may have ordered already). Without it such a key answers 409 until it expires.
   */
  async run<T>(
    em: EntityManager,
    call: IdempotentCall,
    action: () => Promise<T>,
    orphaned?: OrphanedAnswer<T>,
  ): Promise<IdempotentResult<T>> {
    if (call.key === undefined || call.key === null || call.key === '') {
      return { body: await action(), replayed: false };
    }
    if (!KEY_PATTERN.test(call.key)) {
      throw new ValidationError('The Idempotency-Key must be 1 to 200 visible ASCII characters.', { idempotencyKey: 'Invalid key' });
    }
    const hash = requestHash(call.request);
    let claimed: { id: string } | null = null;
    for (let round = 0; !claimed; round++) {
      claimed = await this.claim(em, call, hash);
      if (claimed) break;
      const stored = await this.replay<T>(em, call, hash, orphaned);
      if (stored) return stored;
      // The first request was refused before any effect and released the key: run the action here.
      if (round >= 2) throw new IdempotencyInProgressError();
    }

    let answer: T;
    try {
      answer = await action();
    } catch (error) {
      await em.fork().nativeDelete(IdempotencyKey, { id: claimed.id });
      throw error;
    }
    // The stored answer is JSON: a replay must read exactly what the first caller read.
    const body = JSON.parse(JSON.stringify(answer ?? null)) as T;
    await em
      .fork()
      .nativeUpdate(IdempotencyKey, { id: claimed.id }, { status: 'done', response: body, updatedAt: this.options.clock.now() });
    return { body, replayed: false };
  }

  /** Inserts the key row; null when another request already holds the key. */
  private async claim(em: EntityManager, call: IdempotentCall, hash: string): Promise<{ id: string } | null> {
    const now = this.options.clock.now();
    const fork = em.fork();
    const expired = new Date(now.getTime() - IDEMPOTENCY_TTL_MS);
    await fork.nativeDelete(IdempotencyKey, {
      principalId: call.principalId,
      route: call.route,
      key: call.key!,
      createdAt: { $lt: expired },
    });
    const row = fork.create(IdempotencyKey, {
      principalId: call.principalId,
      key: call.key!,
      route: call.route,
      requestHash: hash,
      status: 'in_progress',
      createdAt: now,
      updatedAt: now,
    });
    try {
      await fork.flush();
      return { id: row.id };
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  /** The stored answer, waiting for a running twin; null when the key was released meanwhile. */
  private async replay<T>(
    em: EntityManager,
    call: IdempotentCall,
    hash: string,
    orphaned?: OrphanedAnswer<T>,
  ): Promise<IdempotentResult<T> | null> {
    const deadline = Date.now() + this.waitMs;
    for (;;) {
      const row = await em.fork().findOne(IdempotencyKey, { principalId: call.principalId, route: call.route, key: call.key! });
      if (!row) return null;
      if (row.requestHash !== hash) throw new IdempotencyKeyReusedError();
      if (row.status === 'done') return { body: row.response as T, replayed: true };
      // Not stored: an effect still unknown may be settled later, and every replay reads it as it is then.
      const left = this.options.clock.now().getTime() - row.updatedAt.getTime() > this.orphanedAfterMs;
      if (left && orphaned) return { body: await orphaned(row.createdAt), replayed: true };
      if (Date.now() >= deadline) throw new IdempotencyInProgressError();
      await new Promise((resolve) => setTimeout(resolve, this.pollMs));
    }
  }
}
