import type { EntityManager } from '@mikro-orm/core';
import type { KeysetRequest, PageOf } from '../../db/keyset';
import type { Article } from '../articles';
import type { Viewer } from '../identity';
import type { ReleaseMove } from '../vendor-calls';
import { PlatformPostCall, PUBLISH_JOB } from './platform-post-call';
import { PublicationActions } from './publication-actions';
import { PublicationLookup } from './publication-lookup';
import { type CreatedPublications, PublicationPlacement } from './publication-placement';
import { PublicationSchedule } from './publication-schedule';
import type { Publication } from './publication.entity';
import type { PublishingDeps } from './publishing.deps';
import type { PublicationView, PublishAnswer } from './publishing.views';

export type { CreatedPublications } from './publication-placement';
export type { PublishingDeps } from './publishing.deps';
export { PUBLISH_JOB } from './platform-post-call';

type Move = { id: string; platform: string; from: Date; to: Date };

/**
 * Platform posts, the release workflow's last step: each a vendor call (vendor-call.ts) recorded before
 * the platform is called and reconciled after, now or by a `publish-article` job, never before the wire.
 * Each use case has its file: publication-placement.ts (publishing), publication-schedule.ts (held posts),
 * publication-actions.ts (cancel, retry, confirm), publication-lookup.ts (reads), platform-post-call.ts (the
 * call to the platform); this class composes them.
 */
export class PublishingService {
  private readonly vendor: PlatformPostCall;

  private readonly placement: PublicationPlacement;

  private readonly schedule: PublicationSchedule;

  private readonly lookup: PublicationLookup;

  private readonly actions: PublicationActions;

  constructor(private readonly deps: PublishingDeps) {
    this.vendor = new PlatformPostCall(deps);
    this.placement = new PublicationPlacement(deps, this.vendor);
    this.schedule = new PublicationSchedule(deps, this.vendor);
    this.lookup = new PublicationLookup(deps);
    this.actions = new PublicationActions(deps, this.vendor, this.placement, this.lookup);
  }

  // Platform posts of a release (publication-placement.ts), called by the release workflow after its gate and approval

  assertKnownPlatforms(platformIds: string[]): void {
    this.placement.assertKnownPlatforms(platformIds);
  }

  releaseTime(em: EntityManager, articleId: string, requested: Date): Promise<{ at: Date; later: boolean; moved: ReleaseMove | null }> {
    return this.placement.releaseTime(em, articleId, requested);
  }

  createPublications(
    em: EntityManager,
    articleId: string,
    member: Viewer,
    platformIds: string[],
    at: Date | null,
    checkedVersion: number,
    alsoRecord?: (tx: EntityManager, article: Article) => Promise<unknown>,
  ): Promise<CreatedPublications> {
    return this.placement.createPublications(em, articleId, member, platformIds, at, checkedVersion, alsoRecord);
  }

  start(created: CreatedPublications): Promise<void> {
    return this.placement.start(created);
  }

  answer(
    em: EntityManager,
    articleId: string,
    platformIds: string[],
    created: CreatedPublications,
    moved: ReleaseMove | null,
  ): Promise<PublishAnswer> {
    return this.placement.answer(em, articleId, platformIds, created, moved);
  }

  // Held publications (publication-schedule.ts)

  runScheduled(publicationId: string, jobId: string): Promise<void> {
    return this.schedule.runScheduled(publicationId, jobId);
  }

  deferAfterWire(em: EntityManager, articleId: string, wireTime: Date | null): Promise<Move[]> {
    return this.schedule.deferAfterWire(em, articleId, wireTime);
  }

  // Cancel, retry, confirm (publication-actions.ts)

  cancel(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    return this.actions.cancel(em, viewer, publicationId);
  }

  retry(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    return this.actions.retry(em, viewer, publicationId);
  }

  confirm(em: EntityManager, viewer: Viewer | null, publicationId: string, body: unknown): Promise<PublicationView> {
    return this.actions.confirm(em, viewer, publicationId, body);
  }

  // Reads (publication-lookup.ts)

  get(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    return this.lookup.get(em, viewer, publicationId);
  }

  listPage(em: EntityManager, viewer: Viewer | null, query: unknown, page: KeysetRequest): PageOf<PublicationView> {
    return this.lookup.listPage(em, viewer, query, page);
  }

  calendarPublications(em: EntityManager, organizationId: string, from: Date, to: Date): Promise<PublicationView[]> {
    return this.lookup.calendarPublications(em, organizationId, from, to);
  }

  view(pub: Publication): PublicationView {
    return this.lookup.view(pub);
  }

  // Interrupted calls and start-up recovery

  /** Publications interrupted mid-call, settled through the platform's lookup (platform-post-call.ts). Never posts. */
  sweepInterrupted(): Promise<void> {
    return this.vendor.sweepInterrupted();
  }

  /** After a restart: interrupted calls settled, and scheduled publications whose job was never enqueued get it. */
  async recover(): Promise<void> {
    await this.sweepInterrupted();
    await this.vendor.calls.requeue({ status: 'scheduled', jobId: { $ne: null } }, (pub) => ({
      job: PUBLISH_JOB,
      at: pub.scheduledFor ?? this.deps.clock.now(),
    }));
  }
}
