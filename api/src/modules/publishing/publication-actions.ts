import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { PublishResult } from '@issuerwire/plugin-sdk';
import { ConflictError, ValidationError } from '../../lib/errors';
import { parseInput } from '../../lib/parse-input';
import { releaseVersion } from '../articles';
import type { Viewer } from '../identity';
import { type CancelRule, classifyVendorFailure } from '../vendor-calls';
import type { PlatformPostCall } from './platform-post-call';
import type { PublicationLookup } from './publication-lookup';
import type { PublicationPlacement } from './publication-placement';
import { Publication } from './publication.entity';
import type { PublishingDeps } from './publishing.deps';
import { confirmPublicationSchema } from './publishing.schemas';
import type { PublicationView } from './publishing.views';

/** What an issuer does with a publication: cancel one held or pending, retry a failed one, confirm a post made by hand. */
export class PublicationActions {
  constructor(
    private readonly deps: PublishingDeps,
    private readonly vendor: PlatformPostCall,
    private readonly placement: PublicationPlacement,
    private readonly lookup: PublicationLookup,
  ) {}

  async cancel(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    const pub = await this.lookup.own(em, viewer, publicationId, 'release.publish');
    await this.vendor.calls.cancel(em, PUBLICATION_CANCEL, pub.id, viewer!.userId);
    return this.lookup.get(em.fork(), viewer, pub.id);
  }

  /** A failed publication, again: the same row (same idempotency key for the platform), a new round of attempts. */
  async retry(em: EntityManager, viewer: Viewer | null, publicationId: string): Promise<PublicationView> {
    const pub = await this.lookup.own(em, viewer, publicationId);
    if (pub.status !== 'failed') throw notFailed(pub.status);
    await this.deps.checks.assertReleasable(em, viewer, pub.article, 'release.publish');
    await releaseVersion(em, pub.article.id, pub.article.version);
    const now = this.deps.clock.now();
    const requested = pub.scheduledFor && pub.scheduledFor.getTime() > now.getTime() + 1000 ? pub.scheduledFor : now;
    const release = await this.placement.releaseTime(em, pub.article.id, requested);
    const jobId = release.later ? randomUUID() : null;
    const sandbox = await this.deps.connections.sandboxed(em, pub.organization.id, pub.platform);
    await this.vendor.calls.restart(
      em,
      pub.id,
      (locked) => {
        locked.status = release.later ? 'scheduled' : 'publishing';
        locked.scheduledFor = release.later ? release.at : locked.scheduledFor;
        locked.jobId = jobId;
        locked.attempts = release.later ? 0 : 1;
        locked.sandbox = sandbox;
      },
      {
        notFailed,
        active: () => new ConflictError('The article already has an active publication on this platform.', 'publication_active'),
      },
    );
    if (jobId) await this.vendor.calls.sendJob(pub.id, jobId, release.at);
    else await this.vendor.send(pub.id);
    return this.lookup.get(em.fork(), viewer, pub.id);
  }

  /** A pending publication (posted by hand, e.g. on Substack): the post's URL, checked by the platform. */
  async confirm(em: EntityManager, viewer: Viewer | null, publicationId: string, body: unknown): Promise<PublicationView> {
    const { url } = parseInput(confirmPublicationSchema, body);
    const pub = await this.lookup.own(em, viewer, publicationId, 'release.publish');
    if (pub.status !== 'pending')
      throw new ConflictError(`Only a pending publication can be confirmed; this one is ${pub.status}.`, 'publication_not_pending');
    const platform = this.deps.connections.platformOr404(pub.platform);
    let result: PublishResult = { status: 'published', postId: url, url };
    if (platform.checkStatus) {
      const credentials = pub.sandbox ? null : await this.deps.connections.credentialsFor(em, pub.organization.id, platform);
      if (credentials !== null) {
        try {
          result = await platform.checkStatus(url, credentials);
        } catch (error) {
          const failure = classifyVendorFailure(error, platform.name);
          throw new ValidationError(failure.reason, { url: failure.reason });
        }
      }
    }
    if (result.status !== 'published')
      throw new ValidationError(`${platform.name} does not show this post as published yet.`, { url: 'Not published yet' });
    await em
      .fork()
      .nativeUpdate(Publication, { id: pub.id, status: 'pending' }, { status: 'publishing', updatedAt: this.deps.clock.now() });
    await this.vendor.calls.reconcile(pub.id, {
      kind: 'done',
      value: { kind: 'published', result: { ...result, url: result.url ?? url } },
    });
    return this.lookup.get(em.fork(), viewer, pub.id);
  }
}

function notFailed(status: string): ConflictError {
  return new ConflictError(`Only a failed publication can be retried; this one is ${status}.`, 'publication_not_failed');
}

/** Only a publication still held here (scheduled) or waiting for the issuer (pending) is cancelled. */
const PUBLICATION_CANCEL: CancelRule<Publication> = {
  cancellable: (p) => p.status === 'scheduled' || p.status === 'pending',
  refusal: (p) =>
    new ConflictError(`Only a scheduled or pending publication can be cancelled; this one is ${p.status}.`, 'publication_not_cancellable'),
  action: 'publication.cancelled',
  details: (p) => ({ publicationId: p.id, platform: p.platform }),
};
