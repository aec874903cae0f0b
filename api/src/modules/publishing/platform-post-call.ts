import type { EntityManager } from '@mikro-orm/core';
import {
  isPluginError,
  type PlatformArticle,
  type PublishPlatform,
  type PublishResult,
  type SubmissionPackage,
} from '@issuerwire/plugin-sdk';
import { articleDigest, releasedText, type Article } from '../articles';
import { auditContent, type CallOutcome, classifyVendorFailure, type EffectKind, failedCall, VendorCall } from '../vendor-calls';
import { platformArticle } from './platform-article';
import { Publication } from './publication.entity';
import type { PublishingDeps } from './publishing.deps';

export const PUBLISH_JOB = 'publish-article';

/** What a platform answered: posted, or prepared for the issuer to post by hand (pending). */
export type Posted =
  { kind: 'published'; result: PublishResult } | { kind: 'pending'; result: PublishResult; submission: SubmissionPackage | null };

/**
 * Posting to a platform: the shared vendor-call lifecycle (recorded before the call, reconciled after),
 * what a post writes (audit, notice), and the settling of calls a restart interrupted.
 */
export class PlatformPostCall {
  readonly calls: VendorCall<Publication, Posted>;

  constructor(private readonly deps: PublishingDeps) {
    this.calls = new VendorCall<Publication, Posted>(deps, this.kind());
  }

  private kind(): EffectKind<Publication, Posted> {
    return {
      entity: Publication,
      calling: 'publishing',
      job: PUBLISH_JOB,
      jobData: (publicationId) => ({ publicationId }),
      singletonKey: (_job, id) => id,
      vendorName: (pub) => this.platformName(pub.platform),
      waitForRetry: (pub, at) => {
        pub.scheduledFor = at;
      },
      done: async (tx, pub, article, posted, now) => this.posted(tx, pub, article, posted, now),
      failure: (pub, name, reason) => ({
        action: 'article.publish_failed',
        details: { publicationId: pub.id, platform: pub.platform, reason },
        notice: { kind: 'article.publish_failed', title: `Publishing to ${name} failed` },
      }),
    };
  }

  platformName(platformId: string): string {
    return this.deps.plugins.platform(platformId)?.name ?? platformId;
  }

  /** Calls the platform for a row already committed as `publishing`, then reconciles it. Never throws for vendor failures. */
  async send(publicationId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    const pub = await em.findOne(Publication, { id: publicationId }, { populate: ['article', 'article.campaign'] });
    if (!pub || pub.status !== 'publishing') return;
    const platform = this.deps.plugins.platform(pub.platform);
    const outcome: CallOutcome<Publication, Posted> = platform
      ? await this.attempt(em, pub, platform)
      : { kind: 'failed', reason: `The ${pub.platform} platform is no longer installed on this server.` };
    await this.calls.reconcile(publicationId, outcome);
  }

  private async attempt(em: EntityManager, pub: Publication, platform: PublishPlatform): Promise<CallOutcome<Publication, Posted>> {
    const hostedUrl = await this.hostedUrl(em, pub.article.id);
    if (pub.sandbox) {
      // Sandbox: the platform is not called; the hosted page is the only place the article is.
      const result = { status: 'published' as const, postId: `sandbox-${pub.id}`, url: hostedUrl, sandbox: true };
      return { kind: 'done', value: { kind: 'published', result } };
    }
    let credentials: unknown;
    try {
      credentials = await this.deps.connections.credentialsFor(em, pub.organization.id, platform, { fresh: true });
    } catch (error) {
      if (isPluginError(error)) return { kind: 'failed', reason: classifyVendorFailure(error, platform.name).reason };
      return { kind: 'failed', reason: `The stored ${platform.name} credentials could not be read: reconnect the account in Settings.` };
    }
    if (credentials === null)
      return { kind: 'failed', reason: `No ${platform.name} account is connected any more: connect it in Settings, then retry.` };
    const post = await this.post(em, pub, hostedUrl);
    if (!post) return { kind: 'failed', reason: 'No version of this article has been released: publish it again.' };
    try {
      const result = await platform.publish(post, credentials, { idempotencyKey: pub.id });
      if (result.status === 'pending') return { kind: 'done', value: { kind: 'pending', result, submission: result.submission ?? null } };
      return { kind: 'done', value: { kind: 'published', result } };
    } catch (error) {
      return failedCall(error, platform.name);
    }
  }

  /** What a platform's answer writes (inside the lifecycle's transaction). */
  private async posted(tx: EntityManager, pub: Publication, article: Article, posted: Posted, now: Date) {
    pub.postId = posted.result.postId;
    pub.sandbox = pub.sandbox || Boolean(posted.result.sandbox);
    pub.lastError = null;
    if (posted.kind === 'pending') {
      pub.status = 'pending';
      pub.submission = posted.submission;
      return { notification: null, next: null };
    }
    const name = this.platformName(pub.platform);
    pub.status = 'published';
    pub.publishedAt = now;
    pub.url = posted.result.url ?? null;
    // What went out is the released version (the article may have been edited since).
    const released = (await releasedText(tx, article)) ?? article;
    this.deps.audit.record(tx, {
      organizationId: pub.organization.id,
      actorId: null,
      action: 'article.published',
      entityType: 'article',
      entityId: article.id,
      content: auditContent(released),
      details: {
        publicationId: pub.id,
        platform: pub.platform,
        postId: pub.postId,
        url: pub.url,
        sandbox: pub.sandbox,
        contentHash: articleDigest(released.title, released.content),
      },
    });
    const notification = this.deps.notifications.add(tx, {
      organizationId: pub.organization.id,
      kind: 'article.published',
      title: pub.sandbox ? `Published in sandbox: ${name}` : `Published on ${name}`,
      body: pub.sandbox
        ? `"${article.title}" is on its hosted page; nothing was posted to ${name} (sandbox).`
        : `"${article.title}" is live on ${name}.`,
      campaignId: article.campaign.id,
      articleId: article.id,
    });
    return { notification, next: null };
  }

  private async hostedUrl(em: EntityManager, articleId: string): Promise<string> {
    const page = await this.deps.hosted.find(em, articleId);
    return page ? this.deps.hosted.urlOf(page.slug) : `${this.deps.config.publicUrl}/`;
  }

  /** The post of `pub`'s article from its released text (platform-article.ts); null when nothing was released. */
  private async post(em: EntityManager, pub: Publication, hostedUrl: string): Promise<PlatformArticle | null> {
    const text = await releasedText(em, pub.article);
    return text && platformArticle(pub.article, text, hostedUrl, pub.platform);
  }

  /**
   * Publications left `publishing` past the grace period: settled through the platform's lookup when it
   * has one (the post it finds is recorded; none found means nothing went out), else failed for the
   * issuer to check. Never posts. Run by the periodic sweep job and at start-up.
   */
  async sweepInterrupted(): Promise<void> {
    await this.calls.settleInterrupted<PublishResult>(
      ['article', 'article.campaign'],
      (pub, em) => {
        const platform = this.deps.plugins.platform(pub.platform);
        if (!platform?.lookup || pub.sandbox) return null;
        const lookup = platform.lookup.bind(platform);
        return (async () => {
          const credentials = await this.deps.connections.credentialsFor(em, pub.organization.id, platform, { fresh: true });
          if (credentials === null) throw new Error(`no ${platform.name} account is connected to look with`);
          const post = await this.post(em, pub, await this.hostedUrl(em, pub.article.id));
          if (!post) throw new Error('no version of this article was released');
          // `since`: the call began at the row's last update, give or take the clocks of two instances.
          return lookup(post, credentials, {
            idempotencyKey: pub.id,
            since: new Date(pub.updatedAt.getTime() - 60_000),
          });
        })();
      },
      async (pub, found) => {
        if (found.kind === 'none') {
          const name = this.platformName(pub.platform);
          const reason = `Interrupted before anything was posted: ${name} shows no post for this publication. Retry to publish it.`;
          await this.calls.reconcile(pub.id, { kind: 'failed', reason });
          return;
        }
        const result = found.result;
        const posted: Posted =
          result.status === 'pending' ? { kind: 'pending', result, submission: result.submission ?? null } : { kind: 'published', result };
        await this.calls.reconcile(pub.id, { kind: 'done', value: posted });
      },
    );
  }
}
