import { randomUUID } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import { ConflictError, ValidationError } from '../../lib/errors';
import { Article, markReleased } from '../articles';
import type { Viewer } from '../identity';
import { auditContent, platformReleaseTime, type ReleaseMove } from '../vendor-calls';
import type { PlatformPostCall } from './platform-post-call';
import { ACTIVE_PUBLICATION_STATUSES, Publication } from './publication.entity';
import type { PublishingDeps } from './publishing.deps';
import { publicationView, type PublishAnswer, publishMessage } from './publishing.views';

/** Publications as created by one release: the rows to answer, those to call now and those held for later. */
export interface CreatedPublications {
  all: string[];
  scheduled: Publication[];
  publishing: string[];
  existing: Set<string>;
}

/**
 * What happens when an issuer publishes (the release workflow's last step, after its gate and approval):
 * platforms and the release time checked (never before the wire), one publication per platform committed
 * before any platform is called, held ones given their jobs, the others posted, and the answer.
 */
export class PublicationPlacement {
  constructor(
    private readonly deps: PublishingDeps,
    private readonly vendor: PlatformPostCall,
  ) {}

  /** 400 naming any platform this server does not have. */
  assertKnownPlatforms(platformIds: string[]): void {
    const unknown = platformIds.filter((id) => !this.deps.plugins.platform(id));
    if (!unknown.length) return;
    const known = this.deps.plugins
      .platforms()
      .map((p) => p.id)
      .join(', ');
    throw new ValidationError(`Unknown platform: ${unknown.join(', ')}. Choose from ${known}.`, { platforms: 'Unknown platform' });
  }

  /** When a post asked for `requested` goes out: never before the article's pending newswire release. 503 when that is later and nothing can be scheduled. */
  async releaseTime(
    em: EntityManager,
    articleId: string,
    requested: Date,
  ): Promise<{ at: Date; later: boolean; moved: ReleaseMove | null }> {
    const now = this.deps.clock.now();
    const release = platformReleaseTime(requested, await this.deps.ledger.wireTime(em, articleId, now));
    const later = release.at.getTime() > now.getTime() + 1000;
    this.vendor.calls.assertCanSchedule(later);
    return { ...release, later };
  }

  /**
   * The rows, committed before any platform is called (with `alsoRecord`, the newsroom's entry, in the same transaction). The article
   * row lock serialises publishes of one article; a platform with an active publication keeps it (nothing is posted twice). The version
   * the checks passed (`checkedVersion`) becomes the released one, the text the page and posts show.
   */
  async createPublications(
    em: EntityManager,
    articleId: string,
    member: Viewer,
    platformIds: string[],
    at: Date | null,
    checkedVersion: number,
    alsoRecord?: (tx: EntityManager, article: Article) => Promise<unknown>,
  ): Promise<CreatedPublications> {
    try {
      return await em.fork().transactional(async (tx) => {
        const article = await tx.findOneOrFail(Article, { id: articleId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        markReleased(article, checkedVersion);
        await tx.populate(article, ['campaign']);
        await this.deps.hosted.ensure(tx, article);
        const active = await tx.find(Publication, {
          article: articleId,
          platform: { $in: platformIds },
          status: { $in: [...ACTIVE_PUBLICATION_STATUSES] },
        });
        const now = this.deps.clock.now();
        const created: CreatedPublications = {
          all: active.map((p) => p.id),
          scheduled: [],
          publishing: [],
          existing: new Set(active.map((p) => p.id)),
        };
        for (const platformId of platformIds) {
          if (active.some((p) => p.platform === platformId)) continue;
          const sandbox = await this.deps.connections.sandboxed(tx, member.organizationId, platformId);
          const row = tx.create(Publication, {
            organization: article.organization,
            article,
            platform: platformId,
            status: at ? 'scheduled' : 'publishing',
            scheduledFor: at,
            sandbox,
            attempts: at ? 0 : 1,
            jobId: at ? randomUUID() : null,
            createdAt: now,
            updatedAt: now,
          });
          created.all.push(row.id);
          // Who asked, now or for later (the vendor call's own outcome is recorded by the system when it lands).
          this.deps.audit.record(tx, {
            organizationId: member.organizationId,
            actorId: member.userId,
            action: at ? 'publication.scheduled' : 'publication.requested',
            entityType: 'article',
            entityId: article.id,
            content: auditContent(article),
            details: { publicationId: row.id, platform: platformId, ...(at ? { scheduledFor: at.toISOString() } : {}), sandbox },
          });
          if (at) created.scheduled.push(row);
          else created.publishing.push(row.id);
        }
        await alsoRecord?.(tx, article);
        await tx.flush();
        await this.deps.ledger.syncArticle(tx, article);
        await tx.flush();
        return created;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) {
        throw new ConflictError(
          'This article is being published on one of these platforms right now. Refresh to see its state.',
          'publication_active',
        );
      }
      throw error;
    }
  }

  /** Held publications get their jobs; the others are posted now, one platform after another. */
  async start(created: CreatedPublications): Promise<void> {
    for (const row of created.scheduled)
      if (row.jobId && row.scheduledFor) await this.vendor.calls.sendJob(row.id, row.jobId, row.scheduledFor);
    for (const id of created.publishing) await this.vendor.send(id);
  }

  /** The publish answer: every asked platform's publication, in the order asked. */
  async answer(
    em: EntityManager,
    articleId: string,
    platformIds: string[],
    created: CreatedPublications,
    moved: ReleaseMove | null,
  ): Promise<PublishAnswer> {
    const fresh = em.fork();
    const rows = await fresh.find(Publication, { id: { $in: created.all } }, { populate: ['article'] });
    const views = platformIds
      .map((pid) => rows.find((r) => r.platform === pid))
      .filter((r): r is Publication => Boolean(r))
      .map((r) => publicationView(this.deps.plugins, r));
    const page = await this.deps.hosted.find(fresh, articleId);
    return {
      message: publishMessage(views, created.existing, moved),
      publications: views,
      hostedUrl: page ? this.deps.hosted.urlOf(page.slug) : '',
      ...(moved ? { movedAfterDistribution: { from: moved.from.toISOString(), to: moved.to.toISOString() } } : {}),
    };
  }
}
