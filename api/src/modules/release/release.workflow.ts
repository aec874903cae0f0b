import type { EntityManager } from '@mikro-orm/core';
import { iso, type Clock } from '../../lib/clock';
import { ValidationError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { parseInput } from '../../lib/parse-input';
import type { Article, ArticlesService } from '../articles';
import { NewswireOrder, type DistributeAnswer, type DistributionService, type OrderView } from '../distribution';
import { authorize, type Viewer } from '../identity';
import type { IdempotencyService, IdempotentResult } from '../idempotency';
import { Publication, type PublicationView, type PublishAnswer, type PublishingService } from '../publishing';
import { calendarQuerySchema, PUBLISH_MESSAGES, publishSchema } from '../publishing/publishing.schemas';
import { distributeSchema } from '../distribution/distribution.schemas';
import { NOW_GRACE_MS, type ReleaseChecks, type ReleaseLedger } from '../vendor-calls';
import { NEWSROOM_PLATFORM, type NewsroomService } from '../newsroom';

export interface ReleaseWorkflowDeps {
  articles: ArticlesService;
  checks: ReleaseChecks;
  ledger: ReleaseLedger;
  idempotency: IdempotencyService;
  publishing: PublishingService;
  distribution: DistributionService;
  newsroom: NewsroomService;
  /** After a publish to the newsroom commits: its alert mails are timed to its release. */
  newsroomPublished?: (articleId: string) => Promise<void>;
  clock: Clock;
}

/**
 * The release of an article, one workflow for both entries (POST /api/articles/{id}/publish and POST
 * /api/newswire/distribute): 1. the compliance gate and 2. the approval (ReleaseChecks, run again when
 * scheduled work comes due), 3. the wire orders, 4. the platform posts, never before the wire. Each entry
 * is idempotent per key (the first answer is replayed), and each effect is recorded before its vendor is
 * called (vendor-call.ts), so a repeated step finds its rows and sends nothing twice.
 */
export class ReleaseWorkflow {
  constructor(private readonly deps: ReleaseWorkflowDeps) {}

  /** Platform posts now or at `scheduledFor`: answers every publication's state; refusals before any effect are errors. */
  async publish(
    em: EntityManager,
    viewer: Viewer | null,
    articleId: string,
    body: unknown,
    idempotencyKey?: string | null,
  ): Promise<IdempotentResult<PublishAnswer>> {
    viewer = authorize(viewer, 'release.publish');
    const input = parseInput(publishSchema, body);
    const request = { articleId, platforms: input.platforms, scheduledFor: iso(input.scheduledFor) };
    return this.deps.idempotency.run(
      em,
      { principalId: viewer.userId, route: 'publish-article', key: idempotencyKey, request },
      async () => {
        const { publishing, newsroom } = this.deps;
        // The newsroom is a channel of the release but no plugin: it is recorded beside the posts and shown
        // when its time has come and the wire has reported the release out (newsroom.service.ts).
        const toNewsroom = input.platforms.includes(NEWSROOM_PLATFORM);
        const platforms = input.platforms.filter((p) => p !== NEWSROOM_PLATFORM);
        publishing.assertKnownPlatforms(platforms);
        const article = await this.gateAndApproval(em, viewer, articleId, 'release.publish'); // steps 1 and 2
        const requested = this.requestedTime(input.scheduledFor ?? null);
        // Step 4, after any pending wire: a time before it moves after it.
        const release = platforms.length
          ? await publishing.releaseTime(em, article.id, requested)
          : { later: false, at: requested, moved: null };
        const at = release.later ? release.at : null;
        const record = toNewsroom ? (tx: EntityManager, a: Article) => newsroom.record(tx, a, requested) : undefined;
        const created = await publishing.createPublications(em, article.id, viewer, platforms, at, article.version, record);
        await publishing.start(created);
        return this.withNewsroom(em, article.id, toNewsroom, await publishing.answer(em, article.id, platforms, created, release.moved));
      },
      async (since) => {
        const platforms = input.platforms.filter((p) => p !== NEWSROOM_PLATFORM);
        const latest = await latestEffects(em, Publication, viewer, articleId, 'platform', platforms, since);
        const answer = await this.deps.publishing.answer(em, articleId, platforms, { ...latest, scheduled: [], publishing: [] }, null);
        return this.withNewsroom(em, articleId, input.platforms.includes(NEWSROOM_PLATFORM), answer);
      },
    );
  }

  /** Wire orders now or at `targetDate`, one per provider; scheduled platform posts due before the wire move after it. */
  async distribute(
    em: EntityManager,
    viewer: Viewer | null,
    body: unknown,
    idempotencyKey?: string | null,
  ): Promise<IdempotentResult<DistributeAnswer>> {
    viewer = authorize(viewer, 'release.distribute');
    const input = parseInput(distributeSchema, body);
    const { distribution, publishing } = this.deps;
    distribution.assertKnownProviders(input.providers);
    const request = { ...input, targetDate: iso(input.targetDate) };
    return this.deps.idempotency.run(
      em,
      { principalId: viewer.userId, route: 'distribute', key: idempotencyKey, request },
      async () => {
        const target = distribution.targetTime(input.targetDate);
        const article = await this.gateAndApproval(em, viewer, input.articleId, 'release.distribute'); // steps 1 and 2
        // Step 3: the orders, recorded (held ones enqueued) before any vendor is called.
        const placed = await distribution.placeOrders(
          em,
          article,
          viewer,
          input.providers,
          input.distributionLevel,
          target,
          input.orderAgain,
        );
        // Step 4's rule: the wire leads, so platform posts due before it move after it, before any vendor is called.
        const wireTime = await this.deps.ledger.wireTime(em.fork(), article.id, this.deps.clock.now());
        const moved = await publishing.deferAfterWire(em, article.id, wireTime);
        await distribution.submit(placed);
        return distribution.answer(em, input.providers, placed, moved);
      },
      async (since) => {
        const latest = await latestEffects(em, NewswireOrder, viewer, input.articleId, 'provider', input.providers, since);
        return distribution.answer(em, input.providers, { ...latest, scheduled: [], submitting: [] }, []);
      },
    );
  }

  /** The publish answer with the newsroom's entry (its permalink and time) when the request named the newsroom. */
  private async withNewsroom(em: EntityManager, articleId: string, asked: boolean, answer: PublishAnswer): Promise<PublishAnswer> {
    if (!asked) return answer;
    await this.deps.newsroomPublished?.(articleId);
    const found = await this.deps.newsroom.publicationOf(em, articleId);
    if (!found) return answer;
    const { atText, ...entry } = found;
    const when = new Date(entry.at).getTime() > this.deps.clock.now().getTime() ? ` from ${atText}` : '';
    const note = `On the newsroom${when}, once any newswire release is out: ${entry.url}`;
    return { ...answer, message: answer.message ? `${answer.message} ${note}` : note, newsroom: entry };
  }

  /** Steps 1 and 2 for a member's request: their organization's article, its ticker, their role, an open campaign, the compliance gate, the approval. */
  private async gateAndApproval(
    em: EntityManager,
    viewer: Viewer,
    articleId: string,
    operation: 'release.publish' | 'release.distribute',
  ): Promise<Article> {
    const article = await this.deps.articles.own(em, viewer, articleId);
    await this.deps.checks.assertReleasable(em, viewer, article, operation);
    return article;
  }

  /** The time a publish asked for: now when absent or within the grace minute; 400 when in the past. */
  private requestedTime(scheduledFor: Date | null): Date {
    const now = this.deps.clock.now();
    if (!scheduledFor) return now;
    if (scheduledFor.getTime() < now.getTime() - NOW_GRACE_MS)
      throw new ValidationError(PUBLISH_MESSAGES.pastSchedule, { scheduledFor: PUBLISH_MESSAGES.pastSchedule });
    return scheduledFor.getTime() > now.getTime() + 1000 ? scheduledFor : now;
  }

  /** GET /api/publishing/calendar: the Publishing screen's publications and newswire orders in range. */
  async calendar(
    em: EntityManager,
    viewer: Viewer | null,
    query: unknown,
  ): Promise<{ from: string; to: string; publications: PublicationView[]; orders: OrderView[] }> {
    viewer = authorize(viewer, 'organization.read');
    const { from, to } = this.calendarRange(query);
    const publications = await this.deps.publishing.calendarPublications(em, viewer.organizationId, from, to);
    const orders = await this.deps.distribution.calendarOrders(em, viewer.organizationId, from, to);
    return { from: from.toISOString(), to: to.toISOString(), publications, orders };
  }

  /** The calendar range asked for, or from 30 days ago to 60 days ahead. */
  private calendarRange(query: unknown): { from: Date; to: Date } {
    const parsed = parseInput(calendarQuerySchema, query ?? {});
    const now = this.deps.clock.now().getTime();
    const from = parsed.from ?? new Date(now - 30 * 86_400_000);
    const to = parsed.to ?? new Date(Math.max(from.getTime() + 86_400_000, now + 60 * 86_400_000));
    if (to.getTime() - from.getTime() > 400 * 86_400_000)
      throw new ValidationError('The calendar range is at most 400 days.', { to: 'Range too long' });
    return { from, to };
  }
}

/**
 * The article's latest effect per platform or provider, for a key whose first request died mid-action
 * (those older than the key were there before it: an "already ordered" answer then). The viewer's
 * organization's only, as every read.
 */
async function latestEffects(
  em: EntityManager,
  entity: typeof Publication | typeof NewswireOrder,
  viewer: Viewer,
  articleId: string,
  by: 'platform' | 'provider',
  vendors: string[],
  since: Date,
): Promise<{ all: string[]; existing: Set<string> }> {
  if (!isUuid(articleId)) return { all: [], existing: new Set() };
  const where = { organization: viewer.organizationId, article: articleId, [by]: { $in: vendors } };
  const rows = (await em.fork().find(entity as typeof NewswireOrder, where as never, {
    orderBy: { createdAt: 'desc', id: 'desc' },
  })) as unknown as { id: string; createdAt: Date; platform?: string; provider?: string }[];
  const latest = vendors.map((v) => rows.find((r) => r[by] === v)).filter((r) => r !== undefined);
  return { all: latest.map((r) => r.id), existing: new Set(latest.filter((r) => r.createdAt < since).map((r) => r.id)) };
}
