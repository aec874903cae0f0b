import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { ComplianceReviewer, ReviewCategory } from '../../ai';
import type { Orm } from '../../db/orm';
import type { Clock } from '../../lib/clock';
import type { Logger } from '../../lib/logger';
import { Article, articleDigest } from '../articles';
import type { Finding } from '../compliance';
import { Organization } from '../identity';
import type { SecondOpinionSource } from './compliance-review.service';
import type { SecondOpinionState } from './compliance-review.views';
import { ModelReview, type StoredVerdict } from './model-review.entity';
import { borderlineSentences } from './second-opinion.borderline';

export interface SecondOpinionDeps {
  orm: Orm;
  reviewer: ComplianceReviewer;
  clock: Clock;
  logger: Logger;
}

/** A review still pending this long after it was asked was lost (the process stopped mid-call). */
const LOST_AFTER_MS = 10 * 60_000;
/** A failed or lost review is asked again when its version is next read, this long after the last try... */
const RETRY_AFTER_MS = 10 * 60_000;
/** ...up to this many tries in all; then it stays failed ("needs review") for people to judge. */
export const MAX_REVIEW_ATTEMPTS = 3;

const CATEGORY_TITLES: Record<ReviewCategory, string> = {
  promise_of_returns: 'Implies returns',
  price_prediction: 'Predicts the share price',
  unbalanced_claim: 'Claim without balance',
  unsupported_superlative: 'Unsupported superlative',
  misleading_comparison: 'Misleading comparison',
  undisclosed_promotion: 'Hides that it is paid',
  other: 'Other concern',
};

/**
 * The model's second opinion on each version: asked once per version in the background (the first time
 * the version's compliance is read), stored, and merged from storage. A model's violation is shown as
 * its opinion (important, never blocking); an uncertain verdict or a failed call says "needs review".
 * The publish gate never asks this: it never waits on the network.
 */
export class SecondOpinionService implements SecondOpinionSource {
  private readonly running = new Set<Promise<void>>();

  constructor(private readonly deps: SecondOpinionDeps) {}

  get model(): string {
    return this.deps.reviewer.name;
  }

  /** Resolves once every review started by this process has stored its answer (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  async stateFor(em: EntityManager, article: Article, text: string, findings: readonly Finding[]): Promise<SecondOpinionState> {
    const hash = articleDigest(article.title, article.content);
    const found = await em.findOne(ModelReview, { article: article.id, contentHash: hash });
    const review = found ? ((await this.retry(found, article, text, findings)) ?? found) : await this.start(article, hash, text, findings);
    return this.stateOf(review);
  }

  /** Pending past LOST_AFTER_MS since it was last asked: the call was lost (the process stopped mid-call). */
  private lost(review: ModelReview): boolean {
    return review.status === 'pending' && this.deps.clock.now().getTime() - review.updatedAt.getTime() > LOST_AFTER_MS;
  }

  /**
   * A review that failed, or was lost, is asked again once RETRY_AFTER_MS have passed since the last try,
   * up to MAX_REVIEW_ATTEMPTS tries: a provider's bad minute or a restart does not leave a version without
   * its second opinion for good. One reader wins the retry (a conditional update); the others read its state.
   */
  private async retry(review: ModelReview, article: Article, text: string, findings: readonly Finding[]): Promise<ModelReview | null> {
    if (review.attempts >= MAX_REVIEW_ATTEMPTS) return null;
    const now = this.deps.clock.now();
    const due = review.status === 'failed' ? now.getTime() - review.updatedAt.getTime() > RETRY_AFTER_MS : this.lost(review);
    if (!due) return null;
    const sentences = this.sentencesOf(article, text, findings);
    const em = this.deps.orm.em.fork();
    const claimed = await em.nativeUpdate(
      ModelReview,
      { id: review.id, status: review.status, updatedAt: review.updatedAt },
      { status: 'pending', attempts: review.attempts + 1, error: null, verdicts: [], completedAt: null, updatedAt: now },
    );
    if (claimed !== 1) return em.findOne(ModelReview, { id: review.id });
    // Read before asking: the reader that started the retry sees it pending, even when the model answers (or
    // fails) before this read would have run (it did, on a loaded CI machine).
    const pending = await em.findOneOrFail(ModelReview, { id: review.id });
    this.askInBackground(review.id, article, sentences);
    return pending;
  }

  private stateOf(review: ModelReview): SecondOpinionState {
    const status = this.lost(review) ? 'failed' : review.status;
    const citation = `Second opinion by ${review.model}: a model's reading, not a rule of the listing`;
    const findings = review.verdicts
      .filter((v) => v.verdict !== 'acceptable')
      .map((v) => ({
        ruleId: v.verdict === 'uncertain' ? 'model.uncertain' : `model.${v.category}`,
        category: 'model' as const,
        title: v.verdict === 'uncertain' ? 'Needs review: the model was unsure' : `Model’s opinion: ${CATEGORY_TITLES[v.category]}`,
        severity: 'important' as const,
        citation,
        message: v.explanation,
        suggestion:
          v.verdict === 'uncertain'
            ? 'A person should read this sentence against the listing’s rules.'
            : 'Consider rewording or attributing this sentence.',
        rewrite: null,
        span: { start: v.start, end: v.end, text: v.text },
        source: 'model' as const,
        model: review.model,
      }));
    return { status, model: review.model, checkedAt: review.completedAt ?? null, findings };
  }

  /** Stores the pending review and asks the model in the background; a version with no borderline sentence needs no call. */
  private async start(article: Article, hash: string, text: string, findings: readonly Finding[]): Promise<ModelReview> {
    const sentences = this.sentencesOf(article, text, findings);
    const now = this.deps.clock.now();
    const em = this.deps.orm.em.fork();
    const review = em.create(ModelReview, {
      organization: em.getReference(Organization, article.organization.id),
      article: em.getReference(Article, article.id),
      version: article.version,
      contentHash: hash,
      model: this.deps.reviewer.name,
      status: sentences.length ? 'pending' : 'done',
      completedAt: sentences.length ? null : now,
      createdAt: now,
      updatedAt: now,
    });
    try {
      await em.flush();
    } catch (error) {
      // Another reader started it first: theirs stands.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.deps.orm.em.fork().findOneOrFail(ModelReview, { article: article.id, contentHash: hash });
    }
    if (sentences.length) this.askInBackground(review.id, article, sentences);
    return review;
  }

  /** The body's borderline sentences (the disclosure block is the product's own wording: never asked about). */
  private sentencesOf(article: Article, text: string, findings: readonly Finding[]) {
    const bodyEnd = article.disclosures ? text.lastIndexOf(article.disclosures) : text.length;
    return borderlineSentences(text, bodyEnd < 0 ? text.length : bodyEnd, findings);
  }

  private askInBackground(reviewId: string, article: Article, sentences: { start: number; end: number; text: string }[]): void {
    const task = this.ask(reviewId, article.campaign.ticker, sentences).finally(() => this.running.delete(task));
    this.running.add(task);
  }

  private async ask(reviewId: string, listing: string, sentences: { start: number; end: number; text: string }[]): Promise<void> {
    let status: ModelReview['status'];
    let verdicts: StoredVerdict[] = [];
    let error: string | null = null;
    try {
      const answers = await this.deps.reviewer.review({ listing, sentences: sentences.map((s) => s.text) });
      verdicts = answers.map((a) => ({ ...sentences[a.index], verdict: a.verdict, category: a.category, explanation: a.explanation }));
      status = verdicts.some((v) => v.verdict === 'uncertain') ? 'needs_review' : 'done';
    } catch (failure) {
      status = 'failed';
      error = failure instanceof Error ? failure.message.slice(0, 500) : 'The model could not be asked.';
      this.deps.logger.warn({ reviewId, model: this.deps.reviewer.name, error }, 'second opinion failed');
    }
    try {
      // The clock's time, not the entity's onUpdate (system time): the retry rule reads updatedAt.
      const now = this.deps.clock.now();
      await this.deps.orm.em
        .fork()
        .nativeUpdate(ModelReview, { id: reviewId }, { status, verdicts, error, completedAt: now, updatedAt: now });
    } catch (failure) {
      this.deps.logger.error({ reviewId, err: failure }, 'second opinion could not be stored');
    }
  }
}
