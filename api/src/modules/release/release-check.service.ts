import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import { ValidationError } from '../../lib/errors';
import { z } from '../../lib/zod';
import { parseInput } from '../../lib/parse-input';
import type { ArticlesService } from '../articles';
import type { AuditService } from '../audit';
import { authorize, Organization, type Viewer } from '../identity';
import { checkReleaseTiming, ZONED_DATE_TIME, type ReleaseTiming } from './release-timing';

export interface ReleaseCheck extends ReleaseTiming {
  articleId: string;
  /** When the issuer recorded telling its exchange, or null. */
  exchangeNotifiedAt: string | null;
}

const NO_ZONE = 'The time must name its time zone (Z or an offset such as -05:00): a time without one is ambiguous.';

/** An ISO 8601 instant with its zone; a bare wall-clock time is refused with no_time_zone. */
function zonedInstant(field: string, value: string | undefined | null, fallback: Date): Date {
  if (value === undefined || value === null || value === '') return fallback;
  if (!ZONED_DATE_TIME.test(value)) {
    const bare = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value);
    if (bare) throw new ValidationError(NO_ZONE, { [field]: NO_ZONE }, { [field]: 'invalid_format' }, 'no_time_zone');
    const message = `${field} must be an ISO 8601 date and time, such as 2026-11-30T09:15:00-05:00.`;
    throw new ValidationError(message, { [field]: message }, { [field]: 'invalid_format' });
  }
  const at = new Date(value);
  if (Number.isNaN(at.getTime())) {
    const message = `${field} is not a real date and time.`;
    throw new ValidationError(message, { [field]: message }, { [field]: 'invalid_format' });
  }
  return at;
}

const checkQuery = z.object({ scheduledFor: z.string().max(64).nullish() });
const noticeBody = z.object({ notifiedAt: z.string().max(64).nullish() });

/**
 * GET /api/articles/{id}/release-check and the exchange notice the issuer records: the release time read
 * against the issuer's exchange calendar (release-timing.ts). Findings inform; they block nothing.
 */
export class ReleaseCheckService {
  constructor(private readonly deps: { articles: ArticlesService; audit: AuditService; clock: Clock }) {}

  async check(em: EntityManager, viewer: Viewer | null, articleId: string, query: unknown): Promise<ReleaseCheck> {
    const member = authorize(viewer, 'organization.read');
    const input = parseInput(checkQuery, query ?? {});
    const at = zonedInstant('scheduledFor', input.scheduledFor, this.deps.clock.now());
    const article = await this.deps.articles.own(em, member, articleId);
    const organization = await em.findOneOrFail(Organization, member.organizationId);
    const notifiedAt = article.exchangeNotifiedAt ?? null;
    return {
      articleId: article.id,
      ...checkReleaseTiming(organization.exchange ?? null, at, notifiedAt),
      exchangeNotifiedAt: notifiedAt?.toISOString() ?? null,
    };
  }

  /** PUT /api/articles/{id}/exchange-notice: when the issuer told its exchange (absent: now); audited. */
  async recordExchangeNotice(
    em: EntityManager,
    viewer: Viewer | null,
    articleId: string,
    body: unknown,
  ): Promise<{ articleId: string; exchangeNotifiedAt: string }> {
    const member = authorize(viewer, 'release.publish');
    const input = parseInput(noticeBody, body ?? {});
    const now = this.deps.clock.now();
    const notifiedAt = zonedInstant('notifiedAt', input.notifiedAt, now);
    if (notifiedAt.getTime() > now.getTime() + 60_000) {
      const message = 'The exchange notice cannot be in the future: record it once you have told the exchange.';
      throw new ValidationError(message, { notifiedAt: message }, { notifiedAt: 'invalid' });
    }
    const article = await this.deps.articles.own(em, member, articleId);
    article.exchangeNotifiedAt = notifiedAt;
    this.deps.audit.record(em, {
      organizationId: member.organizationId,
      actorId: member.userId,
      action: 'release.exchange_notified',
      entityType: 'article',
      entityId: article.id,
      details: { notifiedAt: notifiedAt.toISOString() },
    });
    await em.flush();
    return { articleId: article.id, exchangeNotifiedAt: notifiedAt.toISOString() };
  }
}
