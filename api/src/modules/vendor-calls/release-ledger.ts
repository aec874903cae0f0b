import type { EntityManager } from '@mikro-orm/core';
import type { Clock } from '../../lib/clock';
import type { Article, ArticlesService } from '../articles';

/** Where one effect of an article's release stands, in the terms the article's status is decided in. */
export interface EffectState {
  /** `scheduled`: waiting for a time someone set; `pending`: under way or waiting for a person, with no time set. */
  state: 'scheduled' | 'pending' | 'published' | 'failed' | 'cancelled';
  publishedAt: Date | null;
  /** The platform a publication posts to (the article lists its platforms); null for a newswire order. */
  platform: string | null;
}

/** One kind of effect (platform publications, newswire orders) as the release reads it; each module writes its own. */
export interface EffectLedger {
  effectsOf(em: EntityManager, articleId: string, now: Date): Promise<EffectState[]>;
  /** When this kind's pending release of the article leads the others (the newswire does); absent: it never leads. */
  leadsAt?(em: EntityManager, articleId: string, now: Date): Promise<Date | null>;
}

export interface ReleaseLedgerDeps {
  articles: Pick<ArticlesService, 'markPublished' | 'markInProgress' | 'markScheduled' | 'markFailed' | 'markDraft'>;
  clock: Clock;
  ledgers: EffectLedger[];
}

/**
 * An article's release over every kind of effect: its status follows them all, and the time the wire
 * leads at is known to the platform side without either module importing the other.
 */
export class ReleaseLedger {
  constructor(private readonly deps: ReleaseLedgerDeps) {}

  /**
   * The article (and so its campaign) follows its effects, saying only what happened: published once anything
   * went out, in progress while anything is under way or waits for a person with no time set, scheduled while
   * the rest waits for a set time, failed when everything failed, draft when nothing is left. Runs inside
   * the caller's transaction.
   */
  async syncArticle(em: EntityManager, article: Article): Promise<void> {
    const effects: EffectState[] = [];
    for (const ledger of this.deps.ledgers) effects.push(...(await ledger.effectsOf(em, article.id, this.deps.clock.now())));
    const platforms = effects.filter((e) => e.platform && e.state !== 'failed' && e.state !== 'cancelled').map((e) => e.platform!);
    const published = effects.filter((e) => e.state === 'published');
    const articles = this.deps.articles;
    if (published.length) {
      const times = published.map((e) => e.publishedAt).filter((d): d is Date => Boolean(d));
      const first = times.sort((a, b) => a.getTime() - b.getTime())[0] ?? this.deps.clock.now();
      articles.markPublished(article, first, platforms);
    } else if (effects.some((e) => e.state === 'pending')) articles.markInProgress(article, platforms);
    else if (effects.some((e) => e.state === 'scheduled')) articles.markScheduled(article, platforms);
    else if (effects.some((e) => e.state === 'failed')) articles.markFailed(article, platforms);
    else articles.markDraft(article, platforms);
  }

  /** When the article's pending newswire release leads (null: none pending): platform posts go out after it. */
  async wireTime(em: EntityManager, articleId: string, now: Date): Promise<Date | null> {
    let lead: Date | null = null;
    for (const ledger of this.deps.ledgers) {
      const at = (await ledger.leadsAt?.(em, articleId, now)) ?? null;
      if (at && (!lead || at > lead)) lead = at;
    }
    return lead;
  }
}
