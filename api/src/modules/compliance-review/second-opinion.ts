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

/** A review still pending after this long was lost (the process stopped mid-call): shown as failed. */
const LOST_AFTER_MS = 10 * 60_000;

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
    const review =
      (await em.findOne(ModelReview, { article: article.id, contentHash: hash })) ?? (await this.start(article, hash, text, findings));
    return this.stateOf(review);
  }

  private stateOf(review: ModelReview): SecondOpinionState {
    const lost = review.status === 'pending' && this.deps.clock.now().getTime() - review.createdAt.getTime() > LOST_AFTER_MS;
    const status = lost ? 'failed' : review.status;
    const citation = `Second opinion by ${review.model}: a model's reading, not a rule of the listing`;
    const findings = review.verdicts
      .filter((v) => v.verdict !== 'acceptable')
      .map((v) => ({
        ruleId: v.verdict === 'uncertain' ? 'model.uncertain' : `model.${v.category}`,
        title: v.verdict === 'uncertain' ? 'Needs review: the model was unsure' : `Model’s opinion: ${CATEGORY_TITLES[v.category]}`,
        severity: 'important' as const,
        citation,
        message: v.explanation,
        suggestion:
          v.verdict === 'uncertain'
            ? 'A person should read this sentence against the listing’s rules.'
            : 'Consider rewording or attributing this sentence.',
        span: { start: v.start, end: v.end, text: v.text },
        source: 'model' as const,
        model: review.model,
      }));
    return { status, model: review.model, checkedAt: review.completedAt ?? null, findings };
  }

  /** Stores the pending review and asks the model in the background; a version with no borderline sentence needs no call. */
  private async start(article: Article, hash: string, text: string, findings: readonly Finding[]): Promise<ModelReview> {
    const bodyEnd = article.disclosures ? text.lastIndexOf(article.disclosures) : text.length;
    const sentences = borderlineSentences(text, bodyEnd < 0 ? text.length : bodyEnd, findings);
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
    if (sentences.length) {
      const listing = article.campaign.ticker;
      const task = this.ask(review.id, listing, sentences).finally(() => this.running.delete(task));
      this.running.add(task);
    }
    return review;
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
      const em = this.deps.orm.em.fork();
      const review = await em.findOneOrFail(ModelReview, { id: reviewId });
      Object.assign(review, { status, verdicts, error, completedAt: this.deps.clock.now() });
      await em.flush();
    } catch (failure) {
      this.deps.logger.error({ reviewId, err: failure }, 'second opinion could not be stored');
    }
  }
}
