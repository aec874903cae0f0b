import { randomUUID } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { platformReleaseTime, RELEASE_LEAD_MS } from '../vendor-calls';
import type { PlatformPostCall } from './platform-post-call';
import { Publication } from './publication.entity';
import type { PublishingDeps } from './publishing.deps';

/** Held publications: the `publish-article` job at their time, and their moves when the wire must lead. */
export class PublicationSchedule {
  constructor(
    private readonly deps: PublishingDeps,
    private readonly vendor: PlatformPostCall,
  ) {}

  /**
   * The `publish-article` job. Idempotent: a stale job (another job id), a publication no longer
   * scheduled, or a second delivery finds nothing to do. A delivery that finds the row `publishing`
   * leaves it alone: the first run may still be calling the platform, and the interrupted-call sweep
   * settles it if that run died.
   */
  async runScheduled(publicationId: string, jobId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const pub = await em.findOne(Publication, { id: publicationId }, { populate: ['article', 'article.campaign'] });
    if (!pub || pub.jobId !== jobId || pub.status !== 'scheduled') return;
    const now = this.deps.clock.now();
    const refusal = await this.deps.checks.refusalAtRelease(em, pub.organization.id, pub.article, 'published');
    if (refusal) {
      if (await this.vendor.calls.claim(pub.id, jobId, {})) await this.vendor.calls.reconcile(pub.id, { kind: 'failed', reason: refusal });
      return;
    }
    const release = platformReleaseTime(now, await this.deps.ledger.wireTime(em, pub.article.id, now));
    if (release.moved) {
      // The newswire has not led yet: wait for it.
      await this.moveScheduled(em, [pub], release.at);
      return;
    }
    // Sandbox is decided now: the issuer may have connected (or disconnected) the account since scheduling.
    const sandbox = await this.deps.connections.sandboxed(em, pub.organization.id, pub.platform);
    if (await this.vendor.calls.claim(pub.id, jobId, { attempts: pub.attempts + 1, sandbox })) await this.vendor.send(pub.id);
  }

  /** Moves scheduled publications to `at` with new jobs (the old ones find a different job id and stop). */
  private async moveScheduled(
    em: EntityManager,
    rows: Publication[],
    at: Date,
  ): Promise<{ id: string; platform: string; from: Date; to: Date }[]> {
    const moves: { id: string; platform: string; from: Date; to: Date; jobId: string; oldJobId: string | null }[] = [];
    await em.fork().transactional(async (tx) => {
      for (const row of rows) {
        const locked = await tx.findOne(Publication, { id: row.id, status: 'scheduled' }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!locked) continue;
        const from = locked.scheduledFor ?? this.deps.clock.now();
        const jobId = randomUUID();
        moves.push({ id: locked.id, platform: locked.platform, from, to: at, jobId, oldJobId: locked.jobId ?? null });
        locked.scheduledFor = at;
        locked.jobId = jobId;
        locked.updatedAt = this.deps.clock.now();
      }
      await tx.flush();
    });
    for (const move of moves) {
      if (move.oldJobId) await this.vendor.calls.cancelJob(move.oldJobId);
      await this.vendor.calls.sendJob(move.id, move.jobId, move.to);
    }
    return moves.map(({ id, platform, from, to }) => ({ id, platform, from, to }));
  }

  /** The wire leads: every scheduled publication of the article due before `wireTime` plus the lead moves after it. Answers the moves. */
  async deferAfterWire(
    em: EntityManager,
    articleId: string,
    wireTime: Date | null,
  ): Promise<{ id: string; platform: string; from: Date; to: Date }[]> {
    if (!wireTime) return [];
    const earliest = new Date(wireTime.getTime() + RELEASE_LEAD_MS);
    const due = await em.fork().find(Publication, { article: articleId, status: 'scheduled', scheduledFor: { $lt: earliest } });
    if (!due.length) return [];
    return this.moveScheduled(em, due, earliest);
  }
}
