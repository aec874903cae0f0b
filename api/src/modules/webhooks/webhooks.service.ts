import type { EntityManager } from '@mikro-orm/core';
import type { Config } from '../../config';
import type { Orm } from '../../db/orm';
import { keysetPage, type KeysetRequest, type PageOf } from '../../db/keyset';
import type { JobQueue } from '../../jobs/job-queue';
import type { Clock } from '../../lib/clock';
import { decrypt, deriveKey, encrypt, randomToken } from '../../lib/crypto';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { cursorOf, invalidCursor } from '../../lib/cursor-page';
import type { Logger } from '../../lib/logger';
import { parseInput } from '../../lib/parse-input';
import type { Mailer } from '../../mail/mailer';
import type { AuditService } from '../audit';
import { authorize, authorizeCommitted, can, organizationOwner, scopeFor, User, type AccessChange, type Viewer } from '../identity';
import {
  WebhookDelivery,
  WebhookEndpoint,
  type DeliveryAttempt,
  type DeliveryStatus,
  type WebhookDisabledReason,
} from './webhook.entities';
import { webhookTargetRefusal } from './webhook-target';
import { sendDelivery } from './webhook-send';
import { EVENT_DAYS } from './event-log';
import { endpointDisabledMail } from './webhooks.mails';
import { DeliveryLease, leaseMs } from './delivery-lease';
import { addPing } from './webhook-ping';
import { createWebhookSchema, PING_EVENT, updateWebhookSchema, type DeliveryEventType, type WebhookEventType } from './webhooks.schemas';
import { deleteInBatches } from '../../db/delete-in-batches';

export const DELIVER_JOB = 'webhooks.deliver';
export const SWEEP_JOB = 'webhooks.sweep';
const SECRET_PREFIX = 'whsec_';
const DAY_MS = 86_400_000;
/** How long delivered and given-up deliveries stay in the log (pending ones stay until they are sent), as events do. */
export const DELIVERY_LOG_DAYS = EVENT_DAYS;
/** Deliveries one job run sends before handing over to the next (keeps a run short). */
const PER_RUN = 50;
/** A run starts no send after this long, and hands over (well inside the job's expiry, DELIVER_JOB_EXPIRY_SECONDS). */
const RUN_MS = 30_000;
/** A delivery job still active after this long was orphaned by a dead process: the queue expires it (and retries it). */
export const DELIVER_JOB_EXPIRY_SECONDS = 120;

/** Retry timing: exponential from `baseMs`, capped at `maxMs`, given up `giveUpAfterMs` after the first attempt. */
export interface WebhookRetryPolicy {
  baseMs: number;
  maxMs: number;
  giveUpAfterMs: number;
  /** Per attempt: connect, send and read the answer. */
  timeoutMs: number;
}

export const DEFAULT_WEBHOOK_RETRY: WebhookRetryPolicy = { baseMs: 30_000, maxMs: 3_600_000, giveUpAfterMs: DAY_MS, timeoutMs: 10_000 };

export interface WebhookView {
  id: string;
  url: string;
  description: string | null;
  eventTypes: WebhookEventType[];
  enabled: boolean;
  disabledReason: WebhookDisabledReason | null;
  disabledAt: Date | null;
  createdAt: Date;
}

export interface DeliveryView {
  id: string;
  eventId: string;
  eventType: DeliveryEventType;
  status: DeliveryStatus;
  attempts: number;
  nextAttemptAt: Date | null;
  deliveredAt: Date | null;
  createdAt: Date;
  redeliveryOf: string | null;
  log: DeliveryAttempt[];
  /** The exact JSON sent; null for a token without the read scope (it carries titles, publication and order data). */
  body: string | null;
}

export class WebhookNotFoundError extends NotFoundError {
  constructor() {
    super('No such webhook endpoint in your organization.', 'webhook_not_found');
  }
}

class DeliveryNotFoundError extends NotFoundError {
  constructor() {
    super('No such webhook delivery in your organization.', 'delivery_not_found');
  }
}

function view(endpoint: WebhookEndpoint): WebhookView {
  return {
    id: endpoint.id,
    url: endpoint.url,
    description: endpoint.description ?? null,
    eventTypes: endpoint.eventTypes,
    enabled: endpoint.enabled,
    disabledReason: endpoint.disabledReason ?? null,
    disabledAt: endpoint.disabledAt ?? null,
    createdAt: endpoint.createdAt,
  };
}

/**
 * A delivery's body is the organization's content: managing webhooks (the webhooks scope) shows the log,
 * reading what was sent needs what reading the content itself needs.
 */
function mayReadBodies(viewer: Viewer): boolean {
  return !viewer.token || viewer.token.scopes.includes(scopeFor('organization.read')!);
}

function deliveryView(d: WebhookDelivery, withBody: boolean): DeliveryView {
  return {
    id: d.id,
    eventId: d.eventId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    nextAttemptAt: d.status === 'pending' ? d.nextAttemptAt : null,
    deliveredAt: d.deliveredAt ?? null,
    createdAt: d.createdAt,
    redeliveryOf: d.redeliveryOf ?? null,
    log: d.log,
    body: withBody ? d.body : null,
  };
}

/**
 * Webhook endpoints (an owner, or a token with the webhooks scope, manages them) and their delivery: each
 * delivery on its own schedule (at least once; a failing one holds no other), signed, through the SDK's
 * SSRF-safe client, retried with exponential back-off for a day; an endpoint that received nothing in that
 * day is turned off and the owner told by mail. pg-boss runs the deliveries (one run per endpoint at a time).
 */
export class WebhooksService {
  private readonly key: Buffer;
  private readonly retry: WebhookRetryPolicy;
  private readonly lease: DeliveryLease;

  constructor(
    private readonly deps: {
      orm: Orm;
      clock: Clock;
      audit: AuditService;
      config: Config;
      mailer: Mailer;
      logger: Logger;
      jobs: JobQueue | null;
      retry?: Partial<WebhookRetryPolicy>;
    },
  ) {
    this.key = deriveKey(deps.config.credentialsKey, 'webhook-secrets');
    this.retry = { ...DEFAULT_WEBHOOK_RETRY, ...deps.retry };
    this.lease = new DeliveryLease(deps.orm, leaseMs(this.retry.timeoutMs));
  }

  async list(em: EntityManager, viewer: Viewer | null): Promise<WebhookView[]> {
    const member = authorize(viewer, 'webhooks.manage');
    const rows = await em.find(WebhookEndpoint, { organization: member.organizationId }, { orderBy: { createdAt: 'desc' } });
    return rows.map(view);
  }

  /** A keyset page of the endpoints, newest first (what the REST list answers). */
  async listPage(em: EntityManager, viewer: Viewer | null, page: KeysetRequest): PageOf<WebhookView> {
    const scope = { organization: authorize(viewer, 'webhooks.manage').organizationId };
    const found = await keysetPage(em, WebhookEndpoint, scope, scope, page);
    return found && { ...found, items: found.items.map(view) };
  }

  /** Registers an endpoint (a ping goes to it at once); answers its signing secret this once. */
  async create(em: EntityManager, viewer: Viewer | null, body: unknown): Promise<WebhookView & { secret: string }> {
    const member = authorize(viewer, 'webhooks.manage');
    const input = parseInput(createWebhookSchema, body);
    const url = await this.acceptableUrl(input.url);
    const secret = SECRET_PREFIX + randomToken(32);
    const endpoint = await em.fork().transactional(async (tx) => {
      await authorizeCommitted(tx, member, 'webhooks.manage');
      // A token's endpoint is its person's: it goes off with their access (TeamService's withdrawal).
      const personId = member.token ? member.token.personId : member.userId;
      const endpoint = tx.create(WebhookEndpoint, {
        organization: member.organizationId,
        url,
        description: input.description ?? null,
        eventTypes: [...new Set(input.eventTypes)],
        secretCiphertext: '',
        createdBy: personId ? tx.getReference(User, personId) : null,
      });
      endpoint.secretCiphertext = encrypt(secret, this.key, `webhook:${endpoint.id}`);
      this.audit(tx, member, 'webhook.created', endpoint, { url, eventTypes: endpoint.eventTypes });
      addPing(tx, endpoint, this.deps.clock.now());
      return endpoint;
    });
    this.dispatch([endpoint.id]);
    return { ...view(endpoint), secret };
  }

  /** Changes the URL, event types or description, or turns deliveries off and on. */
  async update(em: EntityManager, viewer: Viewer | null, id: string, body: unknown): Promise<WebhookView> {
    const member = authorize(viewer, 'webhooks.manage');
    const input = parseInput(updateWebhookSchema, body);
    const url = input.url !== undefined ? await this.acceptableUrl(input.url) : undefined;
    const { endpoint, reenabled } = await em.fork().transactional(async (tx) => {
      await authorizeCommitted(tx, member, 'webhooks.manage');
      const endpoint = await this.endpointOf(tx, member, id);
      if (url !== undefined) endpoint.url = url;
      if (input.eventTypes) endpoint.eventTypes = [...new Set(input.eventTypes)];
      if (input.description !== undefined) endpoint.description = input.description;
      const reenabled = input.enabled === true && !endpoint.enabled;
      if (input.enabled !== undefined && input.enabled !== endpoint.enabled) {
        endpoint.enabled = input.enabled;
        endpoint.disabledReason = input.enabled ? null : 'owner';
        endpoint.disabledAt = input.enabled ? null : this.deps.clock.now();
        this.audit(tx, member, input.enabled ? 'webhook.updated' : 'webhook.disabled', endpoint, { enabled: input.enabled });
      } else {
        this.audit(tx, member, 'webhook.updated', endpoint, { url: endpoint.url, eventTypes: endpoint.eventTypes });
      }
      if (reenabled) {
        // What waited while it was off goes out now; a delivery given up before starts its day again.
        await tx.nativeUpdate(
          WebhookDelivery,
          { endpoint: endpoint.id, status: 'pending' },
          { nextAttemptAt: this.deps.clock.now(), firstAttemptAt: null },
        );
      }
      return { endpoint, reenabled };
    });
    if (reenabled) this.dispatch([endpoint.id]);
    return view(endpoint);
  }

  async remove(em: EntityManager, viewer: Viewer | null, id: string): Promise<void> {
    const member = authorize(viewer, 'webhooks.manage');
    await em.fork().transactional(async (tx) => {
      await authorizeCommitted(tx, member, 'webhooks.manage');
      const endpoint = await this.endpointOf(tx, member, id);
      this.audit(tx, member, 'webhook.deleted', endpoint, { url: endpoint.url });
      tx.remove(endpoint);
    });
  }

  /** A new signing secret (answered this once); the previous one also signs for a day, so receivers can switch. */
  async rotateSecret(em: EntityManager, viewer: Viewer | null, id: string): Promise<WebhookView & { secret: string }> {
    const member = authorize(viewer, 'webhooks.manage');
    const secret = SECRET_PREFIX + randomToken(32);
    const endpoint = await em.fork().transactional(async (tx) => {
      await authorizeCommitted(tx, member, 'webhooks.manage');
      const endpoint = await this.endpointOf(tx, member, id);
      endpoint.previousSecretCiphertext = endpoint.secretCiphertext;
      endpoint.previousSecretUntil = new Date(this.deps.clock.now().getTime() + DAY_MS);
      endpoint.secretCiphertext = encrypt(secret, this.key, `webhook:${endpoint.id}`);
      this.audit(tx, member, 'webhook.secret_rotated', endpoint, {});
      return endpoint;
    });
    return { ...view(endpoint), secret };
  }

  /**
   * A member lost the owner's role (demoted or removed, in the team's transaction holding the organization's
   * lock): the endpoints they (or their tokens) registered stop receiving, audited; an owner may turn them on again.
   */
  async withdraw(tx: EntityManager, change: AccessChange): Promise<() => void> {
    if (change.role && can(change.role, 'webhooks.manage')) return () => {};
    const now = this.deps.clock.now();
    const endpoints = await tx.find(WebhookEndpoint, { organization: change.organizationId, createdBy: change.userId, enabled: true });
    for (const endpoint of endpoints) {
      endpoint.enabled = false;
      endpoint.disabledReason = 'access_revoked';
      endpoint.disabledAt = now;
      this.deps.audit.record(tx, {
        organizationId: change.organizationId,
        actorId: change.actorId,
        action: 'webhook.disabled',
        entityType: 'webhook',
        entityId: endpoint.id,
        details: { reason: change.reason, userId: change.userId, url: endpoint.url },
      });
    }
    await tx.flush();
    return () => {};
  }

  /** The endpoint's deliveries, newest first, `first` at a time after the cursor `after` (a delivery id). */
  async deliveries(
    em: EntityManager,
    viewer: Viewer | null,
    id: string,
    page: { first?: number; after?: string | null } = {},
  ): Promise<{ items: DeliveryView[]; totalCount: number; hasNextPage: boolean; nextCursor: string | null }> {
    const member = authorize(viewer, 'webhooks.manage');
    const endpoint = await this.endpointOf(em, member, id);
    const first = Math.min(Math.max(page.first ?? 20, 1), 100);
    const cursor = page.after && isUuid(page.after) ? await em.findOne(WebhookDelivery, { id: page.after, endpoint }) : null;
    // A cursor of another endpoint (or organization) would silently restart the list: refuse it.
    if (page.after && !cursor) throw invalidCursor();
    const where = { endpoint, ...(cursor ? { seq: { $lt: cursor.seq } } : {}) };
    const [rows, totalCount] = await Promise.all([
      em.find(WebhookDelivery, where, { orderBy: { seq: 'desc' }, limit: first + 1 }),
      em.count(WebhookDelivery, { endpoint }),
    ]);
    const items = rows.slice(0, first).map((row) => deliveryView(row, mayReadBodies(member)));
    const hasNextPage = rows.length > first;
    return { items, totalCount, hasNextPage, nextCursor: hasNextPage ? cursorOf(items.at(-1)!.id) : null };
  }

  /** One delivery, as webhookDeliveries lists it (owner, or the webhooks scope); null when it is not the organization's. */
  async delivery(em: EntityManager, viewer: Viewer | null, id: string): Promise<DeliveryView | null> {
    const member = authorize(viewer, 'webhooks.manage');
    const row = isUuid(id) ? await em.findOne(WebhookDelivery, { id, organizationId: member.organizationId }) : null;
    return row && deliveryView(row, mayReadBodies(member));
  }

  /** Sends a past delivery's event again (same event id and sequence, so receivers can tell) now. */
  async redeliver(em: EntityManager, viewer: Viewer | null, deliveryId: string): Promise<DeliveryView> {
    const member = authorize(viewer, 'webhooks.manage');
    const original = isUuid(deliveryId)
      ? await em.findOne(WebhookDelivery, { id: deliveryId, organizationId: member.organizationId }, { populate: ['endpoint'] })
      : null;
    if (!original) throw new DeliveryNotFoundError();
    const now = this.deps.clock.now();
    const copy = em.create(WebhookDelivery, {
      endpoint: original.endpoint,
      organizationId: original.organizationId,
      eventId: original.eventId,
      eventType: original.eventType,
      eventSequence: original.eventSequence ?? null,
      body: original.body,
      nextAttemptAt: now,
      createdAt: now,
      redeliveryOf: original.id,
    });
    this.audit(em, member, 'webhook.redelivered', original.endpoint, { deliveryId: original.id, eventId: original.eventId });
    await em.flush();
    this.dispatch([original.endpoint.id]);
    return deliveryView(copy, mayReadBodies(member));
  }

  /** Sends the endpoint a `ping` now; answers its delivery, whose log says how it went. */
  async ping(em: EntityManager, viewer: Viewer | null, id: string): Promise<DeliveryView> {
    const member = authorize(viewer, 'webhooks.manage');
    const endpoint = await this.endpointOf(em, member, id);
    // It would wait, unsent, until the endpoint is on again: say so instead.
    if (!endpoint.enabled) throw new ConflictError('This webhook endpoint is turned off: turn it on to ping it.', 'webhook_disabled');
    const delivery = addPing(em, endpoint, this.deps.clock.now());
    await em.flush();
    this.dispatch([endpoint.id]);
    return deliveryView(delivery, mayReadBodies(member));
  }

  /** Asks for these endpoints' due deliveries to be sent now (after the commit that wrote them). */
  dispatch(endpointIds: string[]): void {
    for (const endpointId of endpointIds) this.wake(endpointId, 0);
  }

  /**
   * A delivery run for the endpoint in `delayMs` (real time). One job waits per endpoint to run now (a second
   * request while one waits is the same request), and one per second for a later wake-up, so a retry waiting
   * for its time never holds up a new event.
   */
  private wake(endpointId: string, delayMs: number): void {
    const jobs = this.deps.jobs;
    if (!jobs) return;
    const at = Date.now() + delayMs;
    const options =
      delayMs > 0 ? { singletonKey: `${endpointId}@${Math.ceil(at / 1000)}`, startAfter: new Date(at) } : { singletonKey: endpointId };
    jobs
      .send(DELIVER_JOB, { endpointId }, options)
      .catch((error: unknown) =>
        this.deps.logger.error({ err: error, endpointId }, 'could not enqueue a webhook delivery; the sweep will'),
      );
  }

  /**
   * The minute's sweep: endpoints with deliveries due (a request lost in a crash, a retry whose job went
   * missing); and retention: events, and settled deliveries, older than EVENT_DAYS are deleted (in batches).
   */
  async sweep(): Promise<void> {
    const db = this.deps.orm.em.fork().getConnection();
    const now = this.deps.clock.now();
    await deleteInBatches(db, 'webhook_deliveries', `status <> 'pending' and created_at < ?`, [
      new Date(now.getTime() - DELIVERY_LOG_DAYS * DAY_MS),
    ]);
    await deleteInBatches(db, 'organization_events', 'created_at < ?', [new Date(now.getTime() - EVENT_DAYS * DAY_MS)]);
    const due = await db.execute<{ endpoint_id: string }[]>(
      `select distinct d.endpoint_id from webhook_deliveries d join webhook_endpoints e on e.id = d.endpoint_id
          where e.enabled and d.status = 'pending' and d.next_attempt_at <= ?`,
      [now],
    );
    this.dispatch(due.map((row: { endpoint_id: string }) => row.endpoint_id));
  }

  /**
   * The job: sends the endpoint's due deliveries (deliverHeld) while holding its lease, so no delivery goes
   * out twice at once, across instances. Nothing is held open during a send (PGlite has one connection).
   */
  async deliverEndpoint(endpointId: string): Promise<void> {
    if (!(await this.lease.take(endpointId))) {
      // Another run holds it (and sends what is due meanwhile), or one that died does until its lease ends:
      // look again in a second (a cheap check), so nothing waits long behind a run that just ended.
      const until = (await this.lease.heldUntil(endpointId))?.getTime() ?? 0;
      return this.wake(endpointId, Math.min(until - Date.now(), 1_000));
    }
    try {
      await this.deliverHeld(endpointId);
    } finally {
      await this.lease.release(endpointId);
    }
  }

  /**
   * Sends what is due, oldest first, each delivery on its own schedule: one that fails gets its next try
   * and the run goes on to the next, so a failing event holds up no other (receivers order by sequence).
   * Ends when nothing is due (a wake-up waits for the next retry) or hands over after PER_RUN or RUN_MS.
   */
  private async deliverHeld(endpointId: string): Promise<void> {
    const started = performance.now();
    for (let sent = 0; sent < PER_RUN && performance.now() - started < RUN_MS; sent += 1) {
      if (sent > 0) await this.lease.take(endpointId, true);
      const em = this.deps.orm.em.fork();
      const endpoint = await em.findOne(WebhookEndpoint, { id: endpointId });
      if (!endpoint?.enabled) return;
      const now = this.deps.clock.now();
      const due = await em.findOne(
        WebhookDelivery,
        { endpoint, status: 'pending', nextAttemptAt: { $lte: now } },
        { orderBy: { seq: 'asc' } },
      );
      if (!due) return this.wakeForNextRetry(em, endpoint);
      if (!(await this.attempt(em, endpoint, due, now))) return;
    }
    this.dispatch([endpointId]);
  }

  /** One try of `delivery`, recorded; answers false when it turned the endpoint off. */
  private async attempt(em: EntityManager, endpoint: WebhookEndpoint, delivery: WebhookDelivery, now: Date): Promise<boolean> {
    const secrets = [decrypt(endpoint.secretCiphertext, this.key, `webhook:${endpoint.id}`)];
    if (endpoint.previousSecretCiphertext && endpoint.previousSecretUntil && endpoint.previousSecretUntil > now) {
      secrets.push(decrypt(endpoint.previousSecretCiphertext, this.key, `webhook:${endpoint.id}`));
    }
    const attempt = await sendDelivery(delivery, {
      url: endpoint.url,
      secrets,
      at: now,
      timeoutMs: this.retry.timeoutMs,
      config: this.deps.config,
    });
    delivery.attempts += 1;
    delivery.firstAttemptAt ??= now;
    delivery.log = [...delivery.log, attempt];
    if (attempt.error === null) {
      delivery.status = 'delivered';
      delivery.deliveredAt = this.deps.clock.now();
    } else if (delivery.eventType === PING_EVENT) {
      // A ping is a check, not an event: one try, and it never counts towards turning the endpoint off.
      delivery.status = 'failed';
    } else if (now.getTime() - delivery.firstAttemptAt.getTime() >= this.retry.giveUpAfterMs) {
      delivery.status = 'failed';
      // Off only when the endpoint took nothing in all that time: one event it refuses does not stop the others.
      const took = await em.count(WebhookDelivery, { endpoint, status: 'delivered', deliveredAt: { $gte: delivery.firstAttemptAt } });
      if (took === 0) {
        await this.disableFailing(em, endpoint, attempt.error);
        return false;
      }
    } else {
      const wait = Math.min(this.retry.maxMs, this.retry.baseMs * 2 ** (delivery.attempts - 1));
      delivery.nextAttemptAt = new Date(now.getTime() + wait);
    }
    await em.flush();
    return true;
  }

  /** Nothing due: a run when the next retry is (a delivery's time is on the app's clock). */
  private async wakeForNextRetry(em: EntityManager, endpoint: WebhookEndpoint): Promise<void> {
    const next = await em.findOne(WebhookDelivery, { endpoint, status: 'pending' }, { orderBy: { nextAttemptAt: 'asc' } });
    if (next) this.wake(endpoint.id, next.nextAttemptAt.getTime() - this.deps.clock.now().getTime());
  }

  /** A day of failures: the endpoint is turned off (what waits stays) and its owner told. */
  private async disableFailing(em: EntityManager, endpoint: WebhookEndpoint, lastError: string): Promise<void> {
    const now = this.deps.clock.now();
    endpoint.enabled = false;
    endpoint.disabledReason = 'failing';
    endpoint.disabledAt = now;
    this.deps.audit.record(em, {
      organizationId: endpoint.organization.id,
      actorId: null,
      action: 'webhook.disabled',
      entityType: 'webhook',
      entityId: endpoint.id,
      details: { reason: 'failing', lastError },
    });
    await em.flush();
    const owner = await organizationOwner(em, endpoint.organization.id);
    if (!owner) return;
    const pending = await em.count(WebhookDelivery, { endpoint, status: 'pending' });
    try {
      await this.deps.mailer.send(
        endpointDisabledMail({
          to: owner.email,
          url: endpoint.url,
          lastError,
          pending,
          settingsUrl: `${this.deps.config.publicUrl}/settings#webhooks`,
        }),
      );
    } catch (error) {
      this.deps.logger.error({ err: error, endpointId: endpoint.id }, 'could not mail the owner about a disabled webhook endpoint');
    }
  }

  private async endpointOf(em: EntityManager, member: Viewer, id: string): Promise<WebhookEndpoint> {
    const endpoint = isUuid(id) ? await em.findOne(WebhookEndpoint, { id, organization: member.organizationId }) : null;
    if (!endpoint) throw new WebhookNotFoundError();
    return endpoint;
  }

  /** A URL webhooks may reach (webhook-target.ts); checked again before every send (DNS can change). */
  private async acceptableUrl(raw: string): Promise<string> {
    const url = new URL(raw);
    const why = await webhookTargetRefusal(url, this.deps.config);
    if (why) throw new AppError('webhook_url_refused', `This webhook URL cannot be used: ${why}`, 400, { fields: { url: why } });
    return url.href;
  }

  private audit(
    em: EntityManager,
    member: Viewer,
    action:
      'webhook.created' | 'webhook.updated' | 'webhook.disabled' | 'webhook.deleted' | 'webhook.secret_rotated' | 'webhook.redelivered',
    endpoint: WebhookEndpoint,
    details: Record<string, unknown>,
  ): void {
    this.deps.audit.record(em, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action,
      entityType: 'webhook',
      entityId: endpoint.id,
      details,
    });
  }
}
