import type { EntityManager } from '@mikro-orm/core';
import type { Orm } from '../../db/orm';
import { keysetPage, type KeysetRequest, type PageOf } from '../../db/keyset';
import type { Clock } from '../../lib/clock';
import { randomToken, sha256 } from '../../lib/crypto';
import { NotFoundError, ValidationError } from '../../lib/errors';
import type { EventBus } from '../../lib/event-bus';
import { RevocableCache } from '../../lib/revocable-cache';
import { isUuid } from '../../lib/ids';
import { parseInput } from '../../lib/parse-input';
import type { Logger } from '../../lib/logger';
import type { AuditService } from '../audit';
import {
  authorize,
  authorizeCommitted,
  can,
  endsSession,
  User,
  type AccessChange,
  type SessionsEndedEvent,
  type TokenScope,
  type Viewer,
} from '../identity';
import { ApiToken } from './api-token.entity';
import { createTokenSchema } from './tokens.schemas';

/** Every secret starts with this, so a leaked one is recognisable (secret scanners, logs) and told apart from a session. */
export const TOKEN_PREFIX = 'iwt_';
const SECRET_SHAPE = /^iwt_[A-Za-z0-9_-]{43}$/;
/** How long a resolved token is trusted without asking the database; revocation evicts it at once (here and, over the bus, elsewhere). */
const CACHE_MS = 5_000;
/** Tokens remembered at once (the most recently used), like the session cache. */
const CACHE_ENTRIES = 10_000;
/** `lastUsedAt` is written at most this often per token. */
const LAST_USED_EVERY_MS = 60_000;

export type TokenStatus = 'active' | 'expired' | 'revoked';

export interface TokenView {
  id: string;
  name: string;
  scopes: TokenScope[];
  /** `iwt_…` and the secret's last four characters. */
  hint: string;
  status: TokenStatus;
  createdBy: string | null;
  createdAt: Date;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** What creating a token answers: the view and, this once, the secret. */
export interface CreatedToken extends TokenView {
  secret: string;
}

interface Cached {
  viewer: Viewer;
  expiresAt: number | null;
  checkedAt: number;
  /** The row's lastUsedAt (ms, 0 for never): written again once it is a minute old. */
  lastUsedAt: number;
}

export class TokenNotFoundError extends NotFoundError {
  constructor() {
    super('No such token in your organization.', 'token_not_found');
  }
}

/**
 * Partner tokens: an owner creates and revokes them (Settings → API tokens, `/api/tokens`, GraphQL); a
 * request with `Authorization: Bearer <secret>` is resolved here into a Viewer that acts for the token's
 * organization with its scopes only (identity/access.ts decides what each scope allows).
 */
export class TokensService {
  private readonly cache: RevocableCache<Cached, 'sessions.ended'>;

  constructor(
    private readonly deps: { orm: Orm; clock: Clock; audit: AuditService; events: EventBus; logger: Logger; requestsPerMinute: number },
  ) {
    // Revocations travel as `sessions.ended` (a token's id is its viewer's sessionId).
    this.cache = new RevocableCache({
      max: CACHE_ENTRIES,
      ttlMs: CACHE_MS,
      events: deps.events,
      topic: 'sessions.ended',
      ends: (ended, cached: Cached) => endsSession(ended, cached.viewer),
    });
  }

  /** Calls per token per minute (the limit identity.auth applies). */
  get requestsPerMinute(): number {
    return this.deps.requestsPerMinute;
  }

  async list(em: EntityManager, viewer: Viewer | null): Promise<TokenView[]> {
    const owner = authorize(viewer, 'tokens.manage');
    const rows = await em.find(
      ApiToken,
      { organization: owner.organizationId },
      { orderBy: { createdAt: 'desc' }, populate: ['createdBy'] },
    );
    return rows.map((row) => this.view(row));
  }

  /** A keyset page of the tokens, newest first (what the REST list answers). */
  async listPage(em: EntityManager, viewer: Viewer | null, page: KeysetRequest): PageOf<TokenView> {
    const scope = { organization: authorize(viewer, 'tokens.manage').organizationId };
    const found = await keysetPage(em, ApiToken, scope, scope, page, { populate: ['createdBy'] });
    return found && { ...found, items: found.items.map((row) => this.view(row)) };
  }

  async create(em: EntityManager, viewer: Viewer | null, body: unknown): Promise<CreatedToken> {
    const owner = authorize(viewer, 'tokens.manage');
    const input = parseInput(createTokenSchema, body);
    const now = this.deps.clock.now();
    if (input.expiresAt && input.expiresAt.getTime() <= now.getTime()) {
      throw new ValidationError('The expiry must be in the future.', { expiresAt: 'Choose a date and time in the future' });
    }
    const secret = TOKEN_PREFIX + randomToken(32);
    const token = await em.fork().transactional(async (tx) => {
      await authorizeCommitted(tx, owner, 'tokens.manage');
      const token = tx.create(ApiToken, {
        organization: owner.organizationId,
        name: input.name,
        scopes: [...new Set(input.scopes)],
        secretHash: sha256(secret),
        lastFour: secret.slice(-4),
        createdBy: tx.getReference(User, owner.userId),
        expiresAt: input.expiresAt ?? null,
        createdAt: now,
      });
      this.deps.audit.record(tx, {
        organizationId: owner.organizationId,
        actorId: owner.userId,
        action: 'token.created',
        entityType: 'token',
        entityId: token.id,
        details: { name: token.name, scopes: token.scopes, expiresAt: token.expiresAt?.toISOString() ?? null },
      });
      await tx.flush();
      await tx.populate(token, ['createdBy']);
      return token;
    });
    return { ...this.view(token), secret };
  }

  /** Ends a token at once: its next request answers 401 and its open sockets close, on every instance. */
  async revoke(em: EntityManager, viewer: Viewer | null, id: string): Promise<TokenView> {
    const owner = authorize(viewer, 'tokens.manage');
    const { token, revoked } = await em.fork().transactional(async (tx) => {
      await authorizeCommitted(tx, owner, 'tokens.manage');
      const token = isUuid(id) ? await tx.findOne(ApiToken, { id, organization: owner.organizationId }, { populate: ['createdBy'] }) : null;
      if (!token) throw new TokenNotFoundError();
      if (token.revokedAt) return { token, revoked: false };
      token.revokedAt = this.deps.clock.now();
      this.deps.audit.record(tx, {
        organizationId: owner.organizationId,
        actorId: owner.userId,
        action: 'token.revoked',
        entityType: 'token',
        entityId: token.id,
        details: { name: token.name },
      });
      return { token, revoked: true };
    });
    if (revoked) this.forget(token.id);
    return this.view(token);
  }

  /**
   * A member lost the owner's role (demoted or removed, in the team's transaction holding the organization's
   * lock): the tokens they created act for nobody now and are revoked, audited. Answers what to run after the
   * commit (caches here and elsewhere forget them; their sockets close).
   */
  async withdraw(tx: EntityManager, change: AccessChange): Promise<() => void> {
    if (change.role && can(change.role, 'tokens.manage')) return () => {};
    const now = this.deps.clock.now();
    const tokens = await tx.find(ApiToken, { organization: change.organizationId, createdBy: change.userId, revokedAt: null });
    for (const token of tokens) {
      token.revokedAt = now;
      this.deps.audit.record(tx, {
        organizationId: change.organizationId,
        actorId: change.actorId,
        action: 'token.revoked',
        entityType: 'token',
        entityId: token.id,
        details: { name: token.name, reason: change.reason, userId: change.userId },
      });
    }
    await tx.flush();
    return () => tokens.forEach((token) => this.forget(token.id));
  }

  /** The Viewer a bearer secret stands for, or null (unknown, revoked or expired). */
  async resolve(secret: string): Promise<Viewer | null> {
    if (!SECRET_SHAPE.test(secret)) return null;
    const now = this.deps.clock.now().getTime();
    const hash = sha256(secret);
    let cached = this.cache.fresh(hash, now);
    if (!cached) {
      cached = (await this.lookUp(hash, now)) ?? undefined;
      if (!cached) {
        this.cache.delete(hash);
        return null;
      }
      this.cache.set(hash, cached);
    }
    if (cached.expiresAt !== null && now >= cached.expiresAt) return null;
    this.noteUse(cached, now);
    return cached.viewer;
  }

  /** When the token stops working (ms), Infinity when it has no expiry, null when it already has (sockets). */
  async liveUntil(id: string): Promise<number | null> {
    const token = await this.deps.orm.em.fork().findOne(ApiToken, { id, revokedAt: null }, { fields: ['expiresAt'] });
    if (!token) return null;
    const until = token.expiresAt ? token.expiresAt.getTime() : Number.POSITIVE_INFINITY;
    return until > this.deps.clock.now().getTime() ? until : null;
  }

  private async lookUp(hash: string, now: number): Promise<Cached | null> {
    const token = await this.deps.orm.em.fork().findOne(ApiToken, { secretHash: hash, revokedAt: null });
    if (!token) return null;
    const viewer: Viewer = {
      userId: token.id,
      sessionId: token.id,
      role: 'issuer',
      organizationId: token.organization.id,
      // Never consulted for a token (`authorize` reads its scopes); the least a member may do, should anything look.
      memberRole: 'viewer',
      token: { id: token.id, name: token.name, scopes: token.scopes, personId: token.createdBy?.id ?? null },
    };
    return { viewer, expiresAt: token.expiresAt?.getTime() ?? null, checkedAt: now, lastUsedAt: token.lastUsedAt?.getTime() ?? 0 };
  }

  private noteUse(cached: Cached, now: number): void {
    if (now - cached.lastUsedAt < LAST_USED_EVERY_MS) return;
    cached.lastUsedAt = now;
    const id = cached.viewer.sessionId;
    this.deps.orm.em
      .fork()
      .nativeUpdate(ApiToken, { id }, { lastUsedAt: new Date(now) })
      .catch((error: unknown) => this.deps.logger.warn({ err: error, tokenId: id }, 'could not record when a token was last used'));
  }

  private forget(id: string): void {
    const ended: SessionsEndedEvent = { sessionId: id };
    this.cache.evict(ended);
    // The same event as a signed-out session: other instances drop the token and close its sockets.
    this.deps.events.publish('sessions.ended', ended);
  }

  private view(token: ApiToken): TokenView {
    const now = this.deps.clock.now().getTime();
    const status: TokenStatus = token.revokedAt ? 'revoked' : token.expiresAt && token.expiresAt.getTime() <= now ? 'expired' : 'active';
    return {
      id: token.id,
      name: token.name,
      scopes: token.scopes,
      hint: `${TOKEN_PREFIX}…${token.lastFour}`,
      status,
      createdBy: token.createdBy?.username ?? null,
      createdAt: token.createdAt,
      expiresAt: token.expiresAt ?? null,
      lastUsedAt: token.lastUsedAt ?? null,
      revokedAt: token.revokedAt ?? null,
    };
  }
}

/** The person behind each of `ids` that is a token (its creator); ids that are not tokens are left out. */
export async function personsBehindTokens(em: EntityManager, ids: readonly string[]): Promise<Map<string, string>> {
  const tokens = ids.length ? await em.find(ApiToken, { id: { $in: [...new Set(ids)] } }, { fields: ['createdBy'] }) : [];
  return new Map(tokens.flatMap((t) => (t.createdBy ? [[t.id, t.createdBy.id] as const] : [])));
}
